import type { ChangeEvent, ReactNode } from 'react';
import { DEPARTMENT_NAMES } from '#shared/constants/departments';
import { CLASS_YEARS, type StudentClass, studentClassSchema } from '#shared/schemas/student-class';

/** A class as its fields hold it while being chosen: any part may still be empty. */
export interface ClassDraft {
  readonly branch: string;
  readonly year: string;
  readonly division: string;
}

export const NO_CLASS: ClassDraft = { branch: '', year: '', division: '' };

/** The class the fields name, once all three are filled in rightly (the division in capitals). */
export function completeClass(draft: ClassDraft): StudentClass | undefined {
  const parsed = studentClassSchema.safeParse(draft);
  return parsed.success ? parsed.data : undefined;
}

export const draftOf = (studentClass: StudentClass | undefined): ClassDraft => studentClass ?? NO_CLASS;

/**
 * The fields as a request sends them, complete or not: the server checks the class and answers
 * which part is missing or wrong, so a form shows the same words as the API gives.
 */
export const classBody = (draft: ClassDraft) => draft as StudentClass;

const YEAR_NAMES = { FE: 'first', SE: 'second', TE: 'third', BE: 'final' } as const;

/** The props a part's select shares with every other: its id, name, value, whether required, and where changes go. */
interface SelectProps {
  readonly id: string;
  readonly name: string;
  readonly value: string;
  readonly required: boolean;
  readonly onChange: (event: ChangeEvent<HTMLSelectElement>) => void;
}

/** A select with its label and a first, empty choice that asks for one, as the branch and the year are chosen. */
function LabelledSelect({
  label,
  placeholder,
  children,
  ...select
}: SelectProps & { readonly label: string; readonly placeholder: string; readonly children: ReactNode }) {
  return (
    <div className="field">
      <label htmlFor={select.id}>{label}</label>
      <select {...select}>
        <option value="">{placeholder}</option>
        {children}
      </select>
    </div>
  );
}

/**
 * Branch, year and division: a Student's class (decision 16). Used at sign-up, by the ask-once
 * prompt, by Faculty choosing a roster and by the Admin's Classes section; `idPrefix` keeps the
 * ids apart where two sets share a page.
 */
export function ClassFields({
  value,
  onChange,
  idPrefix,
  required = true,
}: {
  readonly value: ClassDraft;
  readonly onChange: (value: ClassDraft) => void;
  readonly idPrefix: string;
  readonly required?: boolean;
}) {
  const set = (part: keyof ClassDraft) => (next: string) => onChange({ ...value, [part]: next });
  const id = (part: keyof ClassDraft) => `${idPrefix}-${part}`;
  const select = (part: 'branch' | 'year'): SelectProps => ({
    id: id(part),
    name: part,
    value: value[part],
    required,
    onChange: (event) => set(part)(event.target.value),
  });
  return (
    <div className="form-row">
      <LabelledSelect label="Branch" placeholder="Choose a branch" {...select('branch')}>
        {DEPARTMENT_NAMES.map((name) => (
          <option key={name}>{name}</option>
        ))}
      </LabelledSelect>
      <LabelledSelect label="Year" placeholder="Choose a year" {...select('year')}>
        {CLASS_YEARS.map((year) => (
          <option key={year} value={year}>
            {year} ({YEAR_NAMES[year]} year)
          </option>
        ))}
      </LabelledSelect>
      <div className="field">
        <label htmlFor={id('division')}>Division</label>
        <input
          id={id('division')}
          name="division"
          value={value.division}
          required={required}
          maxLength={3}
          autoCapitalize="characters"
          aria-describedby={`${id('division')}-hint`}
          onChange={(event) => set('division')(event.target.value)}
        />
        <span id={`${id('division')}-hint`} className="muted">
          A letter or two, maybe a digit: A, B2.
        </span>
      </div>
    </div>
  );
}
