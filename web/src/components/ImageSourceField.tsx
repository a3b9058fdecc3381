import { useId, useState } from 'react';
import { acceptOf, uploadHint } from '#shared/constants/file-types';
import { messageOf } from '../api/client';
import { uploadFile } from '../api/upload';
import { UploadProgress } from './UploadProgress';

/**
 * An image given as a URL, or uploaded (judged by its content on the server) and then given as
 * its public address: either way the form sends one value under the field's own name.
 */
export function ImageSourceField(props: {
  readonly name: string;
  readonly label: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly required?: boolean;
}) {
  const fileId = useId();
  const [uploading, setUploading] = useState<{ name: string; fraction: number }>();
  const [problem, setProblem] = useState<string>();

  async function upload(file: File | undefined) {
    if (!file) return;
    setProblem(undefined);
    setUploading({ name: file.name, fraction: 0 });
    try {
      const stored = await uploadFile('siteImage', file, (fraction) =>
        setUploading({ name: file.name, fraction }),
      );
      if (stored.url) props.onChange(stored.url);
    } catch (error) {
      setProblem(messageOf(error, 'The image could not be uploaded.'));
    } finally {
      setUploading(undefined);
    }
  }

  return (
    <div className="field">
      <label htmlFor={props.name}>{props.label}</label>
      <input
        id={props.name}
        name={props.name}
        type="text"
        inputMode="url"
        placeholder="https://…"
        required={props.required}
        value={props.value}
        onChange={(event) => props.onChange(event.target.value)}
      />
      <label htmlFor={fileId} className="muted">
        or upload an image: {uploadHint('siteImage')}
      </label>
      <input
        id={fileId}
        type="file"
        accept={acceptOf('siteImage')}
        onChange={(e) => void upload(e.target.files?.[0])}
      />
      {uploading && <UploadProgress fileName={uploading.name} fraction={uploading.fraction} />}
      {problem && (
        <p role="alert" className="error-text">
          {problem}
        </p>
      )}
    </div>
  );
}
