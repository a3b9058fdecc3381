import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { attendanceRoutes } from '../../../../shared/api/routes/attendance';
import type { MarkAttendanceInput } from '../../../../shared/schemas/attendance';
import { callApi } from '../../api/client';
import { invalidateRoute, routePagesQuery, routeQuery } from '../../api/queries';

/** Students to mark, by name, a page at a time; `search` narrows by name. */
export function useStudents(search: string) {
  return useInfiniteQuery(
    routePagesQuery(attendanceRoutes.listStudents, { query: { search: search || undefined } }),
  );
}

/** The records of one date; fetched again whenever the date changes (spec §4). */
export function useRecordsOfDate(date: string) {
  return useQuery({
    ...routeQuery(attendanceRoutes.attendanceOfDate, { query: { date } }),
    enabled: /^\d{4}-\d{2}-\d{2}$/.test(date),
  });
}

export function useMarkAttendance() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: MarkAttendanceInput) => callApi(attendanceRoutes.markAttendance, { body: input }),
    onSettled: (_result, _error, input) =>
      invalidateRoute(queryClient, attendanceRoutes.attendanceOfDate, { query: { date: input.date } }),
  });
}

export function exportAttendance(from: string, to: string) {
  return callApi(attendanceRoutes.exportAttendance, { query: { from, to } });
}
