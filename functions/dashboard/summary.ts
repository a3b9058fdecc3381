import { API_MESSAGES } from '#shared/constants/api-messages';
import type {
  AdminSummary,
  DashboardSummary,
  FacultySummary,
  StudentSummary,
} from '#shared/schemas/dashboard';
import { classOf, type countPending, type findByUserId } from '../accounts';
import type { countPostedAfter } from '../announcements';
import type { countGivenUp } from '../contact';
import type { latestTask } from '../gpt';
import type { Caller } from '../lib/caller';
import { HttpError } from '../lib/http';
import { logger } from '../lib/logger';
import type { countFailedMail } from '../mail';
import type { countClassNotesAfter } from '../notes';
import type { lastJob } from '../roster';
import type { classesWithoutTimetable, lastImport } from '../timetable';
import { type AttendanceFactDeps, facultyUnderMinimum, studentUnderMinimum } from './attendance-facts';
import { facultyTimetable, studentTimetable, type TimetableDeps } from './timetable-facts';
import type * as visits from './visits';

/* Counts read at most this many items and show "99+" beyond: the cost stays one small read. */
export const COUNT_CAP = 99;
/* The classes with no timetable the Admin's card names; the count says how many in all. */
const CLASSES_SHOWN = 5;

export interface SummaryDeps {
  readonly countPending: typeof countPending;
  readonly countFailedMail: typeof countFailedMail;
  readonly countGivenUp: typeof countGivenUp;
  readonly lastJob: typeof lastJob;
  readonly countPostedAfter: typeof countPostedAfter;
  readonly countClassNotesAfter: typeof countClassNotesAfter;
  readonly latestTask: typeof latestTask;
  readonly findByUserId: typeof findByUserId;
  readonly visits: Pick<typeof visits, 'lastVisits'>;
  readonly timetable: TimetableDeps;
  readonly lastImport: typeof lastImport;
  readonly classesWithoutTimetable: typeof classesWithoutTimetable;
  readonly attendance: Parameters<typeof facultyTimetable>[1];
  readonly attendanceFacts: AttendanceFactDeps;
}

/*
 * A fact that cannot be read is left out, never the whole summary: its card falls back to its
 * fixed description, and the others still show theirs.
 */
async function fact<T>(name: string, read: () => Promise<T>): Promise<T | undefined> {
  try {
    return await read();
  } catch (error) {
    logger.warn('A dashboard fact could not be read', { fact: name, error });
    return undefined;
  }
}

async function adminSummary(deps: SummaryDeps): Promise<AdminSummary> {
  // Read side by side: the answer takes as long as the slowest one small read.
  const [pendingApprovals, undeliveredMail, lastRosterImport, lastTimetableImport, classesWithoutTimetable] =
    await Promise.all([
      fact('pendingApprovals', () => deps.countPending(COUNT_CAP)),
      fact('undeliveredMail', async () => {
        const [account, contact] = await Promise.all([
          deps.countFailedMail(COUNT_CAP),
          deps.countGivenUp(COUNT_CAP),
        ]);
        return { account, contact };
      }),
      fact('lastRosterImport', async () => {
        const job = await deps.lastJob();
        if (!job) return null;
        const { created, updated, unchanged, graduated, refused } = job.counts;
        return {
          status: job.status,
          createdAt: job.createdAt,
          finishedAt: job.finishedAt,
          imported: created + updated + unchanged + graduated,
          refused,
        };
      }),
      fact('lastTimetableImport', async () => {
        const result = await deps.lastImport();
        if (!result) return null;
        const { status, finishedAt, rows, classes, refusals } = result;
        return { status, finishedAt, rows, classes, refused: refusals.length };
      }),
      fact('classesWithoutTimetable', () => deps.classesWithoutTimetable(CLASSES_SHOWN)),
    ]);
  return {
    role: 'Admin',
    pendingApprovals,
    undeliveredMail,
    lastRosterImport,
    lastTimetableImport,
    classesWithoutTimetable,
  };
}

async function studentSummary(userId: string, deps: SummaryDeps): Promise<StudentSummary> {
  const marks = fact('lastVisits', () => deps.visits.lastVisits(userId));
  const own = fact('account', () => deps.findByUserId(userId));
  const [unreadAnnouncements, newClassNotes, lastQuestion, timetable, underMinimum] = await Promise.all([
    marks.then((seen) =>
      seen
        ? fact('unreadAnnouncements', () => deps.countPostedAfter(seen.notifications, COUNT_CAP))
        : undefined,
    ),
    fact('newClassNotes', async () => {
      const [seen, account] = await Promise.all([marks, own]);
      if (!seen || !account?.branch || !account.year) return undefined;
      return deps.countClassNotesAfter(
        { branch: account.branch, year: account.year },
        seen.studybuddy,
        COUNT_CAP,
      );
    }),
    fact('lastQuestion', async () => (await deps.latestTask(userId)) ?? null),
    fact('timetable', async () => {
      const account = await own;
      const studentClass = account && classOf(account);
      return studentClass ? studentTimetable(studentClass, userId, deps.timetable) : undefined;
    }),
    fact('underMinimum', () => studentUnderMinimum(userId, deps.attendanceFacts)),
  ]);
  return { role: 'Student', unreadAnnouncements, newClassNotes, lastQuestion, timetable, underMinimum };
}

async function facultySummary(caller: Caller, deps: SummaryDeps): Promise<FacultySummary> {
  const [timetable, underMinimum] = await Promise.all([
    fact('timetable', () => facultyTimetable(caller, deps.attendance)),
    fact('underMinimum', () => facultyUnderMinimum(caller.userId, deps.attendanceFacts)),
  ]);
  return { role: 'Faculty', timetable, underMinimum };
}

/** The caller's own dashboard summary: their role's facts, about their own data only. */
export function dashboardSummary(caller: Caller, deps: SummaryDeps): Promise<DashboardSummary> {
  switch (caller.role) {
    case 'Admin':
      return adminSummary(deps);
    case 'Student':
      return studentSummary(caller.userId, deps);
    case 'Faculty':
      return facultySummary(caller, deps);
    default:
      // The route lets no other role in; a dashboard with no summary says so rather than guess.
      throw new HttpError(403, API_MESSAGES.forbidden);
  }
}
