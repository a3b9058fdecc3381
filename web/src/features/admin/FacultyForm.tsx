import { type FormEvent, useEffect, useRef, useState } from 'react';
import { DEPARTMENT_NAMES } from '#shared/constants/departments';
import type { FacultyForm as FacultyFields, FacultyMember } from '#shared/schemas/faculty';
import { ImageSourceField } from '../../components/ImageSourceField';
import { TextField } from '../../components/TextField';

/* In add mode no department is chosen yet; the select's `required` keeps an empty one from being sent. */
type Fields = Omit<FacultyFields, 'department'> & { readonly department: FacultyFields['department'] | '' };

const EMPTY: Fields = { imgsrc: '', name: '', position: '', education: '', department: '' };

/**
 * The faculty form: empty in add mode, filled in edit mode; its submit reads Add or
 * Update. Every field is required; the department comes from the fixed list.
 */
export function FacultyForm(props: {
  readonly editing?: FacultyMember;
  readonly busy: boolean;
  readonly onSave: (member: FacultyFields) => void;
  readonly onCancel: () => void;
}) {
  const [fields, setFields] = useState<Fields>(props.editing ?? EMPTY);
  const heading = useRef<HTMLHeadingElement>(null);
  // Opening the form takes the keyboard to it, wherever the button that opened it was.
  useEffect(() => heading.current?.focus(), []);
  const set = (change: Partial<Fields>) => setFields((current) => ({ ...current, ...change }));

  function submit(event: FormEvent) {
    event.preventDefault();
    if (fields.department) props.onSave({ ...fields, department: fields.department });
  }

  return (
    <form className="panel form" onSubmit={submit} aria-labelledby="faculty-form-heading">
      <h2 id="faculty-form-heading" ref={heading} tabIndex={-1}>
        {props.editing ? `Edit ${props.editing.name}` : 'New faculty member'}
      </h2>
      <ImageSourceField
        name="imgsrc"
        label="Image URL"
        required
        value={fields.imgsrc}
        onChange={(imgsrc) => set({ imgsrc })}
      />
      <TextField name="name" label="Name" value={fields.name} onChange={(name) => set({ name })} />
      <TextField
        name="position"
        label="Position"
        value={fields.position}
        onChange={(position) => set({ position })}
      />
      <TextField
        name="education"
        label="Education"
        value={fields.education}
        onChange={(education) => set({ education })}
      />
      <div className="field">
        <label htmlFor="department">Department</label>
        <select
          id="department"
          name="department"
          required
          value={fields.department}
          onChange={(event) => set({ department: event.target.value as FacultyFields['department'] })}
        >
          <option value="" disabled>
            Choose a department
          </option>
          {DEPARTMENT_NAMES.map((name) => (
            <option key={name}>{name}</option>
          ))}
        </select>
      </div>
      <div className="form-actions">
        <button type="submit" className="button button-primary" disabled={props.busy}>
          {props.editing ? 'Update' : 'Add'}
        </button>
        <button type="button" className="button button-ghost" onClick={props.onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}
