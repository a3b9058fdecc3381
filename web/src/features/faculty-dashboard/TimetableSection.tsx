import type { ReactNode } from 'react';
import { OwnTimetable } from '../../components/timetable/OwnTimetable';

/**
 * View Time Table: the Faculty member's teaching today and this week (or the image, without one),
 * then what the page puts under it (the calendar address, which another feature owns).
 */
export function TimetableSection({ children }: { readonly children?: ReactNode }) {
  return (
    <div className="stack">
      <section className="panel" aria-labelledby="timetable-heading">
        <h2 id="timetable-heading">Time Table</h2>
        <OwnTimetable viewer="Faculty" />
      </section>
      {children}
    </div>
  );
}
