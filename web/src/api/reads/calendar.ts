import { useQuery } from '@tanstack/react-query';
import { calendarRoutes } from '#shared/api/routes/calendar';
import { routeQuery } from '../queries';

/** The academic calendar: the Admin publishes it, the Student's Time Table shows it. */
export function useCalendar() {
  return useQuery(routeQuery(calendarRoutes.getCalendar));
}
