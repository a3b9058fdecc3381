import type { SubjectSummary } from '#shared/schemas/attendance';
import './timetable.css';

const BAND_WORDS: Record<SubjectSummary['band'], string> = {
  eligible: 'Eligible',
  condonable: 'Condonable',
  detained: 'Detained',
};

/**
 * Attendance figures one row each (a Student's subjects, or a class's students under the minimum),
 * a row under the minimum marked by its band.
 */
export function SummaryTable<Row extends SubjectSummary>({
  caption,
  nameHead,
  rows,
  nameOf,
  keyOf,
  withAdvice = false,
}: {
  readonly caption: string;
  readonly nameHead: string;
  readonly rows: readonly Row[];
  readonly nameOf: (row: Row) => string;
  readonly keyOf: (row: Row) => string;
  readonly withAdvice?: boolean;
}) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus (WCAG 2.1.1).
    <section className="table-scroll attendance-summary" aria-label={caption} tabIndex={0}>
      <table className="data-table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{nameHead}</th>
            <th scope="col">Type</th>
            <th scope="col">Held</th>
            <th scope="col">Attended</th>
            <th scope="col">Percentage</th>
            <th scope="col">Band</th>
            {withAdvice && <th scope="col">What it takes</th>}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={`${keyOf(row)}-${row.type ?? ''}`} className={`band-${row.band}`}>
              <th scope="row">{nameOf(row)}</th>
              <td>{row.type ?? 'All'}</td>
              <td>{row.held}</td>
              <td>{row.attended}</td>
              <td>{row.percent === null ? '—' : `${row.percent}%`}</td>
              <td>{BAND_WORDS[row.band]}</td>
              {withAdvice && <td className="advice">{row.advice}</td>}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
