import { type FormEvent, useDeferredValue, useRef, useState } from 'react';
import { MESSAGES } from '#shared/constants/messages';
import { TEACHING_MESSAGES } from '#shared/constants/teaching-messages';
import { SESSION_TYPES, type SessionType } from '#shared/schemas/attendance';
import type { TaughtClass } from '#shared/schemas/teaching';
import { withRefusal } from '../../api/client';
import { ShowMoreButton } from '../../components/ShowMoreButton';
import { TextField } from '../../components/TextField';
import { useSignedInUser } from '../../lib/auth/useSignedInUser';
import { useNotify } from '../../lib/notices/NoticeContext';
import { AttendanceExport } from './AttendanceExport';
import { AttendanceRecords } from './AttendanceRecords';
import { LectureAttendance } from './LectureAttendance';
import { localToday } from './localDate';
import { MarkButton, presenceOf, StudentChecklist, useAbsent } from './StudentChecklist';
import {
  openingClass,
  rememberClass,
  studentClassOf,
  TaughtClassPicker,
  taughtKey,
} from './TaughtClassPicker';
import { UnderMinimum } from './UnderMinimum';
import { useMarkAttendance, useOwnClasses, useStudents } from './useAttendance';
import { useTeachingDay } from './useLectureAttendance';

/**
 * Update Attendance: by lecture for a Faculty member with a timetable (or an extra lecture today or
 * unmarked); otherwise for the classes an Admin assigned them (decision 32), opening on the class last
 * chosen in this browser, or the first; a Faculty member with none is told so.
 */
export function AttendanceSection() {
  const user = useSignedInUser();
  const own = useOwnClasses(user?.userId);
  // With a timetable, a mark names its lecture (decision 48); without one, by class and type.
  const teaching = useTeachingDay(localToday());
  const { data } = teaching;
  if (data && (data.timetabled || data.lectures.length > 0 || data.unmarked.length > 0))
    return (
      <>
        <LectureAttendance />
        <UnderMinimum />
      </>
    );
  if (own.data && own.data.classes.length > 0)
    return (
      <>
        <MarkAttendance classes={own.data.classes} />
        <UnderMinimum />
      </>
    );
  return (
    <section className="panel" aria-labelledby="mark-heading">
      <h2 id="mark-heading">Update Attendance</h2>
      {own.isPending ? (
        <p role="status">Loading your classes…</p>
      ) : own.isError ? (
        <p className="error-text" role="alert">
          Your classes could not be loaded.
        </p>
      ) : (
        <p>{TEACHING_MESSAGES.noClasses}</p>
      )}
    </section>
  );
}

/**
 * Marking one of the Faculty member's classes, whose roster alone is listed: a date (today by
 * default; its records reload when it changes), the session type, and each student of the class
 * with a present choice, all present to begin with.
 */
function MarkAttendance({ classes }: { readonly classes: readonly TaughtClass[] }) {
  const notify = useNotify();
  const [chosenKey, setChosenKey] = useState(() => openingClass(classes));
  // A class taken away since (the list is read again) gives way to the first.
  const chosen = classes.find((taught) => taughtKey(taught) === chosenKey) ?? classes[0];
  const studentClass = chosen && studentClassOf(chosen);
  const [date, setDate] = useState(localToday);
  const [type, setType] = useState<SessionType>('Lecture');
  const [search, setSearch] = useState('');
  const students = useStudents(studentClass, useDeferredValue(search.trim()));
  const { absent, setAbsent, toggle } = useAbsent();
  const mark = useMarkAttendance();
  const list = useRef<HTMLUListElement>(null);
  const shown = studentClass ? (students.data?.pages.flatMap((page) => page.students) ?? []) : [];
  const allPresent = shown.every((student) => !absent.has(student._id));

  const chooseClass = (next: TaughtClass) => {
    setChosenKey(taughtKey(next));
    setAbsent(new Set());
    rememberClass(next);
  };
  const flipAll = () => setAbsent(allPresent ? new Set(shown.map((student) => student._id)) : new Set());

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!studentClass || shown.length === 0) return;
    mark.mutate(
      {
        ...studentClass,
        date,
        type,
        students: presenceOf(shown, absent),
      },
      {
        onSuccess: () => notify(MESSAGES.attendanceMarked, 'success'),
        // A class taken away meanwhile is refused: the server says why, after the required words
        // (docs/requirements.md#attendance-marking).
        onError: (error) => notify(withRefusal(MESSAGES.failedToMarkAttendance, error), 'error'),
      },
    );
  }

  return (
    <div className="stack">
      <form className="panel form" onSubmit={submit} aria-labelledby="mark-heading">
        <h2 id="mark-heading">Update Attendance</h2>
        {chosen && <TaughtClassPicker classes={classes} value={taughtKey(chosen)} onChange={chooseClass} />}
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
        {studentClass && students.isPending && <p role="status">Loading students…</p>}
        {students.isError && <p className="error-text">The students could not be loaded.</p>}
        {studentClass && !students.isPending && shown.length === 0 && <p>No students found.</p>}
        {shown.length > 0 && (
          <>
            <button type="button" className="button button-ghost" onClick={flipAll}>
              {allPresent ? 'Mark all absent' : 'Mark all present'}
            </button>
            <StudentChecklist students={shown} absent={absent} onToggle={toggle} listRef={list} />
          </>
        )}
        <ShowMoreButton
          list={list}
          pages={students}
          label="Show more students"
          loadingLabel="Loading more students…"
        />
        <MarkButton pending={mark.isPending} empty={shown.length === 0} />
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
