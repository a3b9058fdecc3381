import { dashboardRoutes } from '#shared/api/routes/dashboard';
import { countPending, findByUserId, sessionsTogether } from '../accounts';
import { countPostedAfter } from '../announcements';
import { latestTask } from '../assistant';
import {
  countsAmong,
  findEligibility,
  markedAmong,
  markOf,
  ownCounts,
  summaryOf,
  teachingDay,
  underOf,
} from '../attendance';
import { countGivenUp } from '../contact';
import { scopes, stampChange } from '../lib/change-stamps';
import { createGroupHandler } from '../lib/group-handler';
import { countFailedMail } from '../mail';
import { countClassNotesAfter } from '../notes';
import { lastJob } from '../roster';
import {
  changesIn,
  classDaysFrom,
  classesWithoutTimetable,
  facultyOwner,
  lastImport,
  ownDays,
  termAndBatch,
  weekOf,
} from '../timetable';
import { keptSummary } from './kept-summary';
import { baseScopes, dashboardSummary } from './summary';
import * as visits from './visits';

const deps = {
  countPending,
  countFailedMail,
  countGivenUp,
  lastJob,
  student: {
    findByUserId,
    visits,
    countPostedAfter,
    countClassNotesAfter,
    latestTask,
    termAndBatch,
    classDaysFrom,
    findEligibility,
    ownCounts,
    summaryOf,
    changesIn,
  },
  lastImport,
  classesWithoutTimetable,
  attendance: {
    teachingDay,
    teachingDayDeps: {
      timetable: { ownDays },
      lectureMarks: { markedAmong, markOf },
      readDeps: { accounts: { findByUserId } },
    },
  },
  attendanceFacts: { countsAmong, underOf, findEligibility, weekOf, facultyOwner },
};

export const handler = createGroupHandler(
  dashboardRoutes,
  {
    dashboardSummary: ({ caller }) =>
      keptSummary(caller, baseScopes(caller), () => dashboardSummary(caller, deps)),
    recordVisit: async ({ body, caller }) => {
      const visitedAt = new Date().toISOString();
      await visits.recordVisit(caller.userId, body.section, visitedAt);
      await stampChange(scopes.user(caller.userId));
      return { section: body.section, visitedAt };
    },
  },
  // The session's Get goes out with the kept summary's stamps, in one BatchGet (decision 64).
  { sessions: sessionsTogether },
);
