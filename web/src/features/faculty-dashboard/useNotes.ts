import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { notesRoutes } from '../../../../shared/api/routes/notes';
import type { UploadNoteInput } from '../../../../shared/schemas/notes';
import { callApi } from '../../api/client';
import { uploadFile } from '../../api/upload';

const NOTES = ['notes'] as const;

/** Every note, newest first, a page at a time (the ones this faculty member may delete say so). */
export function useNoteList() {
  return useInfiniteQuery({
    queryKey: NOTES,
    initialPageParam: undefined as string | undefined,
    queryFn: ({ signal, pageParam }) =>
      callApi(notesRoutes.listNotes, { query: { cursor: pageParam }, signal }),
    getNextPageParam: (page) => page.nextCursor,
  });
}

/** Uploads the file through the files mechanism (with progress), then records the note. */
export function useUploadNote(onProgress: (fraction: number) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ file, details }: { file: File; details: Omit<UploadNoteInput, 'fileId'> }) => {
      const stored = await uploadFile('note', file, onProgress);
      return callApi(notesRoutes.uploadNote, { body: { fileId: stored.fileId, ...details } });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: NOTES }),
  });
}

export function useDeleteNote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callApi(notesRoutes.deleteNote, { pathParameters: { id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: NOTES }),
  });
}
