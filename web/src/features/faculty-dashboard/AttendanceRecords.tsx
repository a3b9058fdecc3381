import { MESSAGES } from '#shared/constants/messages';
import type { StudentClass } from '#shared/schemas/student-class';
import { ReadStates } from '../../components/ReadStates';
import { useRecordsOfDate } from './useAttendance';

/**
 * The chosen class's records of the chosen date: the required date, first_name, last_name, email,
 * status (docs/requirements.md#attendance-marking), with subject and time.
 */
export function AttendanceRecords({
  studentClass,
  date,
}: {
  readonly studentClass: StudentClass;
  readonly date: string;
}) {
  const records = useRecordsOfDate(studentClass, date);
  const { branch, year, division } = studentClass;
  return (
    <section className="panel" aria-labelledby="records-heading">
      <h2 id="records-heading">
        Records of {date}: {branch} {year} {division}
      </h2>
      <ReadStates
        read={records}
        count={records.data?.records.length}
        loading="Loading records…"
        failed={MESSAGES.failedToFetchAttendance}
        empty="No attendance has been marked for this date."
      />
      {records.data && records.data.records.length > 0 && (
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a keyboard must reach a table that scrolls sideways on a phone (axe: scrollable-region-focusable).
        <section className="table-scroll" aria-label="The day’s records" tabIndex={0}>
          <table className="data-table">
            <thead>
              <tr>
                <th scope="col">Date</th>
                <th scope="col">Type</th>
                <th scope="col">Subject</th>
                <th scope="col">Time</th>
                <th scope="col">First name</th>
                <th scope="col">Last name</th>
                <th scope="col">Email</th>
                <th scope="col">Status</th>
              </tr>
            </thead>
            <tbody>
              {records.data.records.map((record) => (
                <tr key={`${record.studentId}-${record.lectureId ?? record.type}`}>
                  <td>{record.date.slice(0, 10)}</td>
                  <td>{record.type}</td>
                  <td>{record.subject ?? '—'}</td>
                  <td>{record.start ? `${record.start}–${record.end}` : '—'}</td>
                  <td>{record.first_name}</td>
                  <td>{record.last_name}</td>
                  <td>{record.email}</td>
                  <td>{record.status}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
    </section>
  );
}
