import type { ReactNode } from 'react';
import { MESSAGES } from '#shared/constants/messages';
import { useCalendar } from '../../api/reads/calendar';
import { CalendarViewer } from '../../components/CalendarViewer';
import { OwnTimetable } from '../../components/timetable/OwnTimetable';

/**
 * Time Table: today's lectures and the week from data (or the image), then what the page puts
 * under it (the calendar address, which another feature owns), and the academic calendar.
 */
export function TimetableSection({ children }: { readonly children?: ReactNode }) {
  const calendar = useCalendar();
  const current = calendar.data;
  return (
    <div className="stack">
      <section className="panel" aria-labelledby="timetable-heading">
        <h2 id="timetable-heading">Time Table</h2>
        <OwnTimetable viewer="Student" />
      </section>
      {children}
      <section className="panel" aria-labelledby="student-calendar-heading">
        <h2 id="student-calendar-heading">Academic Calendar</h2>
        {calendar.isPending && <p role="status">Loading...</p>}
        {calendar.isError && <p className="error-text">{MESSAGES.failedToFetchCalendar}</p>}
        {current && !current.filename && <p>{MESSAGES.noCalendar}</p>}
        {current?.filename && current.url && <CalendarViewer filename={current.filename} url={current.url} />}
      </section>
    </div>
  );
}
