import { randomUUID } from 'node:crypto';
import { answerQuestion } from '../../functions/assistant/answer-question';
import { liveNoteIds } from '../../functions/notes/live-notes';

/*
 * Asks one question as the GPT worker answers it, from the index the stack's ingestion built: a
 * new running task of its own, by no account. Imports nothing else, so the cold worker loads what
 * a Lambda container does (the notes group's check of which notes stand, as its entry hands in):
 * the bench's cold worker (bench/cold-worker.ts) imports it for that.
 */
export function askWorker(query: string) {
  return answerQuestion(
    {
      taskId: randomUUID(),
      ownerId: randomUUID(),
      query,
      status: 'running',
      createdAt: new Date().toISOString(),
    },
    liveNoteIds,
  );
}
