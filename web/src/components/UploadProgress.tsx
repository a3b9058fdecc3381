import './upload-progress.css';

/** An upload's progress: a labelled bar, and a status line that screen readers announce. */
export function UploadProgress({ fileName, fraction }: { fileName: string; fraction: number }) {
  const percent = Math.round(Math.min(Math.max(fraction, 0), 1) * 100);
  return (
    <div className="upload-progress">
      <label>
        <span>Uploading {fileName}</span>
        <progress max={100} value={percent} />
      </label>
      <span role="status" aria-live="polite">
        {percent < 100 ? `${percent}% uploaded` : 'Uploaded; checking the file…'}
      </span>
    </div>
  );
}
