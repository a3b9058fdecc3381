import { type FormEvent, useEffect, useRef, useState } from 'react';
import { DEPARTMENT_NAMES } from '../../../../shared/constants/departments';
import type { FacultyForm as FacultyFields, FacultyMember } from '../../../../shared/schemas/faculty';
import { ImageSourceField } from '../../components/ImageSourceField';
import { TextField } from '../../components/TextField';

const EMPTY: FacultyFields = {
  imgsrc: '',
  name: '',
  position: '',
  education: '',
  department: DEPARTMENT_NAMES[0],
};

/**
 * The faculty form (spec §4): empty in add mode, filled in edit mode; its submit reads Add or
 * Update. Every field is required (spec §5); the department comes from the fixed list.
 */
export function FacultyForm(props: {
  readonly editing?: FacultyMember;
  readonly busy: boolean;
  readonly onSave: (member: FacultyFields) => void;
  readonly onCancel: () => void;
}) {
  const [fields, setFields] = useState<FacultyFields>(props.editing ?? EMPTY);
  const heading = useRef<HTMLHeadingElement>(null);
  // Opening the form takes the keyboard to it, wherever the button that opened it was.
  useEffect(() => heading.current?.focus(), []);
  const set = (change: Partial<FacultyFields>) => setFields((current) => ({ ...current, ...change }));

  function submit(event: FormEvent) {
    event.preventDefault();
    props.onSave(fields);
  }

  return (
    <form className="panel form" onSubmit={submit} aria-labelledby="faculty-form-heading">
      <h2 id="faculty-form-heading" ref={heading} tabIndex={-1}>
        {props.editing ? `Edit ${props.editing.name}` : 'Add New Faculty'}
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
