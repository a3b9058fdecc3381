import type { RefObject } from 'react';

export interface FileFieldProps {
  readonly id: string;
  readonly label: string;
  /** What the picker offers; the server judges the file by its content whatever is picked. */
  readonly accept: string;
  /** One line under the input saying what may be uploaded, read out with it. */
  readonly hint: string;
  /** The input itself, so a form can clear it after an upload. */
  readonly inputRef: RefObject<HTMLInputElement | null>;
  readonly onFile: (file: File | undefined) => void;
}

/** A labelled file input named `file`, with its hint, as every upload form has it. */
export function FileField({ id, label, accept, hint, inputRef, onFile }: FileFieldProps) {
  const hintId = `${id}-hint`;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name="file"
        type="file"
        accept={accept}
        ref={inputRef}
        aria-describedby={hintId}
        onChange={(event) => onFile(event.target.files?.[0])}
      />
      <span id={hintId} className="muted">
        {hint}
      </span>
    </div>
  );
}
