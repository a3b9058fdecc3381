import type { TeachingDay } from '#shared/schemas/attendance';
import type { Lecture } from '#shared/schemas/timetable';
import './lecture-choice.css';

/** A lecture's class, with its batch for a practical. */
const classOf = (lecture: Lecture) =>
  `${lecture.branch} ${lecture.year} ${lecture.division}${lecture.batch ? ` (${lecture.batch})` : ''}`;

/** A lecture in one line: time, subject and type, class. */
export const lectureName = (lecture: Lecture) =>
  `${lecture.start}–${lecture.end} ${lecture.subject} (${lecture.type}), ${classOf(lecture)}`;

/**
 * The date's lectures to mark, one to choose. Each label is a block (time, then subject, then
 * class), so it wraps by line at 360 px instead of squeezing beside its radio; the whole label is
 * the touch target. The spaces and the unseen comma between its lines keep its name the one-line
 * `lectureName`, which the list of unmarked lectures shows.
 */
export function LectureChoice({
  lectures,
  chosenId,
  onChoose,
}: {
  readonly lectures: TeachingDay['lectures'];
  readonly chosenId: string | undefined;
  readonly onChoose: (lectureId: string) => void;
}) {
  return (
    <fieldset className="lecture-choice">
      <legend>Lecture</legend>
      {lectures.map((lecture) => (
        <label key={lecture.lectureId} className="lecture-option">
          <input
            type="radio"
            name="lecture"
            checked={chosenId === lecture.lectureId}
            onChange={() => onChoose(lecture.lectureId)}
          />
          <span className="lecture-option-text">
            <span className="lecture-time">
              {lecture.start}–{lecture.end}
            </span>{' '}
            <span>
              {lecture.subject} ({lecture.type})<span className="visually-hidden">,</span>
            </span>{' '}
            <span className="muted">
              {classOf(lecture)}
              {lecture.marked ? ' — marked' : ''}
            </span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}
