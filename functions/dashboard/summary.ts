import { API_MESSAGES } from '#shared/constants/api-messages';
import type { AdminSummary, DashboardSummary, FacultySummary } from '#shared/schemas/dashboard';
import type { StudentClass } from '#shared/schemas/student-class';
import { classOf, type countPending } from '../accounts';
import type { countGivenUp } from '../contact';
import type { Caller } from '../lib/caller';
import { type ChangeScope, scopes } from '../lib/change-stamps';
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

/** Reads one fact; a fact that cannot be read is left out and the summary marked incomplete. */
type Fact = <T>(name: string, read: () => Promise<T>) => Promise<T | undefined>;

/*
 * A fact that cannot be read is left out, never the whole summary: its card falls back to its
 * fixed description, and the others still show theirs. Such a summary is not kept (decision 64).
 */
function factReader(): { fact: Fact; failed: () => boolean } {
  let failures = 0;
  const fact: Fact = async (name, read) => {
    try {
      return await read();
    } catch (error) {
      failures += 1;
      logger.warn('A dashboard fact could not be read', { fact: name, error });
      return undefined;
    }
  };
  return { fact, failed: () => failures > 0 };
}

async function adminSummary(deps: SummaryDeps, fact: Fact): Promise<AdminSummary> {
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

async function facultySummary(
  caller: Caller,
  deps: SummaryDeps,
  fact: Fact,
): Promise<{ summary: FacultySummary; classes: readonly StudentClass[] | undefined }> {
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
  // The classes whose marks and counts this summary shows are the week's: marking stamps the class
  // (and the lecture's teacher, for a substitution's). A week not read leaves them unknown, and the
  // summary is then not kept.
  const slots = await week?.catch(() => undefined);
  const classes = slots?.map(({ branch, year, division }) => ({ branch, year, division }));
  return { summary: { role: 'Faculty', timetable: read, underMinimum }, classes };
}

/** A summary read afresh: whether every fact was read, and the scopes whose writes change it. */
export interface ReadSummary {
  readonly summary: DashboardSummary;
  readonly complete: boolean;
  readonly scopes: readonly ChangeScope[];
}

/** The scopes a role's summary depends on before anything is read (decision 64). */
export function baseScopes(caller: Caller): ChangeScope[] {
  return caller.role === 'Admin'
    ? [scopes.admin, scopes.college]
    : [scopes.college, scopes.user(caller.userId)];
}

/** The caller's own dashboard summary: their role's facts, about their own data only. */
export async function dashboardSummary(caller: Caller, deps: SummaryDeps): Promise<ReadSummary> {
  const { fact, failed } = factReader();
  const base = baseScopes(caller);
  switch (caller.role) {
    case 'Admin': {
      const summary = await adminSummary(deps, fact);
      return { summary, complete: !failed(), scopes: base };
    }
    case 'Student': {
      // The account the summary reads tells its class: that class's marks and notes are scopes too.
      let account: Awaited<ReturnType<StudentDeps['findByUserId']>>;
      const findByUserId: StudentDeps['findByUserId'] = async (userId) => {
        account = await deps.student.findByUserId(userId);
        return account;
      };
      const summary = await studentSummary(caller.userId, { ...deps.student, findByUserId }, fact, COUNT_CAP);
      const ofClass = account ? classOf(account) : undefined;
      const classScopes = ofClass
        ? [scopes.ofClass(ofClass), scopes.notesOf(ofClass.branch, ofClass.year)]
        : [];
      return { summary, complete: !failed() && account !== undefined, scopes: [...base, ...classScopes] };
    }
    case 'Faculty': {
      const { summary, classes } = await facultySummary(caller, deps, fact);
      const classScopes = [...new Set(classes?.map(scopes.ofClass))];
      return { summary, complete: !failed() && classes !== undefined, scopes: [...base, ...classScopes] };
    }
    default:
      // The route lets no other role in; a dashboard with no summary says so rather than guess.
      throw new HttpError(403, API_MESSAGES.forbidden);
  }
}
