import { type FormEvent, useRef, useState } from 'react';
import { MESSAGES } from '#shared/constants/messages';
import { withRefusal } from '../../api/client';
import { useCalendar } from '../../api/reads/calendar';
import { CalendarViewer } from '../../components/CalendarViewer';
import { FileField } from '../../components/FileField';
import { UploadProgress } from '../../components/UploadProgress';
import { useNotify } from '../../lib/notices/NoticeContext';
import { useDeleteCalendar, useReplaceCalendar } from './useCalendar';

/**
 * Academic Calendar: loading, then the current PDF embedded with Download and
 * Delete, or the empty state; an upload replaces it, with progress. Errors show in red above.
 */
export function CalendarSection() {
  const notify = useNotify();
  const calendar = useCalendar();
  const [file, setFile] = useState<File>();
  const [progress, setProgress] = useState<number>();
  const [error, setError] = useState<string>();
  const fileInput = useRef<HTMLInputElement>(null);
  const replace = useReplaceCalendar(setProgress);
  const remove = useDeleteCalendar();
  const current = calendar.data?.filename ? calendar.data : undefined;

  function submit(event: FormEvent) {
    event.preventDefault();
    setError(undefined);
    if (!file) {
      setError(MESSAGES.selectFileToUpload);
      return;
    }
    setProgress(0);
    replace.mutate(file, {
      onSuccess: ({ msg }) => {
        notify(msg, 'success');
        setFile(undefined);
        if (fileInput.current) fileInput.current.value = '';
      },
      // The required words (docs/requirements.md#academic-calendar), with the server's reason when it gave
      // one (a file that is not a PDF, too large).
      onError: (failure) => setError(withRefusal(MESSAGES.failedToUploadFile, failure)),
      onSettled: () => setProgress(undefined),
    });
  }

  function deleteCurrent(filename: string) {
    if (!window.confirm(`Delete the academic calendar “${filename}”?`)) return;
    setError(undefined);
    remove.mutate(filename, {
      onSuccess: ({ msg }) => notify(msg, 'success'),
      onError: () => setError(MESSAGES.failedToDeleteFile),
    });
  }

  const fetchError = calendar.isError ? MESSAGES.failedToFetchCalendar : undefined;
  return (
    <section className="panel stack" aria-labelledby="calendar-heading">
      {(error ?? fetchError) && (
        <p role="alert" className="error-text">
          {error ?? fetchError}
        </p>
      )}
      <h2 id="calendar-heading">Academic Calendar</h2>
      <form className="form" onSubmit={submit} noValidate>
        <FileField
          id="calendar-file"
          label="Calendar PDF"
          kind="calendar"
          note="It replaces the current calendar once it has uploaded."
          inputRef={fileInput}
          onFile={setFile}
        />
        {progress !== undefined && file && <UploadProgress fileName={file.name} fraction={progress} />}
        <button type="submit" className="button button-primary" disabled={replace.isPending}>
          {replace.isPending ? 'Uploading…' : 'Upload calendar'}
        </button>
      </form>
      {calendar.isPending && <p role="status">Loading...</p>}
      {calendar.isSuccess && !current && <p>{MESSAGES.noCalendar}</p>}
      {current?.filename && current.url && (
        <>
          <CalendarViewer filename={current.filename} url={current.url} />
          <button
            type="button"
            className="button button-ghost dashboard-back"
            disabled={remove.isPending}
            onClick={() => deleteCurrent(current.filename ?? '')}
          >
            Delete
          </button>
        </>
      )}
    </section>
  );
}
