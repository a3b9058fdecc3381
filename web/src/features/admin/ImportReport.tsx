import { FINISHED_STATUSES, type ImportJob } from '#shared/schemas/roster';
import { RefusalsTable } from '../../components/RefusalsTable';

const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;

/** The counts of a finished import, in one sentence. */
function countsLine(job: ImportJob): string {
  const { created, updated, unchanged, graduated } = job.counts;
  return `${plural(created, 'account')} created, ${updated} updated, ${unchanged} unchanged, ${graduated} graduated to Alumni.`;
}

/** Where a running import is: rows checked, then rows applied, as a labelled bar. */
function ImportProgress({ job }: { job: ImportJob }) {
  const applying = job.status === 'applying';
  const done = applying ? job.applied : job.checked;
  const total = Math.max(job.rows, 1);
  const label =
    job.status === 'queued'
      ? 'Waiting to start…'
      : `${applying ? 'Applied' : 'Checked'} ${done} of ${job.rows || '…'} rows`;
  return (
    <div className="upload-progress">
      <label>
        <span>Importing {job.fileName}</span>
        <progress max={total} value={job.rows ? done : undefined} />
      </label>
      <span role="status" aria-live="polite">
        {label}
      </span>
    </div>
  );
}

/** The rows refused, as the Admin's spreadsheet numbers them, with each reason. */
function RefusedRows({ job }: { job: ImportJob }) {
  const hidden = job.counts.refused - job.refusals.length;
  return (
    <>
      <RefusalsTable refusals={job.refusals} count={job.counts.refused} />
      {hidden > 0 && <p className="muted">and {plural(hidden, 'more row')} not shown.</p>}
    </>
  );
}

/** A running import's progress; a finished one's outcome, counts and refused rows. */
export function ImportReport({ job }: { job: ImportJob }) {
  if (!FINISHED_STATUSES.includes(job.status)) return <ImportProgress job={job} />;
  return (
    <section className="stack" aria-labelledby="import-result">
      <h3 id="import-result">Result for {job.fileName}</h3>
      {job.status === 'completed' && <p role="status">Import finished: {countsLine(job)}</p>}
      {job.status !== 'completed' && (
        <p role="alert" className="error-text">
          {job.message ?? 'The import did not finish.'}
        </p>
      )}
      {job.refusals.length > 0 && <RefusedRows job={job} />}
    </section>
  );
}
