import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { calendarRoutes } from '../../../../shared/api/routes/calendar';
import { callApi } from '../../api/client';
import { uploadFile } from '../../api/upload';

const CALENDAR = ['calendar'] as const;

export function useCalendar() {
  return useQuery({
    queryKey: CALENDAR,
    queryFn: ({ signal }) => callApi(calendarRoutes.getCalendar, { signal }),
  });
}

/** Uploads the PDF (judged by its content), then makes it the current calendar. */
export function useReplaceCalendar(onProgress: (fraction: number) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (file: File) => {
      const stored = await uploadFile('calendar', file, onProgress);
      return callApi(calendarRoutes.setCalendar, { body: { fileId: stored.fileId } });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: CALENDAR }),
  });
}

export function useDeleteCalendar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (filename: string) =>
      callApi(calendarRoutes.deleteCalendar, { pathParameters: { filename } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: CALENDAR }),
  });
}
