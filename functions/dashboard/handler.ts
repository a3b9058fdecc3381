import { dashboardRoutes } from '#shared/api/routes/dashboard';
import { countPending, findByUserId, sessions } from '../accounts';
import { countPostedAfter } from '../announcements';
import { countGivenUp } from '../contact';
import { latestTask } from '../gpt';
import { createGroupHandler } from '../lib/group-handler';
import { countFailedMail } from '../mail';
import { countClassNotesAfter } from '../notes';
import { lastJob } from '../roster';
import { dashboardSummary } from './summary';
import * as visits from './visits';

const deps = {
  countPending,
  countFailedMail,
  countGivenUp,
  lastJob,
  countPostedAfter,
  countClassNotesAfter,
  latestTask,
  findByUserId,
  visits,
};

export const handler = createGroupHandler(
  dashboardRoutes,
  {
    dashboardSummary: ({ caller }) => dashboardSummary(caller, deps),
    recordVisit: async ({ body, caller }) => {
      const visitedAt = new Date().toISOString();
      await visits.recordVisit(caller.userId, body.section, visitedAt);
      return { section: body.section, visitedAt };
    },
  },
  { sessions },
);
