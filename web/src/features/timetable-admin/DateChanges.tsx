import { useRef, useState } from 'react';
import { collegeToday } from '#shared/constants/college-time';
import type { StudentClass } from '#shared/schemas/student-class';
import type { Lecture } from '#shared/schemas/timetable';
import { messageOf } from '../../api/client';
import { TextField } from '../../components/TextField';
import { SaveOutcome } from './SaveOutcome';
import { useClassDay, useUndoChange } from './useTimetableAdmin';

/** One one-off change of the date, with the words of what it was and of the button that undoes it. */
interface DatedChange {
  readonly changeId: string;
  readonly lecture: Lecture;
  readonly what: string;
  readonly undo: string;
}

const CHANGES: Record<NonNullable<Lecture['change']>, Pick<DatedChange, 'what' | 'undo'>> = {
  moved: { what: 'Moved', undo: 'Undo move' },
  substituted: { what: 'Substitution', undo: 'Undo substitution' },
  extra: { what: 'Extra lecture', undo: 'Remove extra lecture' },
};

/** The date's changes of a class: the lectures cancelled, then those moved, substituted or added. */
export function datedChanges(day: { lectures: Lecture[]; cancelled: Lecture[] }): DatedChange[] {
  const cancelled = day.cancelled.map((lecture) => ({
    changeId: lecture.slotId ?? lecture.lectureId,
    lecture,
    what: 'Cancelled',
    undo: 'Undo cancellation',
  }));
  const changed = day.lectures.flatMap((lecture) =>
    lecture.change
      ? [
          {
            changeId: lecture.change === 'extra' ? lecture.lectureId : (lecture.slotId ?? lecture.lectureId),
            lecture,
            ...CHANGES[lecture.change],
          },
        ]
      : [],
  );
  return [...cancelled, ...changed];
}

/**
 * The one-off changes of a class on a date (decision 56), each with a button that undoes it: the
 * server refuses, in words naming the other lecture, one whose lecture would now clash, and one
 * already marked. A date that has passed is shown only: its changes are what was held.
 */
export function DateChanges({ studentClass }: { readonly studentClass: StudentClass }) {
  const [date, setDate] = useState(collegeToday);
  const day = useClassDay(studentClass, date);
  const undo = useUndoChange();
  const outcome = useRef<HTMLDivElement>(null);
  const changes = day.data ? datedChanges(day.data) : [];
  const passed = date < collegeToday();
  // An undone change's button leaves the list when the date is read again; the focus would fall to
  // the page's start, so it goes to the confirmation. A refusal leaves it on the button.
  const focusOutcome = () => outcome.current?.focus();
  const pickDate = (next: string) => {
    undo.reset();
    setDate(next);
  };

  return (
    <section className="stack" aria-labelledby="date-changes-heading">
      <h3 id="date-changes-heading">One-off changes on a date</h3>
      <TextField name="changes-date" label="Date" type="date" value={date} onChange={pickDate} />
      {day.isLoading && <p role="status">Loading the date’s lectures…</p>}
      {day.isError && <p className="error-text">{messageOf(day.error, 'Failed to load the date.')}</p>}
      {day.data && changes.length === 0 && <p>No one-off changes on {date}.</p>}
      {/* Above the list, so that the Tab after a confirmation reaches the changes left. */}
      <div ref={outcome} tabIndex={-1}>
        <SaveOutcome save={undo} failed="The change was not undone." />
      </div>
      {changes.length > 0 && (
        <ul className="stack">
          {changes.map(({ changeId, lecture, what, undo: label }) => (
            <li key={`${what}-${lecture.lectureId}`} className="form-row">
              <span>
                {what}: {lecture.start}–{lecture.end} {lecture.subject} ({lecture.type}),{' '}
                {lecture.facultyName}, {lecture.room}
              </span>
              {!passed && (
                /*
                 * Named whole by aria-label: Chromium reads a visually hidden span as a word of
                 * its own ("Undo move , Maths"). Marked busy, not disabled, while an undo is sent,
                 * since a disabled button drops the keyboard's focus.
                 */
                <button
                  type="button"
                  className="button"
                  aria-label={`${label}, ${lecture.subject} ${lecture.start}`}
                  aria-disabled={undo.isPending}
                  onClick={() => {
                    if (!undo.isPending)
                      undo.mutate({ ...studentClass, date, changeId }, { onSuccess: focusOutcome });
                  }}
                >
                  {label}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
