import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { attendanceRoutes } from '../../../../shared/api/routes/attendance';
import type { MarkAttendanceInput } from '../../../../shared/schemas/attendance';
import { callApi } from '../../api/client';

/** Students to mark, by name, a page at a time; `search` narrows by name. */
export function useStudents(search: string) {
  return useInfiniteQuery({
    queryKey: ['students', search],
    initialPageParam: undefined as string | undefined,
    queryFn: ({ signal, pageParam }) =>
      callApi(attendanceRoutes.listStudents, {
        query: { search: search || undefined, cursor: pageParam },
        signal,
      }),
    getNextPageParam: (page) => page.nextCursor,
  });
}

/** The records of one date; fetched again whenever the date changes (spec §4). */
export function useRecordsOfDate(date: string) {
  return useQuery({
    queryKey: ['attendance', date],
    queryFn: ({ signal }) => callApi(attendanceRoutes.attendanceOfDate, { query: { date }, signal }),
    enabled: /^\d{4}-\d{2}-\d{2}$/.test(date),
  });
}

export function useMarkAttendance() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: MarkAttendanceInput) => callApi(attendanceRoutes.markAttendance, { body: input }),
    onSettled: (_result, _error, input) =>
      queryClient.invalidateQueries({ queryKey: ['attendance', input.date] }),
  });
}

export function exportAttendance(from: string, to: string) {
  return callApi(attendanceRoutes.exportAttendance, { query: { from, to } });
}
