import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { usersRoutes } from '#shared/api/routes/users';
import type { StudentClass } from '#shared/schemas/student-class';
import { messageOf } from '../../api/client';
import { routeQuery } from '../../api/queries';

export interface FacultyChoice {
  readonly facultyId: string;
  readonly name: string;
}

const sameClass = (a: StudentClass, b: StudentClass) =>
  a.branch === b.branch && a.year === b.year && a.division === b.division;

/**
 * The slot's Faculty member: one of those already teaching this class in its week, or another
 * found by the email they log in with (the Teaching section's read), which says whether they are
 * assigned to this class; the server refuses one who is not.
 */
export function FacultyPicker({
  studentClass,
  known,
  value,
  onChange,
}: {
  readonly studentClass: StudentClass;
  readonly known: readonly FacultyChoice[];
  readonly value: string;
  readonly onChange: (facultyId: string) => void;
}) {
  const [email, setEmail] = useState('');
  const [asked, setAsked] = useState('');
  const found = useQuery({
    ...routeQuery(usersRoutes.facultyTeaching, { query: { email: asked } }),
    enabled: asked !== '',
    retry: false,
  });
  const foundId = found.data?.faculty.userId;
  const choices = [...known];
  if (found.data && foundId && !choices.some((choice) => choice.facultyId === foundId))
    choices.push({
      facultyId: foundId,
      name: `${found.data.faculty.firstName} ${found.data.faculty.lastName}`,
    });
  const subjects = found.data?.classes.filter((taught) => sameClass(taught, studentClass)) ?? [];

  useEffect(() => {
    if (foundId) onChange(foundId);
  }, [foundId, onChange]);

  return (
    <div className="stack">
      <div className="field">
        <label htmlFor="slot-faculty">Faculty member</label>
        <select id="slot-faculty" value={value} onChange={(event) => onChange(event.target.value)}>
          <option value="">Choose a Faculty member</option>
          {choices.map((choice) => (
            <option key={choice.facultyId} value={choice.facultyId}>
              {choice.name}
            </option>
          ))}
        </select>
      </div>
      <div className="form-row">
        <div className="field">
          <label htmlFor="slot-faculty-email">Or find one by email</label>
          <input
            id="slot-faculty-email"
            type="email"
            autoComplete="off"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
        </div>
        <button type="button" className="button button-ghost" onClick={() => setAsked(email.trim())}>
          Find Faculty member
        </button>
      </div>
      {found.isError && (
        <p className="error-text" role="alert">
          {messageOf(found.error, 'The Faculty member could not be found.')}
        </p>
      )}
      {found.data && (
        <p role="status">
          {subjects.length === 0
            ? `${found.data.faculty.firstName} ${found.data.faculty.lastName} is not assigned to this class (see Teaching).`
            : `${found.data.faculty.firstName} ${found.data.faculty.lastName} teaches this class: ${subjects.map((taught) => taught.subject ?? 'any subject').join(', ')}.`}
        </p>
      )}
    </div>
  );
}
