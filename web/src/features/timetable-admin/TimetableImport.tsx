import { TIMETABLE_COLUMNS, TIMETABLE_OPTIONAL_COLUMNS } from '#shared/schemas/timetable';
import type { TimetableImportJob } from '#shared/schemas/timetable-import';
import { RefusalsTable } from '../../components/RefusalsTable';
import { UploadThenFollow } from '../../components/UploadThenFollow';
import { isRunning, useStartTimetableImport, useTimetableImportJob } from './useTimetableAdmin';

const countOf = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;

/** The import's outcome: its message and counts, and each refused row by its spreadsheet number. */
export function ImportResult({ result }: { readonly result: TimetableImportJob }) {
  if (isRunning(result))
    return (
      <p role="status" aria-live="polite">
        {result.status === 'queued' ? 'Waiting to start…' : `Checking the rows of ${result.fileName}…`}
      </p>
    );
  return (
    <section className="stack" aria-labelledby="timetable-import-result">
      <h3 id="timetable-import-result">Result for {result.fileName}</h3>
      {result.status === 'completed' ? (
        <p role="status">
          {result.message} {countOf(result.rows, 'slot')} imported for{' '}
          {countOf(result.classes, 'class', 'classes')}.
        </p>
      ) : (
        <p role="alert" className="error-text">
          {result.message}
        </p>
      )}
      {result.refusals.length > 0 && <RefusalsTable refusals={result.refusals} />}
    </section>
  );
}

/**
 * Import a whole timetable (decision 46): the Admin uploads a CSV, a row a weekly slot, with
 * progress; every row is checked, clashes among the rows and with stored slots too, and nothing is
 * stored if any is refused.
 */
export function TimetableImportPanel() {
  return (
    <section className="panel stack" aria-labelledby="timetable-import-heading">
      <h2 id="timetable-import-heading">Import a timetable</h2>
      <p>
        A CSV file, a row a weekly slot. Its first row names the columns{' '}
        {TIMETABLE_COLUMNS.map((column, index) => (
          <span key={column}>
            {index > 0 && ', '}
            <code>{column}</code>
          </span>
        ))}
        , and maybe{' '}
        {TIMETABLE_OPTIONAL_COLUMNS.map((column) => (
          <code key={column}>{column}</code>
        ))}{' '}
        for a practical of one batch. The weekday is Mon to Sat, times are HH:MM, the type is Lecture,
        Practical or Tutorial, and the Faculty member is named by the email they log in with.
      </p>
      <p className="muted">
        Every row is checked first, clashes too: if any is refused, nothing is stored. Importing again
        replaces the slots of the classes in the file.
      </p>
      <UploadThenFollow
        field={{
          id: 'timetable-file',
          label: 'Timetable CSV file',
          kind: 'timetable',
          note: 'Save from a spreadsheet as “CSV UTF-8”.',
        }}
        useStart={useStartTimetableImport}
        useJob={useTimetableImportJob}
        failedToRead="Failed to read the import’s progress."
        renderJob={(result) => <ImportResult result={result} />}
      />
    </section>
  );
}
