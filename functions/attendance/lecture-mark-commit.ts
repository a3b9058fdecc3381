import { ATTENDANCE_MESSAGES } from '#shared/constants/attendance-messages';
import type { Lecture } from '#shared/schemas/timetable';
import { HttpError } from '../lib/http';
import type * as lectureMarks from './lecture-marks';
import type { LectureMark } from './lecture-marks';
import type * as records from './records';
import type { ClassRecord } from './records';
import { slotOf } from './records';

/*
 * How a lecture's mark is stored so that marks of one lecture at once (two devices, a double click,
 * a retry) cannot leave records that match neither (decision 48, amended). The mark item is the
 * commit point: a mark first lands its item on the version it read, then writes the records. Its
 * records may still land after those of a mark that committed later, so each writer reads the
 * item again once its records are written and, while it is no longer the newest, writes the
 * newest mark's records itself. Whoever writes a record last then wrote the newest mark's.
 */

export interface MarkWriteDeps {
  readonly records: Pick<typeof records, 'putRecords'>;
  readonly lectureMarks: Pick<typeof lectureMarks, 'readMark' | 'commitMark'>;
}

/* Enough for every press of a crowded moment to land in turn; a mark never waits long. */
const COMMIT_TRIES = 8;
const SETTLE_ROUNDS = 8;
const pause = (tries: number) => new Promise((resolve) => setTimeout(resolve, Math.random() * 10 * tries));

type NewMark = Pick<LectureMark, 'studentIds' | 'presentIds' | 'markedBy' | 'markedAt'>;

/**
 * Lands the mark as the lecture's newest: when another landed since it read the item, it reads
 * again and lands after that one, so the last press wins. Nothing is written until it lands; a
 * mark that cannot land in COMMIT_TRIES is refused (409) having changed nothing.
 */
export async function commitNewest(
  lecture: Lecture,
  mark: NewMark,
  deps: MarkWriteDeps,
): Promise<LectureMark> {
  for (let tries = 0; tries < COMMIT_TRIES; tries++) {
    if (tries > 0) await pause(tries);
    const seen = await deps.lectureMarks.readMark(lecture.lectureId);
    const committed = {
      ...mark,
      everListed: [...new Set([...(seen?.everListed ?? []), ...mark.studentIds])],
      version: (seen?.version ?? 0) + 1,
    };
    if (await deps.lectureMarks.commitMark(lecture, committed, seen?.version ?? 0)) return committed;
  }
  throw new HttpError(409, ATTENDANCE_MESSAGES.markedMeanwhile);
}

/**
 * Writes the records of the committed mark, and removes those of students any earlier mark listed
 * and it does not; then, while a newer mark has landed meanwhile, does the same for the newest.
 * `recordsOf` builds a mark's records (its students' names from the lecture's roster). Answers the
 * students whose records it removed: one moved to another class since has a summary of its own.
 */
export async function settleRecords(
  lecture: Lecture,
  committed: LectureMark,
  recordsOf: (mark: LectureMark) => Promise<ClassRecord[]>,
  deps: MarkWriteDeps,
): Promise<ReadonlySet<string>> {
  const slot = slotOf(lecture);
  // Whose records may stand for the lecture: any the newest mark omits are removed.
  const written = new Set<string>();
  const removedIds = new Set<string>();
  let mark = committed;
  for (let round = 0; round < SETTLE_ROUNDS; round++) {
    const listed = new Set(mark.studentIds);
    for (const id of mark.everListed) written.add(id);
    const removed = [...written].filter((id) => !listed.has(id)).map((studentId) => ({ studentId, slot }));
    await deps.records.putRecords(await recordsOf(mark), removed);
    for (const { studentId } of removed) removedIds.add(studentId);
    for (const id of listed) written.add(id);
    const newest = await deps.lectureMarks.readMark(lecture.lectureId);
    if (!newest || newest.version === mark.version) return removedIds;
    mark = newest;
  }
  throw new Error(`The records of lecture ${lecture.lectureId} kept being marked again`);
}
