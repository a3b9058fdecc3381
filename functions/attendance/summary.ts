import { collegeToday } from '#shared/constants/college-time';
import type { AttendanceSummary, EligibilityBands } from '#shared/schemas/attendance';
import type { Slot, Term } from '#shared/schemas/timetable';
import { type accounts, classOf } from '../accounts';
import type * as timetable from '../timetable';
import { expectedLectures, summarize } from './eligibility';
import type * as eligibility from './eligibility-settings';
import type * as records from './records';

export interface SummaryDeps {
  readonly accounts: Pick<typeof accounts, 'findByUserId'>;
  readonly eligibility: Pick<typeof eligibility, 'findEligibility'>;
  readonly records: Pick<typeof records, 'ownCounts'>;
  readonly timetable: Pick<
    typeof timetable,
    'weekOf' | 'classOwner' | 'findTerm' | 'batchOf' | 'changesBetween'
  >;
}

/*
 * A Student's attendance per subject this term: their own records (their partition only), and what
 * is still to come from their class's weekly slots and the rest of the term's one-off changes (their
 * own batch's practicals only). The class and batch come from their account, never from the request.
 */
export async function ownSummary(studentId: string, deps: SummaryDeps): Promise<AttendanceSummary> {
  const [account, term, batch, bands] = await Promise.all([
    deps.accounts.findByUserId(studentId),
    deps.timetable.findTerm(),
    deps.timetable.batchOf(studentId),
    deps.eligibility.findEligibility(),
  ]);
  const studentClass = account && classOf(account);
  const today = collegeToday();
  // Only this term's records count (read as a range of the student's partition); with no term set, all do.
  const [counted, week, changes] = await Promise.all([
    deps.records.ownCounts(studentId, term),
    studentClass ? deps.timetable.weekOf(deps.timetable.classOwner(studentClass)) : [],
    studentClass && term ? deps.timetable.changesBetween(studentClass, today, term.lastDay) : [],
  ]);
  return summaryOf({ records: counted, week, changes, term, batch, bands }, today);
}

/** What a Student's summary is made of, read once (the dashboard reads them with its other facts). */
export interface StudentTermFacts {
  readonly records: Awaited<ReturnType<typeof records.ownCounts>>;
  /** Their class's weekly slots (every batch's: only their own batch's count). */
  readonly week: readonly Slot[];
  /** Their class's cancellations and extra lectures from today on (later than the term's end ignored). */
  readonly changes: readonly timetable.DatedChange[];
  readonly term?: Term | undefined;
  readonly batch?: string | undefined;
  readonly bands: EligibilityBands;
}

/** A Student's attendance per subject from the facts already read. */
export function summaryOf(facts: StudentTermFacts, today: string): AttendanceSummary {
  const { batch, bands } = facts;
  const mine = (slot: { readonly batch?: string }) => !batch || !slot.batch || slot.batch === batch;
  const { expected, remaining } = expectedLectures(facts.week.filter(mine), facts.term, today, facts.changes);
  return {
    subjects: summarize(facts.records, expected.filter(mine), remaining, bands),
    minimum: bands.eligible,
  };
}
