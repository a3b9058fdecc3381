import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useRef, useState } from 'react';
import type { FileKindId } from '#shared/constants/file-kinds';
import { MESSAGES } from '#shared/constants/messages';
import { withRefusal } from '../api/client';
import { FileField } from './FileField';
import { UploadProgress } from './UploadProgress';

export interface UploadThenFollowProps<Job> {
  /** The file field's id, label, kind and note, as FileField takes them. */
  readonly field: {
    readonly id: string;
    readonly label: string;
    readonly kind: FileKindId;
    readonly note: string;
  };
  /** Uploads the file, reporting its progress, and starts the job. */
  readonly useStart: (
    onProgress: (fraction: number) => void,
  ) => UseMutationResult<{ readonly jobId: string }, Error, File>;
  /** Follows the started job until it has finished. */
  readonly useJob: (jobId: string | undefined) => UseQueryResult<Job>;
  /** What to say when the job's progress cannot be read. */
  readonly failedToRead: string;
  /** The job's progress and outcome. */
  readonly renderJob: (job: Job) => ReactNode;
}

/**
 * An upload that starts a job on the server, and then the job followed: the form with the file's
 * upload progress, the refusal if the upload fails, and the job as `renderJob` shows it.
 */
export function UploadThenFollow<Job>({
  field,
  useStart,
  useJob,
  failedToRead,
  renderJob,
}: UploadThenFollowProps<Job>) {
  const [file, setFile] = useState<File>();
  const [progress, setProgress] = useState<number>();
  const [error, setError] = useState<string>();
  const [jobId, setJobId] = useState<string>();
  const fileInput = useRef<HTMLInputElement>(null);
  const start = useStart(setProgress);
  const job = useJob(jobId);

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
    <>
      {error && (
        <p role="alert" className="error-text">
          {error}
        </p>
      )}
      <form className="form" onSubmit={submit} noValidate>
        <FileField {...field} inputRef={fileInput} onFile={setFile} />
        {progress !== undefined && file && <UploadProgress fileName={file.name} fraction={progress} />}
        <button type="submit" className="button button-primary" disabled={start.isPending}>
          {start.isPending ? 'Uploading…' : 'Upload and import'}
        </button>
      </form>
      {jobId && job.isPending && <p role="status">Starting the import…</p>}
      {job.isError && <p className="error-text">{failedToRead}</p>}
      {job.data && renderJob(job.data)}
    </>
  );
}
