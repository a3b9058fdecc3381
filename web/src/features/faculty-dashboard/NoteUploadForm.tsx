import { type FormEvent, useRef, useState } from 'react';
import { MESSAGES } from '#shared/constants/messages';
import { withRefusal } from '../../api/client';
import { FileField } from '../../components/FileField';
import { TextField } from '../../components/TextField';
import { UploadProgress } from '../../components/UploadProgress';
import { useSignedInUser } from '../../lib/auth/useSignedInUser';
import { useNotify } from '../../lib/notices/NoticeContext';
import { useUploadNote } from './useNotes';

/* The seven required fields (docs/requirements.md#note-upload); the file is the seventh. */
const DETAILS = [
  { name: 'subject', label: 'Subject' },
  { name: 'unit', label: 'Unit' },
  { name: 'branch', label: 'Branch' },
  { name: 'uploaded_by', label: 'Uploaded by' },
  { name: 'div', label: 'Division' },
  { name: 'year', label: 'Year' },
] as const;
type Detail = (typeof DETAILS)[number]['name'];

/** Upload Study Material: the file goes through the files mechanism, then the note is recorded. */
export function NoteUploadForm() {
  const user = useSignedInUser();
  const notify = useNotify();
  const empty = { subject: '', unit: '', branch: '', uploaded_by: user?.name ?? '', div: '', year: '' };
  const [details, setDetails] = useState<Record<Detail, string>>(empty);
  const [file, setFile] = useState<File>();
  const [progress, setProgress] = useState<number>();
  const fileInput = useRef<HTMLInputElement>(null);
  const upload = useUploadNote(setProgress);

  function submit(event: FormEvent) {
    event.preventDefault();
    const trimmed = Object.fromEntries(DETAILS.map(({ name }) => [name, details[name].trim()])) as Record<
      Detail,
      string
    >;
    if (!file || Object.values(trimmed).some((value) => value === '')) {
      notify(MESSAGES.allFieldsRequired, 'error');
      return;
    }
    setProgress(0);
    upload.mutate(
      { file, details: trimmed },
      {
        onSuccess: () => {
          notify('Note uploaded successfully!', 'success');
          setDetails(empty);
          setFile(undefined);
          if (fileInput.current) fileInput.current.value = '';
        },
        // The required words (docs/requirements.md#note-upload), with the server's for a refused file (wrong
        // content, too large).
        onError: (error) => notify(withRefusal(MESSAGES.failedToUploadNote, error), 'error'),
        onSettled: () => setProgress(undefined),
      },
    );
  }

  return (
    <form className="form panel" onSubmit={submit} noValidate aria-labelledby="note-form-heading">
      <h2 id="note-form-heading">Upload Study Material</h2>
      <FileField id="file" label="File" kind="note" inputRef={fileInput} onFile={setFile} />
      {DETAILS.map(({ name, label }) => (
        <TextField
          key={name}
          name={name}
          label={label}
          value={details[name]}
          onChange={(value) => setDetails((current) => ({ ...current, [name]: value }))}
        />
      ))}
      {progress !== undefined && file && <UploadProgress fileName={file.name} fraction={progress} />}
      <button type="submit" className="button button-primary" disabled={upload.isPending}>
        {upload.isPending ? 'Uploading…' : 'Upload note'}
      </button>
    </form>
  );
}
