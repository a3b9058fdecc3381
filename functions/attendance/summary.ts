import { collegeToday } from '#shared/constants/college-time';
import type { AttendanceSummary } from '#shared/schemas/attendance';
import { type accounts, classOf } from '../accounts';
import type * as timetable from '../timetable';
import { remainingBySlot, summarize } from './eligibility';
import type * as eligibility from './eligibility-settings';
import type * as records from './records';

export interface SummaryDeps {
  readonly accounts: Pick<typeof accounts, 'findByUserId'>;
  readonly eligibility: Pick<typeof eligibility, 'findEligibility'>;
  readonly records: Pick<typeof records, 'ownCounts'>;
  readonly timetable: Pick<typeof timetable, 'weekOf' | 'classOwner' | 'findTerm' | 'batchOf'>;
}

/*
 * A Student's attendance per subject this term: their own records (their partition only), and what
 * is still to come from their class's weekly slots (their own batch's practicals only). The class
 * and batch come from their account, never from the request.
 */
export async function ownSummary(studentId: string, deps: SummaryDeps): Promise<AttendanceSummary> {
  const [account, term, batch, bands] = await Promise.all([
    deps.accounts.findByUserId(studentId),
    deps.timetable.findTerm(),
    deps.timetable.batchOf(studentId),
    deps.eligibility.findEligibility(),
  ]);
  const studentClass = account && classOf(account);
  // Only this term's records count (read as a range of the student's partition); with no term set, all do.
  const [thisTerm, week] = await Promise.all([
    deps.records.ownCounts(studentId, term),
    studentClass ? deps.timetable.weekOf(deps.timetable.classOwner(studentClass)) : [],
  ]);
  const slots = week.filter((slot) => !batch || !slot.batch || slot.batch === batch);
  return {
    subjects: summarize(thisTerm, slots, remainingBySlot(slots, term, collegeToday()), bands),
    minimum: bands.eligible,
  };
}
