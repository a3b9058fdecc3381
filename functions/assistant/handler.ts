import { gptRoutes } from '#shared/api/routes/gpt';
import { sessions } from '../accounts';
import { createGroupHandler } from '../lib/group-handler';
import { reply } from '../lib/http';
import * as limits from '../lib/rate-limit';
import { ownReadyUpload } from '../uploads';
import { recentTasks, submitTask, taskStatus } from './gpt';
import * as openTasks from './open-tasks';
import * as queue from './queue';
import * as tasks from './tasks';

const deps = { tasks, openTasks, limits, queue, records: { ownReadyUpload } };

export const handler = createGroupHandler(
  gptRoutes,
  {
    submitTask: async ({ body, caller }) => reply(202, await submitTask({ ...body, caller }, deps)),
    taskStatus: ({ pathParameters, caller }) => taskStatus({ taskId: pathParameters.taskId, caller }, deps),
    recentTasks: ({ caller }) => recentTasks({ caller }, deps),
  },
  { sessions },
);
