import { useInfiniteQuery } from '@tanstack/react-query';
import { useRef } from 'react';
import { attendanceRoutes } from '#shared/api/routes/attendance';
import { MESSAGES } from '#shared/constants/messages';
import { ApiError } from '../../api/client';
import { routePagesQuery } from '../../api/queries';
import { ShowMoreButton } from '../../components/ShowMoreButton';
import { AttendanceSummary } from './AttendanceSummary';

/** Attendance: the student's own records, newest first, and how often they were present. */
export function AttendanceView() {
  const attendance = useInfiniteQuery(routePagesQuery(attendanceRoutes.ownAttendance));
  const list = useRef<HTMLTableSectionElement>(null);
  const records = attendance.data?.pages.flatMap((page) => page.records);
  const percent = attendance.data?.pages[0]?.presentPercent;
  // For students the server's error follows the message (docs/requirements.md#attendance-view).
  const error = attendance.error instanceof ApiError ? ` ${attendance.error.message}` : '';

  return (
    <section className="panel" aria-labelledby="attendance-heading">
      <h2 id="attendance-heading">Attendance</h2>
      {attendance.isPending && <p role="status">Loading attendance…</p>}
      {attendance.isError && (
        <p className="error-text">
          {MESSAGES.failedToFetchAttendance}
          {error}
        </p>
      )}
      {typeof percent === 'number' && <p className="lead">Present {percent}% of the time.</p>}
      <AttendanceSummary />
      {records?.length === 0 && <p>No attendance has been recorded for you yet.</p>}
      {records && records.length > 0 && (
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus (WCAG 2.1.1).
        <section className="table-scroll" aria-label="Your attendance records" tabIndex={0}>
          <table className="data-table">
            <thead>
              <tr>
                <th scope="col">Date</th>
                <th scope="col">Type</th>
                <th scope="col">Subject</th>
                <th scope="col">Status</th>
              </tr>
            </thead>
            <tbody ref={list}>
              {records.map((record, at) => (
                // Two lectures of one day and type are two rows: their place in the list tells them apart.
                // biome-ignore lint/suspicious/noArrayIndexKey: rows are only ever added after the last.
                <tr key={`${record.date}-${record.type}-${at}`}>
                  <td>{record.date}</td>
                  <td>{record.type}</td>
                  <td>{record.subject ?? '—'}</td>
                  <td>{record.status}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
      <ShowMoreButton
        list={list}
        pages={attendance}
        label="Show older records"
        loadingLabel="Loading older records…"
      />
    </section>
  );
}
