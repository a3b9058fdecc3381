import { type FormEvent, useRef, useState } from 'react';
import { MESSAGES } from '#shared/constants/messages';
import { TIMETABLE_COLUMNS, TIMETABLE_OPTIONAL_COLUMNS } from '#shared/schemas/timetable';
import type { TimetableImportJob } from '#shared/schemas/timetable-import';
import { withRefusal } from '../../api/client';
import { FileField } from '../../components/FileField';
import { UploadProgress } from '../../components/UploadProgress';
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
      {result.refusals.length > 0 && (
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus (WCAG 2.1.1).
        <section className="table-scroll" aria-label="Rows refused" tabIndex={0}>
          <table className="data-table">
            <caption>Rows refused ({result.refusals.length})</caption>
            <thead>
              <tr>
                <th scope="col">Row</th>
                <th scope="col">Reason</th>
              </tr>
            </thead>
            <tbody>
              {result.refusals.map((refusal) => (
                <tr key={`${refusal.row}-${refusal.reason}`}>
                  <td>{refusal.row}</td>
                  <td>{refusal.reason}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
    </section>
  );
}

/**
 * Import a whole timetable (decision 46): the Admin uploads a CSV, a row a weekly slot, with
 * progress; every row is checked, clashes among the rows and with stored slots too, and nothing is
 * stored if any is refused.
 */
export function TimetableImportPanel() {
  const [file, setFile] = useState<File>();
  const [progress, setProgress] = useState<number>();
  const [error, setError] = useState<string>();
  const fileInput = useRef<HTMLInputElement>(null);
  const [jobId, setJobId] = useState<string>();
  const start = useStartTimetableImport(setProgress);
  const job = useTimetableImportJob(jobId);

  function submit(event: FormEvent) {
    event.preventDefault();
    setError(undefined);
    if (!file) {
      setError(MESSAGES.selectFileToUpload);
      fileInput.current?.focus();
      return;
    }
    setProgress(0);
    start.mutate(file, {
      onSuccess: (started) => {
        setJobId(started.jobId);
        setFile(undefined);
        if (fileInput.current) fileInput.current.value = '';
      },
      onError: (failure) => setError(withRefusal(MESSAGES.failedToUploadFile, failure)),
      onSettled: () => setProgress(undefined),
    });
  }

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
      {error && (
        <p role="alert" className="error-text">
          {error}
        </p>
      )}
      <form className="form" onSubmit={submit} noValidate>
        <FileField
          id="timetable-file"
          label="Timetable CSV file"
          kind="timetable"
          note="Save from a spreadsheet as “CSV UTF-8”."
          inputRef={fileInput}
          onFile={setFile}
        />
        {progress !== undefined && file && <UploadProgress fileName={file.name} fraction={progress} />}
        <button type="submit" className="button button-primary" disabled={start.isPending}>
          {start.isPending ? 'Uploading…' : 'Upload and import'}
        </button>
      </form>
      {jobId && job.isPending && <p role="status">Starting the import…</p>}
      {job.isError && <p className="error-text">Failed to read the import’s progress.</p>}
      {job.data && <ImportResult result={job.data} />}
    </section>
  );
}
