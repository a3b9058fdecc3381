import { type FormEvent, useEffect, useState } from 'react';
import type { ClassStudent } from '#shared/schemas/classes';
import { anyMessageOf, messageOf } from '../../api/client';
import { ClassFields, classBody, draftOf } from '../../components/ClassFields';
import { useNotify } from '../../lib/notices/NoticeContext';
import { useChangeClass, useStudentByEmail } from './useClasses';

const describe = (student: ClassStudent) =>
  student.studentClass
    ? `${student.studentClass.branch} ${student.studentClass.year} ${student.studentClass.division}`
    : 'no class yet';

/** The found student's class fields, starting from their class; keyed by the student, so a new one starts afresh. */
function MoveStudentForm({
  student,
  onChanged,
}: {
  readonly student: ClassStudent;
  readonly onChanged: (confirmation: string) => void;
}) {
  const notify = useNotify();
  const [draft, setDraft] = useState(draftOf(student.studentClass));
  const change = useChangeClass();

  function save(event: FormEvent) {
    event.preventDefault();
    change.mutate(
      { userId: student.userId, studentClass: classBody(draft) },
      {
        onSuccess: ({ msg, student: moved }) => {
          const text = `${msg} ${moved.firstName} ${moved.lastName} is now in ${describe(moved)}.`;
          notify(text, 'success');
          onChanged(text);
        },
        onError: (error) => notify(anyMessageOf(error, 'The class was not changed.'), 'error'),
      },
    );
  }

  return (
    <form className="form" onSubmit={save} aria-label={`Class of ${student.firstName} ${student.lastName}`}>
      <p>
        <strong>
          {student.firstName} {student.lastName}
        </strong>{' '}
        ({student.email}) is in {describe(student)}.
      </p>
      <ClassFields idPrefix="move" value={draft} onChange={setDraft} />
      <button type="submit" className="button button-primary" disabled={change.isPending}>
        {change.isPending ? 'Saving…' : 'Change class'}
      </button>
    </form>
  );
}

/**
 * Find a student by email, then move them to another class. `picked` is an email chosen from a
 * class's list (a new object each pick, so picking the same one again looks again).
 */
export function ClassChangeForm({ picked }: { readonly picked?: { readonly email: string } }) {
  const [email, setEmail] = useState('');
  const [asked, setAsked] = useState('');
  const found = useStudentByEmail(asked);
  const student = found.data?.student;
  const [confirmation, setConfirmation] = useState<string>();

  const lookUp = (address: string) => {
    setEmail(address);
    setAsked(address.trim());
    setConfirmation(undefined);
  };
  useEffect(() => {
    if (!picked) return;
    setEmail(picked.email);
    setAsked(picked.email);
    setConfirmation(undefined);
  }, [picked]);

  function find(event: FormEvent) {
    event.preventDefault();
    lookUp(email);
  }

  return (
    <section className="panel stack" aria-labelledby="class-change-heading">
      <h2 id="class-change-heading">Change a student’s class</h2>
      <form className="form" onSubmit={find} aria-label="Find a student">
        <div className="field">
          <label htmlFor="class-student-email">Student’s email</label>
          <input
            id="class-student-email"
            name="email"
            type="email"
            autoComplete="off"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            required
          />
        </div>
        <button type="submit" className="button button-ghost">
          Find student
        </button>
      </form>
      {found.isFetching && <p role="status">Looking for the student…</p>}
      {found.isError && (
        <p className="error-text" role="alert">
          {messageOf(found.error, 'The student could not be found.')}
        </p>
      )}
      {student && <MoveStudentForm key={student.userId} student={student} onChanged={setConfirmation} />}
      {confirmation && (
        <p className="class-confirmation" role="status">
          {confirmation}
        </p>
      )}
    </section>
  );
}
