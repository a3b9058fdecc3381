import { useQuery } from '@tanstack/react-query';
import { timetableRoutes } from '#shared/api/routes/timetable';
import { routeQuery } from '../queries';

/*
 * The caller's own timetable (decision 46): a Student's class with their batch's practicals, a
 * Faculty member's teaching. Keyed by the session, so a new sign-in never sees the last one's week.
 */
export function useOwnWeek(userId: string | undefined) {
  return useQuery({
    ...routeQuery(timetableRoutes.ownWeek, { session: userId ?? null }),
    enabled: userId !== undefined,
  });
}

/** The caller's lectures on a date, one-off changes applied; `date` undefined waits. */
export function useOwnLectures(userId: string | undefined, date: string | undefined) {
  return useQuery({
    ...routeQuery(timetableRoutes.ownLectures, { query: { date: date ?? '' }, session: userId ?? null }),
    enabled: userId !== undefined && date !== undefined,
  });
}

/** The college's bell schedule: the rows of the week's grid. */
export function usePeriods() {
  return useQuery(routeQuery(timetableRoutes.getPeriods));
}

/** The term and its holidays: which days ahead are teaching days. */
export function useTerm() {
  return useQuery(routeQuery(timetableRoutes.getTerm));
}
