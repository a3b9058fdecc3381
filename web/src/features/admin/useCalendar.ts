import { useMutation, useQueryClient } from '@tanstack/react-query';
import { calendarRoutes } from '#shared/api/routes/calendar';
import { callApi } from '../../api/client';
import { invalidateRoute } from '../../api/queries';
import { uploadFile } from '../../api/upload';

/** Uploads the PDF (judged by its content), then makes it the current calendar. */
export function useReplaceCalendar(onProgress: (fraction: number) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (file: File) => {
      const stored = await uploadFile('calendar', file, onProgress);
      return callApi(calendarRoutes.setCalendar, { body: { fileId: stored.fileId } });
    },
    onSettled: () => invalidateRoute(queryClient, calendarRoutes.getCalendar),
  });
}

export function useDeleteCalendar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (filename: string) =>
      callApi(calendarRoutes.deleteCalendar, { pathParameters: { filename } }),
    onSettled: () => invalidateRoute(queryClient, calendarRoutes.getCalendar),
  });
}
