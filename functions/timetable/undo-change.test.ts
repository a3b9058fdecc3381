import { describe, expect, it } from 'vitest';
import { TIMETABLE_MESSAGES } from '#shared/constants/timetable-messages';
import type { Lecture } from '#shared/schemas/timetable';
import { undoneMessage } from './undo-change';

const lecture: Lecture = {
  branch: 'Computer Engineering',
  year: 'SE',
  division: 'A',
  lectureId: 's.Thu.1#2026-12-10',
  slotId: 's.Thu.1',
  date: '2026-12-10',
  start: '09:00',
  end: '10:00',
  subject: 'Circuits',
  type: 'Lecture',
  facultyId: 'f-asha',
  facultyName: 'Asha Rao',
  room: 'E101',
};
const override = (cancelled: boolean, change?: Lecture['change']) =>
  ({ kind: 'override', slotId: 's.Thu.1', cancelled, lecture: { ...lecture, change } }) as const;

/* Decision 56: the undo's words say what was undone, and that today's marks stay. */
describe('what an undo says', () => {
  it('names what was undone', () => {
    expect(undoneMessage(override(true), '2026-12-02')).toBe(TIMETABLE_MESSAGES.cancellationUndone);
    expect(undoneMessage(override(false, 'moved'), '2026-12-02')).toBe(TIMETABLE_MESSAGES.moveUndone);
    expect(undoneMessage(override(false, 'substituted'), '2026-12-02')).toBe(
      TIMETABLE_MESSAGES.substitutionUndone,
    );
    expect(undoneMessage({ kind: 'extra', lecture: { ...lecture, change: 'extra' } }, '2026-12-02')).toBe(
      TIMETABLE_MESSAGES.extraRemoved,
    );
  });

  it('says that a lecture of today keeps its marks, which only a lecture held today may have', () => {
    expect(undoneMessage(override(false, 'moved'), '2026-12-10')).toBe(
      `${TIMETABLE_MESSAGES.moveUndone} ${TIMETABLE_MESSAGES.marksKept}`,
    );
    // A cancelled lecture was not held, so it has nothing marked to keep.
    expect(undoneMessage(override(true), '2026-12-10')).toBe(TIMETABLE_MESSAGES.cancellationUndone);
  });
});
