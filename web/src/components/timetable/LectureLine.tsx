import type { Lecture, Slot } from '#shared/schemas/timetable';
import { RoomLink, type Viewer } from './RoomLink';

export type { Viewer };

/** Whom a lecture is with: a Student sees the teacher, a Faculty member the class and batch. */
export function withWhom(slot: Slot | Lecture, viewer: Viewer): string {
  if (viewer === 'Student') return slot.facultyName;
  const batch = slot.batch ? `, batch ${slot.batch}` : '';
  return `${slot.branch} ${slot.year} ${slot.division}${batch}`;
}

/** What a Student's practical is for: their batch (only their own batch's are theirs). */
const typeOf = (slot: Slot | Lecture) => (slot.batch ? `${slot.type} (batch ${slot.batch})` : slot.type);

/**
 * One lecture's facts, in decision 51's order (issue 47): time, subject, type, room, and whom it is with; a
 * grid's cell (`compact`) puts them on lines of their own, so six days fit a laptop's width.
 */
export function LectureLine({
  lecture,
  viewer,
  compact,
}: {
  lecture: Slot | Lecture;
  viewer: Viewer;
  compact?: boolean;
}) {
  const gap = compact ? <br /> : ' · ';
  return (
    <>
      <span className="lecture-time">
        {lecture.start}–{lecture.end}
      </span>
      {compact ? <br /> : ' '}
      <strong>{lecture.subject}</strong> <span className="muted">{typeOf(lecture)}</span>
      {gap}
      <RoomLink room={lecture.room} viewer={viewer} />
      {gap}
      <span>{withWhom(lecture, viewer)}</span>
    </>
  );
}
