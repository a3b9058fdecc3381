import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { attendanceRoutes } from '#shared/api/routes/attendance';
import type { MarkAttendanceInput } from '#shared/schemas/attendance';
import type { StudentClass } from '#shared/schemas/student-class';
import { ApiError, callApi } from '../../api/client';
import { invalidateRoute, routePagesQuery, routeQuery } from '../../api/queries';

/**
 * The classes an Admin assigned the signed-in Faculty member: the only ones they mark, read and
 * export. Kept apart per account, so another Faculty member signing in on this browser reads their own.
 */
export function useOwnClasses(userId: string | undefined) {
  return useQuery(routeQuery(attendanceRoutes.ownClasses, { session: userId ?? null }));
}

/* Read before a class is chosen, these stand for none; the reads are not enabled until one is. */
const NONE: StudentClass = { branch: 'Computer Engineering', year: 'FE', division: 'A' };

/** One class's students to mark, by name, a page at a time; `search` narrows by name. */
export function useStudents(studentClass: StudentClass | undefined, search: string) {
  return useInfiniteQuery({
    ...routePagesQuery(attendanceRoutes.listStudents, {
      query: { ...(studentClass ?? NONE), search: search || undefined },
    }),
    enabled: studentClass !== undefined,
  });
}

/** One class's records of one date; fetched again whenever the class or the date changes. */
export function useRecordsOfDate(studentClass: StudentClass | undefined, date: string) {
  return useQuery({
    ...routeQuery(attendanceRoutes.attendanceOfDate, { query: { ...(studentClass ?? NONE), date } }),
    enabled: studentClass !== undefined && /^\d{4}-\d{2}-\d{2}$/.test(date),
  });
}

export function useMarkAttendance() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: MarkAttendanceInput) => callApi(attendanceRoutes.markAttendance, { body: input }),
    onSettled: (_result, _error, { branch, year, division, date }) =>
      invalidateRoute(queryClient, attendanceRoutes.attendanceOfDate, {
        query: { branch, year, division, date },
      }),
    // Refused as not this Faculty member's class: it was taken away meanwhile, so the list is read again.
    onError: (error) =>
      error instanceof ApiError && error.status === 403
        ? invalidateRoute(queryClient, attendanceRoutes.ownClasses)
        : undefined,
  });
}

export function exportAttendance(studentClass: StudentClass, from: string, to: string) {
  return callApi(attendanceRoutes.exportAttendance, { query: { ...studentClass, from, to } });
}
