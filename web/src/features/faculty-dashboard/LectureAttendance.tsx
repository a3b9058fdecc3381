import { type FormEvent, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { MESSAGES } from '#shared/constants/messages';
import type { Lecture } from '#shared/schemas/timetable';
import { withRefusal } from '../../api/client';
import { TextField } from '../../components/TextField';
import { nextLectureId } from '../../components/timetable/schedule';
import '../../components/timetable/timetable.css';
import { localTime, localToday } from '../../lib/local-date';
import { useNotify } from '../../lib/notices/NoticeContext';
import { AttendanceExport } from './AttendanceExport';
import { AttendanceRecords } from './AttendanceRecords';
import { ExtraLecture } from './ExtraLecture';
import { LectureChoice, lectureName } from './LectureChoice';
import { MarkButton, presenceOf, StudentChecklist, useAbsent } from './StudentChecklist';
import { useLectureRoster, useMarkLecture, useTeachingDay } from './useLectureAttendance';

const classFields = ({ branch, year, division }: Lecture) => ({ branch, year, division });

/** Lectures grouped by their date, in the order given. */
function byDate(lectures: readonly Lecture[]): [string, Lecture[]][] {
  const groups = new Map<string, Lecture[]>();
  for (const lecture of lectures) groups.set(lecture.date, [...(groups.get(lecture.date) ?? []), lecture]);
  return [...groups];
}

/**
 * Update Attendance by lecture (decision 48): a date (today by default; its records reload when it
 * changes), that date's lectures of this Faculty member, opening on the one now or next, its
 * students in name order all present until unticked, and one action to mark. Below, the lectures
 * of the last 14 days still unmarked, each one click away.
 */
export function LectureAttendance() {
  // A dashboard's "Mark attendance" opens a lecture here: `?date=…&lecture=…`.
  const [params] = useSearchParams();
  const [date, setDate] = useState(() => params.get('date') ?? localToday());
  const [chosenId, setChosenId] = useState(() => params.get('lecture') ?? undefined);
  const day = useTeachingDay(date);
  const lectures = day.data?.lectures ?? [];
  const unmarked = day.data?.unmarked ?? [];
  const opening =
    date === localToday()
      ? nextLectureId(
          lectures.map((lecture) => ({ lecture, cancelled: false })),
          localTime(),
        )
      : undefined;
  const chosen =
    lectures.find((l) => l.lectureId === chosenId) ??
    unmarked.find((l) => l.lectureId === chosenId) ??
    lectures.find((l) => l.lectureId === opening) ??
    lectures[0];

  const open = (lecture: Lecture) => {
    setDate(lecture.date);
    setChosenId(lecture.lectureId);
  };

  return (
    <div className="stack">
      <section className="panel form" aria-labelledby="mark-heading">
        <h2 id="mark-heading">Update Attendance</h2>
        <TextField
          name="date"
          label="Date"
          type="date"
          value={date}
          onChange={(next) => {
            setDate(next);
            setChosenId(undefined);
          }}
        />
        {day.isPending && <p role="status">Loading your lectures…</p>}
        {day.isError && <p className="error-text">Your lectures could not be loaded.</p>}
        {day.data && lectures.length === 0 && (
          <p>You have no lectures on this date. For a make-up class, add an extra lecture.</p>
        )}
        {lectures.length > 0 && (
          <LectureChoice lectures={lectures} chosenId={chosen?.lectureId} onChoose={setChosenId} />
        )}
        {chosen && <LectureStudents key={chosen.lectureId} lecture={chosen} />}
        <ExtraLecture date={date} onAdded={open} />
      </section>
      {unmarked.length > 0 && (
        <section className="panel" aria-labelledby="unmarked-heading">
          <h2 id="unmarked-heading">Not marked yet</h2>
          <p>Lectures of the last 14 days whose attendance has not been marked.</p>
          {/* Grouped by date: a fortnight can hold 40+ lectures, each still one click away. */}
          <ul className="plain-list">
            {byDate(unmarked).map(([lectureDate, ofDate]) => (
              <li key={lectureDate} className="unmarked-day">
                <strong>
                  {lectureDate} ({ofDate.length})
                </strong>
                <ul className="plain-list">
                  {ofDate.map((lecture) => (
                    <li key={lecture.lectureId}>
                      <button type="button" className="link-button" onClick={() => open(lecture)}>
                        <span className="visually-hidden">{lecture.date}:</span> {lectureName(lecture)}
                      </button>
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        </section>
      )}
      {chosen && (
        <>
          <AttendanceRecords studentClass={classFields(chosen)} date={date} />
          <AttendanceExport studentClass={classFields(chosen)} defaultDate={date} />
        </>
      )}
    </div>
  );
}

/** The chosen lecture's students, everyone present until unticked, and the one action to mark. */
function LectureStudents({ lecture }: { readonly lecture: Lecture }) {
  const notify = useNotify();
  const roster = useLectureRoster(lecture);
  const mark = useMarkLecture();
  const { absent, toggle } = useAbsent();
  const students = roster.data?.students ?? [];

  function submit(event: FormEvent) {
    event.preventDefault();
    if (students.length === 0) return;
    mark.mutate(
      {
        branch: lecture.branch,
        year: lecture.year,
        division: lecture.division,
        date: lecture.date,
        lectureId: lecture.lectureId,
        students: presenceOf(students, absent),
      },
      {
        onSuccess: () => notify(MESSAGES.attendanceMarked, 'success'),
        onError: (error) => notify(withRefusal(MESSAGES.failedToMarkAttendance, error), 'error'),
      },
    );
  }

  return (
    <form onSubmit={submit} aria-label={`Students of ${lecture.subject}`}>
      {roster.isPending && <p role="status">Loading students…</p>}
      {roster.isError && <p className="error-text">The students could not be loaded.</p>}
      {roster.data && students.length === 0 && <p>No students found.</p>}
      {roster.data?.marked && <p>Marked already: marking again replaces it.</p>}
      {students.length > 0 && <StudentChecklist students={students} absent={absent} onToggle={toggle} />}
      <MarkButton pending={mark.isPending} empty={students.length === 0} />
    </form>
  );
}
