import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { attendanceRoutes } from '#shared/api/routes/attendance';
import type { UnderMinimumQuery } from '#shared/schemas/attendance';
import { callApi, messageOf } from '../../api/client';
import { saveText } from '../../api/download';
import { routeQuery } from '../../api/queries';
import { TextField } from '../../components/TextField';
import { taughtClassName } from '../../components/taughtClassName';
import { SummaryTable } from '../../components/timetable/SummaryTable';
import { useSignedInUser } from '../../lib/auth/useSignedInUser';
import { useNotify } from '../../lib/notices/NoticeContext';
import { studentClassOf, taughtKey } from './TaughtClassPicker';
import { useOwnClasses } from './useAttendance';

/**
 * The students of one of the Faculty member's classes under the minimum in a subject this term,
 * and the same as a CSV file. An assignment for no subject in particular asks which subject.
 */
export function UnderMinimum() {
  const user = useSignedInUser();
  const classes = useOwnClasses(user?.userId).data?.classes ?? [];
  const notify = useNotify();
  const [chosenKey, setChosenKey] = useState<string>();
  const chosen = classes.find((taught) => taughtKey(taught) === chosenKey) ?? classes[0];
  const [subject, setSubject] = useState('');
  const [asked, setAsked] = useState<UnderMinimumQuery>();
  const list = useQuery({ ...routeQuery(attendanceRoutes.underMinimum, { query: asked }), enabled: !!asked });
  if (!chosen) return null;
  const subjectOf = chosen.subject ?? subject.trim();

  function show(event: FormEvent) {
    event.preventDefault();
    if (chosen && subjectOf) setAsked({ ...studentClassOf(chosen), subject: subjectOf });
  }
  async function download() {
    if (!asked) return;
    try {
      const { filename, csv } = await callApi(attendanceRoutes.exportUnderMinimum, { query: asked });
      saveText(filename, csv, 'text/csv;charset=utf-8');
      notify(`Saved ${filename}.`, 'success');
    } catch (error) {
      notify(messageOf(error, 'The export failed.'), 'error');
    }
  }

  const students = list.data?.students;
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
      {list.isFetching && <p role="status">Loading students…</p>}
      {list.isError && <p className="error-text">{messageOf(list.error, 'The list could not be loaded.')}</p>}
      {students?.length === 0 && (
        <p>
          No student is under {list.data?.minimum}% in {asked?.subject}.
        </p>
      )}
      {students && students.length > 0 && (
        <>
          <SummaryTable
            caption={`Under ${list.data?.minimum}% in ${asked?.subject}`}
            nameHead="Student"
            rows={students}
            nameOf={(row) => `${row.first_name} ${row.last_name}`}
            keyOf={(row) => row.studentId}
          />
          <button type="button" className="button button-ghost" onClick={download}>
            Download CSV
          </button>
        </>
      )}
    </section>
  );
}
