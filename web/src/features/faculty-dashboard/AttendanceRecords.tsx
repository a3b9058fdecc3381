import { MESSAGES } from '../../../../shared/constants/messages';
import { useRecordsOfDate } from './useAttendance';

/** The records of the chosen date (spec §2: date, first_name, last_name, email, status). */
export function AttendanceRecords({ date }: { readonly date: string }) {
  const records = useRecordsOfDate(date);
  return (
    <section className="panel" aria-labelledby="records-heading">
      <h2 id="records-heading">Records of {date}</h2>
      {records.isPending && <p role="status">Loading records…</p>}
      {records.isError && <p className="error-text">{MESSAGES.failedToFetchAttendance}</p>}
      {records.data?.records.length === 0 && <p>No attendance has been marked for this date.</p>}
      {records.data && records.data.records.length > 0 && (
        <div className="table-scroll">
          <table className="data-table">
            <thead>
              <tr>
                <th scope="col">Date</th>
                <th scope="col">Type</th>
                <th scope="col">First name</th>
                <th scope="col">Last name</th>
                <th scope="col">Email</th>
                <th scope="col">Status</th>
              </tr>
            </thead>
            <tbody>
              {records.data.records.map((record) => (
                <tr key={`${record.studentId}-${record.type}`}>
                  <td>{record.date.slice(0, 10)}</td>
                  <td>{record.type}</td>
                  <td>{record.first_name}</td>
                  <td>{record.last_name}</td>
                  <td>{record.email}</td>
                  <td>{record.status}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
