import { type FormEvent, useState } from 'react';
import type { UnderMinimumQuery } from '#shared/schemas/attendance';
import type { StudentClass } from '#shared/schemas/student-class';
import { TextField } from '../../components/TextField';
import { UnderMinimumList } from '../../components/UnderMinimumList';

/**
 * The Admin's list of a class's students under the minimum in a subject, for the class chosen in
 * Classes: an Admin may read any class's, so only the subject is asked.
 */
export function ClassUnderMinimum({ studentClass }: { readonly studentClass: StudentClass }) {
  const [subject, setSubject] = useState('');
  const [asked, setAsked] = useState<UnderMinimumQuery>();
  // A class chosen since the list was asked for drops the list rather than show another class's.
  const shown = asked && sameClass(asked, studentClass) ? asked : undefined;

  function show(event: FormEvent) {
    event.preventDefault();
    if (subject.trim()) setAsked({ ...studentClass, subject: subject.trim() });
  }

  return (
    <section className="panel" aria-labelledby="class-under-minimum-heading">
      <h2 id="class-under-minimum-heading">Under the minimum</h2>
      <form className="form" onSubmit={show}>
        <TextField
          id="class-under-subject"
          name="subject"
          label="Subject"
          value={subject}
          onChange={setSubject}
        />
        <button type="submit" className="button button-ghost" disabled={!subject.trim()}>
          Show students
        </button>
      </form>
      <UnderMinimumList asked={shown} />
    </section>
  );
}

const sameClass = (a: StudentClass, b: StudentClass) =>
  a.branch === b.branch && a.year === b.year && a.division === b.division;
