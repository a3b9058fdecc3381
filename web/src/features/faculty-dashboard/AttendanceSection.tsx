import { type FormEvent, useDeferredValue, useRef, useState } from 'react';
import { MESSAGES } from '../../../../shared/constants/messages';
import { SESSION_TYPES, type SessionType } from '../../../../shared/schemas/attendance';
import { readStored, writeStored } from '../../api/storage';
import { type ClassDraft, ClassFields, completeClass, NO_CLASS } from '../../components/ClassFields';
import { ShowMoreButton } from '../../components/ShowMoreButton';
import { TextField } from '../../components/TextField';
import { useNotify } from '../../lib/notices/NoticeContext';
import { AttendanceExport } from './AttendanceExport';
import { AttendanceRecords } from './AttendanceRecords';
import { localToday } from './localDate';
import { useMarkAttendance, useStudents } from './useAttendance';

/* The class last marked, so a teacher's next visit opens on it (this browser only). */
const LAST_CLASS_KEY = 'attendanceClass';
function lastClass(): ClassDraft {
  try {
    return { ...NO_CLASS, ...completeClass(JSON.parse(readStored(LAST_CLASS_KEY) ?? 'null')) };
  } catch {
    return NO_CLASS;
  }
}

/**
 * Update Attendance: a class (branch, year, division) whose roster alone is listed, a date (today
 * by default; its records reload when it changes), the session type, and each student of the class
 * with a present choice, all present to begin with.
 */
export function AttendanceSection() {
  const notify = useNotify();
  const [draft, setDraft] = useState(lastClass);
  const studentClass = completeClass(draft);
  const [date, setDate] = useState(localToday);
  const [type, setType] = useState<SessionType>('Lecture');
  const [search, setSearch] = useState('');
  const students = useStudents(studentClass, useDeferredValue(search.trim()));
  const [absent, setAbsent] = useState<ReadonlySet<string>>(new Set());
  const mark = useMarkAttendance();
  const list = useRef<HTMLUListElement>(null);
  const shown = studentClass ? (students.data?.pages.flatMap((page) => page.students) ?? []) : [];
  const allPresent = shown.every((student) => !absent.has(student._id));

  const chooseClass = (next: ClassDraft) => {
    setDraft(next);
    setAbsent(new Set());
    const complete = completeClass(next);
    if (complete) writeStored(LAST_CLASS_KEY, JSON.stringify(complete));
  };
  const toggle = (id: string) =>
    setAbsent((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const flipAll = () => setAbsent(allPresent ? new Set(shown.map((student) => student._id)) : new Set());

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!studentClass || shown.length === 0) return;
    mark.mutate(
      {
        ...studentClass,
        date,
        type,
        students: shown.map((student) => ({ id: student._id, present: !absent.has(student._id) })),
      },
      {
        onSuccess: () => notify(MESSAGES.attendanceMarked, 'success'),
        onError: () => notify(MESSAGES.failedToMarkAttendance, 'error'),
      },
    );
  }

  return (
    <div className="stack">
      <form className="panel form" onSubmit={submit} aria-labelledby="mark-heading">
        <h2 id="mark-heading">Update Attendance</h2>
        <ClassFields idPrefix="mark" value={draft} onChange={chooseClass} />
        <div className="form-row">
          <TextField name="date" label="Date" type="date" value={date} onChange={setDate} />
          <div className="field">
            <label htmlFor="type">Type</label>
            <select
              id="type"
              name="type"
              value={type}
              onChange={(e) => setType(e.target.value as SessionType)}
            >
              {SESSION_TYPES.map((option) => (
                <option key={option}>{option}</option>
              ))}
            </select>
          </div>
          <div className="field">
            <label htmlFor="search">Search students</label>
            <input
              id="search"
              name="search"
              type="search"
              value={search}
              onChange={(e) => setSearch(e.target.value)}
            />
          </div>
        </div>
        {!studentClass && <p>Choose a branch, year and division to list that class.</p>}
        {studentClass && students.isPending && <p role="status">Loading students…</p>}
        {students.isError && <p className="error-text">The students could not be loaded.</p>}
        {studentClass && !students.isPending && shown.length === 0 && <p>No students found.</p>}
        {shown.length > 0 && (
          <>
            <button type="button" className="button button-ghost" onClick={flipAll}>
              {allPresent ? 'Mark all absent' : 'Mark all present'}
            </button>
            <ul className="student-list" ref={list}>
              {shown.map((student) => (
                <li key={student._id}>
                  <label className="check">
                    <input
                      type="checkbox"
                      name="present"
                      checked={!absent.has(student._id)}
                      onChange={() => toggle(student._id)}
                    />
                    {student.firstName} {student.lastName}
                  </label>
                </li>
              ))}
            </ul>
          </>
        )}
        <ShowMoreButton
          list={list}
          pages={students}
          label="Show more students"
          loadingLabel="Loading more students…"
        />
        <button
          type="submit"
          className="button button-primary"
          disabled={mark.isPending || shown.length === 0}
        >
          {mark.isPending ? 'Saving…' : 'Mark attendance'}
        </button>
      </form>
      {studentClass && (
        <>
          <AttendanceRecords studentClass={studentClass} date={date} />
          <AttendanceExport studentClass={studentClass} defaultDate={date} />
        </>
      )}
    </div>
  );
}
