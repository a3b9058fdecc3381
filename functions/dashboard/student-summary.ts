import { collegeToday } from '#shared/constants/college-time';
import type { StudentSummary } from '#shared/schemas/dashboard';
import { classOf, type findByUserId } from '../accounts';
import type { countPostedAfter } from '../announcements';
import type { latestTask } from '../assistant';
import type { findEligibility, ownCounts, summaryOf } from '../attendance';
import type { countClassNotesAfter } from '../notes';
import type { ClassDays, changesIn } from '../timetable';
import { studentUnderMinimum } from './attendance-facts';
import { studentDay, type TimetableDeps } from './timetable-facts';
import type * as visits from './visits';

export interface StudentDeps extends TimetableDeps {
  readonly findByUserId: typeof findByUserId;
  readonly visits: Pick<typeof visits, 'lastVisits'>;
  readonly countPostedAfter: typeof countPostedAfter;
  readonly countClassNotesAfter: typeof countClassNotesAfter;
  readonly latestTask: typeof latestTask;
  readonly findEligibility: typeof findEligibility;
  readonly ownCounts: typeof ownCounts;
  readonly summaryOf: typeof summaryOf;
  readonly changesIn: typeof changesIn;
}

/* Nothing but the records when the Student has no class: no week, no changes (as their summary). */
const NO_DAYS: ClassDays = { weekdays: new Map(), slots: [], dated: [] };

/*
 * A Student's facts from reads made once each and handed to every fact that needs them (issue 47,
 * item 5): their account, the term and batch (one BatchGet), their class's week and changes from
 * today (one query), the bands, their term's records, their last visits and last question. Two
 * rounds of requests side by side: those needing nothing, then those needing the account, the term
 * or the visits. `fact` catches a failed read in each fact that waits on it.
 */
export async function studentSummary(
  userId: string,
  deps: StudentDeps,
  fact: <T>(name: string, read: () => Promise<T>) => Promise<T | undefined>,
  cap: number,
): Promise<StudentSummary> {
  const now = Date.now();
  const today = collegeToday(now);
  const marks = deps.visits.lastVisits(userId);
  const own = deps.findByUserId(userId);
  const college = deps.termAndBatch(userId);
  const bands = deps.findEligibility();
  const studentClass = own.then((account) => account && classOf(account));
  const days = studentClass.then((ofClass) => (ofClass ? deps.classDaysFrom(ofClass, today) : NO_DAYS));
  // With no term set, every record counts.
  const records = college.then(({ term }) => deps.ownCounts(userId, term));
  const [unreadAnnouncements, newClassNotes, lastQuestion, timetable, underMinimum] = await Promise.all([
    fact('unreadAnnouncements', async () => {
      const seen = await marks;
      return deps.countPostedAfter(seen.notifications, cap);
    }),
    fact('newClassNotes', async () => {
      const [seen, account] = await Promise.all([marks, own]);
      if (!account?.branch || !account.year) return undefined;
      return deps.countClassNotesAfter({ branch: account.branch, year: account.year }, seen.studybuddy, cap);
    }),
    fact('lastQuestion', async () => (await deps.latestTask(userId)) ?? null),
    fact('timetable', async () => {
      const [ofClass, placed, week] = await Promise.all([studentClass, college, days]);
      return ofClass ? studentDay(ofClass, placed, week, now) : undefined;
    }),
    fact('underMinimum', async () => {
      const [ofClass, placed, week, counted, given] = await Promise.all([
        studentClass,
        college,
        days,
        records,
        bands,
      ]);
      const changes = ofClass ? deps.changesIn(ofClass, week.dated) : [];
      const facts = { records: counted, week: week.slots, changes, ...placed, bands: given };
      return studentUnderMinimum(deps.summaryOf(facts, today));
    }),
  ]);
  return { role: 'Student', unreadAnnouncements, newClassNotes, lastQuestion, timetable, underMinimum };
}
