import { logger } from '../lib/logger';
import { answerQuestion } from './answer-question';
import { type AnswerTaskDeps, answerTask } from './answer-task';
import * as failures from './failed-question';
import * as openTasks from './open-tasks';
import * as queue from './queue';
import { gptTasksQueue } from './queues';
import type { LiveNotes } from './search/standing-notes';
import * as tasks from './tasks';

/**
 * The GPT worker, fed by the task queue; a failed record is retried alone (partial batch
 * response), seconds later (the queue's retry delay), not after its 180 s visibility. Which notes
 * still stand is the notes group's to say: its entry (functions/assistant-worker-handler.ts) hands
 * in `liveNoteIds`, as this group cannot import the notes group, which asks it for ingestion.
 */
export function answeringWorker(notes: { readonly liveNoteIds: LiveNotes }) {
  const workerDeps: AnswerTaskDeps = {
    tasks,
    answering: { answerQuestion: (task) => answerQuestion(task, notes.liveNoteIds) },
    openTasks,
    queue,
    failures,
  };
  const handler = gptTasksQueue.consumer(async ({ taskId }) => {
    logger.appendKeys({ taskId });
    await answerTask(taskId, workerDeps);
  });
  return { workerDeps, handler };
}
