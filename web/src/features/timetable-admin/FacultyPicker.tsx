import type { StudentClass } from '#shared/schemas/student-class';
import { comparedText } from '#shared/schemas/text';
import { messageOf } from '../../api/client';
import { useClassTeachers } from './useTimetableAdmin';

export interface FacultyChoice {
  readonly facultyId: string;
  readonly name: string;
}

/** Those assigned the class for this subject, or for every subject, each once, by name. */
export function teachersFor(
  teachers: readonly (FacultyChoice & { readonly subject?: string })[],
  subject: string,
): FacultyChoice[] {
  const wanted = comparedText(subject);
  const fit = teachers.filter(
    (teacher) => !teacher.subject || !wanted || comparedText(teacher.subject) === wanted,
  );
  return [...new Map(fit.map(({ facultyId, name }) => [facultyId, { facultyId, name }])).values()];
}

/**
 * The slot's Faculty member, from those assigned to teach this class (decision 32) — for the
 * subject typed, once there is one — read from the class's own assignments. A slot's present Faculty
 * member stays a choice when no longer assigned; the server refuses saving one who is not.
 */
export function FacultyPicker({
  studentClass,
  subject,
  current,
  value,
  onChange,
}: {
  readonly studentClass: StudentClass;
  readonly subject: string;
  /** The Faculty member of the slot edited. */
  readonly current?: FacultyChoice;
  readonly value: string;
  readonly onChange: (facultyId: string) => void;
}) {
  const teachers = useClassTeachers(studentClass);
  const choices = teachersFor(teachers.data?.teachers ?? [], subject);
  if (current && !choices.some((choice) => choice.facultyId === current.facultyId)) choices.unshift(current);
  const none = teachers.data !== undefined && choices.length === 0;

  return (
    <div className="stack">
      <div className="field">
        <label htmlFor="slot-faculty">Faculty member</label>
        <select
          id="slot-faculty"
          value={value}
          aria-describedby={none ? 'slot-faculty-none' : undefined}
          onChange={(event) => onChange(event.target.value)}
        >
          <option value="">Choose a Faculty member</option>
          {choices.map((choice) => (
            <option key={choice.facultyId} value={choice.facultyId}>
              {choice.name}
            </option>
          ))}
        </select>
      </div>
      {teachers.isError && (
        <p className="error-text" role="alert">
          {messageOf(teachers.error, 'The Faculty members of this class could not be read.')}
        </p>
      )}
      {none && (
        <p id="slot-faculty-none" role="status">
          {subject.trim()
            ? `No Faculty member is assigned to this class for ${subject.trim()} (see Teaching).`
            : 'No Faculty member is assigned to this class (see Teaching).'}
        </p>
      )}
    </div>
  );
}
