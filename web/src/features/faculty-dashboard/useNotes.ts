import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notesRoutes } from '#shared/api/routes/notes';
import type { UploadNoteInput } from '#shared/schemas/notes';
import { callApi } from '../../api/client';
import { invalidateRoute } from '../../api/queries';
import { uploadFile } from '../../api/upload';

/** Uploads the file through the files mechanism (with progress), then records the note. */
export function useUploadNote(onProgress: (fraction: number) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ file, details }: { file: File; details: Omit<UploadNoteInput, 'fileId'> }) => {
      const stored = await uploadFile('note', file, onProgress);
      return callApi(notesRoutes.uploadNote, { body: { fileId: stored.fileId, ...details } });
    },
    onSettled: () => invalidateRoute(queryClient, notesRoutes.listNotes),
  });
}

export function useDeleteNote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callApi(notesRoutes.deleteNote, { pathParameters: { id } }),
    onSettled: () => invalidateRoute(queryClient, notesRoutes.listNotes),
  });
}
