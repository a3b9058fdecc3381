import { useQuery } from '@tanstack/react-query';
import { attendanceRoutes } from '#shared/api/routes/attendance';
import type { SubjectSummary } from '#shared/schemas/attendance';
import { routeQuery } from '../../api/queries';
import './attendance-summary.css';

const BAND_WORDS: Record<SubjectSummary['band'], string> = {
  eligible: 'Eligible',
  condonable: 'Condonable',
  detained: 'Detained',
};

/** The Student's attendance per subject this term, with its band and what they can still do. */
export function AttendanceSummary() {
  const summary = useQuery(routeQuery(attendanceRoutes.ownSummary));
  const subjects = summary.data?.subjects;
  if (summary.isError) return <p className="error-text">The summary by subject could not be loaded.</p>;
  if (!subjects || subjects.length === 0) return null;
  return (
    <div className="table-scroll attendance-summary">
      <table className="data-table">
        <caption>By subject this term (minimum {summary.data?.minimum}%)</caption>
        <thead>
          <tr>
            <th scope="col">Subject</th>
            <th scope="col">Type</th>
            <th scope="col">Held</th>
            <th scope="col">Attended</th>
            <th scope="col">Percentage</th>
            <th scope="col">Band</th>
            <th scope="col">What it takes</th>
          </tr>
        </thead>
        <tbody>
          {subjects.map((row) => (
            <tr key={`${row.subject}-${row.type ?? ''}`} className={`band-${row.band}`}>
              <th scope="row">{row.subject}</th>
              <td>{row.type ?? 'All'}</td>
              <td>{row.held}</td>
              <td>{row.attended}</td>
              <td>{row.percent === null ? '—' : `${row.percent}%`}</td>
              <td>{BAND_WORDS[row.band]}</td>
              <td>{row.advice}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
