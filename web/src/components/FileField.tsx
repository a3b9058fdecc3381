import type { RefObject } from 'react';
import type { FileKindId } from '#shared/constants/file-kinds';
import { acceptOf, uploadHint } from '#shared/constants/file-types';

export interface FileFieldProps {
  readonly id: string;
  readonly label: string;
  /** The input's name; `file` unless the form says otherwise. */
  readonly name?: string;
  /**
   * The kind of upload: the picker offers its types, and the line under the input says them and
   * its size cap (the server judges the file by its content whatever is picked).
   */
  readonly kind: FileKindId;
  /** More to say under the input, after what the kind takes. */
  readonly note?: string;
  /** The input itself, so a form can clear it after an upload. */
  readonly inputRef: RefObject<HTMLInputElement | null>;
  readonly onFile: (file: File | undefined) => void;
}

/** A labelled file input (named `file` by default), with its hint, as every upload form has it. */
export function FileField({ id, label, name = 'file', kind, note, inputRef, onFile }: FileFieldProps) {
  const hintId = `${id}-hint`;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="file"
        name={name}
        accept={acceptOf(kind)}
        ref={inputRef}
        aria-describedby={hintId}
        onChange={(event) => onFile(event.target.files?.[0])}
      />
      <span id={hintId} className="muted">
        {uploadHint(kind)}
        {note && ` ${note}`}
      </span>
    </div>
  );
}
