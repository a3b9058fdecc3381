import { API_MESSAGES } from '#shared/constants/api-messages';
import type { AdminSummary, DashboardSummary, FacultySummary } from '#shared/schemas/dashboard';
import type { countPending } from '../accounts';
import type { countGivenUp } from '../contact';
import type { Caller } from '../lib/caller';
import { HttpError } from '../lib/http';
import { logger } from '../lib/logger';
import type { countFailedMail } from '../mail';
import type { lastJob } from '../roster';
import { byDayAndTime, type classesWithoutTimetable, type lastImport, type ownDays } from '../timetable';
import { type AttendanceFactDeps, facultyUnderMinimum } from './attendance-facts';
import { type StudentDeps, studentSummary } from './student-summary';
import { facultyTimetable } from './timetable-facts';

type OwnDays = typeof ownDays;

/* Counts read at most this many items and show "99+" beyond: the cost stays one small read. */
export const COUNT_CAP = 99;
/* The classes with no timetable the Admin's card names; the count says how many in all. */
const CLASSES_SHOWN = 5;

export interface SummaryDeps {
  readonly countPending: typeof countPending;
  readonly countFailedMail: typeof countFailedMail;
  readonly countGivenUp: typeof countGivenUp;
  readonly lastJob: typeof lastJob;
  readonly student: StudentDeps;
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

async function facultySummary(caller: Caller, deps: SummaryDeps): Promise<FacultySummary> {
  // The teaching day reads the Faculty member's week with its dates; the count of students under the
  // minimum takes the week from that read rather than reading it again.
  let days: ReturnType<OwnDays> | undefined;
  const { teachingDayDeps } = deps.attendance;
  const ownDays: OwnDays = (...args) => {
    days = teachingDayDeps.timetable.ownDays(...args);
    return days;
  };
  const timetable = fact('timetable', () =>
    facultyTimetable(caller, {
      ...deps.attendance,
      teachingDayDeps: { ...teachingDayDeps, timetable: { ownDays } },
    }),
  );
  // teachingDay asks for the days before its first wait, so `days` is set here; if not, the week is read.
  const week = days?.then(({ slots }) => [...slots].sort(byDayAndTime));
  const [read, underMinimum] = await Promise.all([
    timetable,
    fact('underMinimum', () => facultyUnderMinimum(caller.userId, deps.attendanceFacts, week)),
  ]);
  return { role: 'Faculty', timetable: read, underMinimum };
}

/** The caller's own dashboard summary: their role's facts, about their own data only. */
export function dashboardSummary(caller: Caller, deps: SummaryDeps): Promise<DashboardSummary> {
  switch (caller.role) {
    case 'Admin':
      return adminSummary(deps);
    case 'Student':
      return studentSummary(caller.userId, deps.student, fact, COUNT_CAP);
    case 'Faculty':
      return facultySummary(caller, deps);
    default:
      // The route lets no other role in; a dashboard with no summary says so rather than guess.
      throw new HttpError(403, API_MESSAGES.forbidden);
  }
}
