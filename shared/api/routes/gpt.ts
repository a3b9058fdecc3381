import * as z from 'zod';
import { recentTasksSchema, submitTaskSchema, taskIdSchema, taskSchema } from '../../schemas/gpt';
import { defineGroup, SIGNED_IN } from '../define';

/**
 * The Personalized GPT (personalizedgpt, docs/requirements.md#api-calls): a question becomes a task a
 * worker answers.
 */
export const gptRoutes = defineGroup('gpt', {
  submitTask: {
    method: 'POST',
    path: '/api/personalizedgpt',
    access: SIGNED_IN,
    body: submitTaskSchema,
    response: z.object({ taskId: z.string() }),
    refreshes: ['dashboard'],
  },
  taskStatus: {
    method: 'GET',
    path: '/api/personalizedgpt/status/{taskId}',
    access: SIGNED_IN,
    readOnly: true,
    params: taskIdSchema,
    response: taskSchema,
  },
  recentTasks: {
    method: 'GET',
    path: '/api/personalizedgpt',
    access: SIGNED_IN,
    readOnly: true,
    response: recentTasksSchema,
  },
});
