import { type FormEvent, useState } from 'react';
import type { UnderMinimumQuery } from '#shared/schemas/attendance';
import { TextField } from '../../components/TextField';
import { taughtClassName } from '../../components/taughtClassName';
import { UnderMinimumList } from '../../components/UnderMinimumList';
import { useSignedInUser } from '../../lib/auth/useSignedInUser';
import { studentClassOf, taughtKey } from './TaughtClassPicker';
import { useOwnClasses } from './useAttendance';

/**
 * The students of one of the Faculty member's classes under the minimum in a subject this term,
 * and the same as a CSV file. An assignment for no subject in particular asks which subject.
 */
export function UnderMinimum() {
  const user = useSignedInUser();
  const classes = useOwnClasses(user?.userId).data?.classes ?? [];
  const [chosenKey, setChosenKey] = useState<string>();
  const chosen = classes.find((taught) => taughtKey(taught) === chosenKey) ?? classes[0];
  const [subject, setSubject] = useState('');
  const [asked, setAsked] = useState<UnderMinimumQuery>();
  if (!chosen) return null;
  const subjectOf = chosen.subject ?? subject.trim();

  function show(event: FormEvent) {
    event.preventDefault();
    if (chosen && subjectOf) setAsked({ ...studentClassOf(chosen), subject: subjectOf });
  }
  return (
    <section className="panel" aria-labelledby="under-minimum-heading">
      <h2 id="under-minimum-heading">Under the minimum</h2>
      <form className="form" onSubmit={show}>
        <div className="form-row">
          <div className="field">
            <label htmlFor="under-class">Class and subject</label>
            <select
              id="under-class"
              value={taughtKey(chosen)}
              onChange={(event) => setChosenKey(event.target.value)}
            >
              {classes.map((taught) => (
                <option key={taughtKey(taught)} value={taughtKey(taught)}>
                  {taughtClassName(taught)}
                </option>
              ))}
            </select>
          </div>
          {chosen.subject === undefined && (
            <TextField
              id="under-subject"
              name="subject"
              label="Subject"
              value={subject}
              onChange={setSubject}
            />
          )}
        </div>
        <button type="submit" className="button button-ghost" disabled={!subjectOf}>
          Show students
        </button>
      </form>
      <UnderMinimumList asked={asked} />
    </section>
  );
}
