import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { attendanceRoutes } from '#shared/api/routes/attendance';
import type { MarkAttendanceInput } from '#shared/schemas/attendance';
import type { Lecture } from '#shared/schemas/timetable';
import { callApi } from '../../api/client';
import { invalidateRoute, routeQuery } from '../../api/queries';

const isDate = (date: string) => /^\d{4}-\d{2}-\d{2}$/.test(date);

/** The Faculty member's lectures of a date (each marked or not) and the fortnight's unmarked ones. */
export function useTeachingDay(date: string) {
  return useQuery({
    ...routeQuery(attendanceRoutes.teachingDay, { query: { date } }),
    enabled: isDate(date),
  });
}

/* Read before a lecture is chosen, this stands for none; the read is not enabled until one is. */
const NONE = {
  branch: 'Computer Engineering',
  year: 'FE',
  division: 'A',
  date: '2000-01-01',
  lectureId: '-',
} as const;

/** One lecture's students by name (a batch practical's batch only), and whether it is marked. */
export function useLectureRoster(lecture: Lecture | undefined) {
  const query = lecture
    ? {
        branch: lecture.branch,
        year: lecture.year,
        division: lecture.division,
        date: lecture.date,
        lectureId: lecture.lectureId,
      }
    : NONE;
  return useQuery({
    ...routeQuery(attendanceRoutes.lectureRoster, { query }),
    enabled: lecture !== undefined,
  });
}

/** Marks a lecture; its day, its roster and its class's records are read again. */
export function useMarkLecture() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: MarkAttendanceInput) => callApi(attendanceRoutes.markAttendance, { body: input }),
    onSettled: (_result, _error, { branch, year, division, date }) =>
      Promise.all([
        invalidateRoute(queryClient, attendanceRoutes.teachingDay),
        invalidateRoute(queryClient, attendanceRoutes.lectureRoster),
        invalidateRoute(queryClient, attendanceRoutes.attendanceOfDate, {
          query: { branch, year, division, date },
        }),
      ]),
  });
}
