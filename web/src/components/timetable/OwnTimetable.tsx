import { useMemo } from 'react';
import { useOwnLectures, useOwnWeek, usePeriods, useTerm } from '../../api/reads/timetable';
import { useAuth } from '../../lib/auth/AuthContext';
import { localTime, localToday } from '../../lib/local-date';
import { TimetableImage } from '../TimetableImage';
import type { Viewer } from './LectureLine';
import { nextTeachingDate, todayInOrder, weekdayOfDate as weekdayOf } from './schedule';
import { TimetableDirections } from './TimetableDirections';
import { TodayLectures } from './TodayLectures';
import { WeekTable } from './WeekTable';
import './timetable.css';

/**
 * The caller's own Time Table from data (issue 47): today's lectures and the week (a Faculty
 * member's with the Get Directions its rooms open), then the required time table image
 * (docs/requirements.md#time-table), which is all a class or a Faculty member with no timetable yet
 * sees.
 */
export function OwnTimetable({ viewer }: { viewer: Viewer }) {
  const auth = useAuth();
  const userId = auth.state.status === 'signed-in' ? auth.state.user.userId : undefined;
  const today = localToday();
  const week = useOwnWeek(userId);
  const lectures = useOwnLectures(userId, today);
  const periods = usePeriods();
  const term = useTerm();
  const slots = week.data?.slots ?? [];
  const items = useMemo(
    () => todayInOrder(lectures.data?.lectures ?? [], lectures.data?.cancelled ?? []),
    [lectures.data],
  );
  const nextDate =
    lectures.data && items.length === 0 && !term.isPending
      ? nextTeachingDate(today, slots, term.data)
      : undefined;
  const nextDay = useOwnLectures(userId, nextDate);

  if (week.isPending) return <p role="status">Loading...</p>;
  if (week.isError || slots.length === 0)
    return (
      <>
        {week.isError && <p className="error-text">The time table could not be loaded.</p>}
        <TimetableImage />
      </>
    );
  const next =
    nextDay.data?.lectures.toSorted((a, b) => a.start.localeCompare(b.start))[0] ??
    slots.filter((slot) => nextDate && slot.weekday === weekdayOf(nextDate))[0];
  return (
    <div className="stack">
      <section aria-labelledby="today-heading">
        <h3 id="today-heading">Today</h3>
        {lectures.isPending && <p role="status">Loading...</p>}
        {lectures.isError && <p className="error-text">Today’s lectures could not be loaded.</p>}
        {lectures.data && (
          <TodayLectures
            items={items}
            week={slots}
            viewer={viewer}
            now={localTime()}
            next={next}
            nextDate={nextDate}
          />
        )}
      </section>
      <section aria-labelledby="week-heading">
        <h3 id="week-heading">This week</h3>
        <WeekTable slots={slots} periods={periods.data?.periods} viewer={viewer} />
      </section>
      {viewer === 'Faculty' && <TimetableDirections />}
      {/* The required static image (docs/requirements.md#time-table) stays, under the week from data. */}
      <section aria-labelledby="printed-heading">
        <h3 id="printed-heading">The printed time table</h3>
        <TimetableImage />
      </section>
    </div>
  );
}
