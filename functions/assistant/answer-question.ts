import { GPT_MESSAGES } from '#shared/constants/gpt-messages';
import type { Answer } from './answer';
import { askerOf } from './asker';
import { attachmentDocId } from './attachment';
import { answerWith, coverageRule } from './provider';
import { rankPassages } from './search/rank';
import { configuredReranker } from './search/rerank';
import { semanticProvider } from './search/semantic';
import type { LiveNotes } from './search/standing-notes';
import type { StoredTask } from './tasks';

/**
 * Answers one question from the search database (decision 28): no document is parsed and no index
 * is held here. The asker's class ranks first, the subject narrows, and their attached file is
 * searched with the notes (only theirs, only for this question). Which notes still stand is the
 * notes group's to say (`liveNotes`, its liveNoteIds).
 */
export async function answerQuestion(task: StoredTask, liveNotes: LiveNotes): Promise<Answer> {
  const [asker, attachment] = await Promise.all([
    askerOf(task.ownerId),
    task.fileId ? attachmentDocId(task.fileId, task.ownerId) : undefined,
  ]);
  const ranking = await rankPassages(
    task.query,
    {
      asker,
      rule: coverageRule(),
      // The search database may still hold a note whose deletion has not reached it (decision 42).
      liveNotes,
      ...(task.subject === undefined ? {} : { subject: task.subject }),
      ...(attachment && 'docId' in attachment ? { attachmentDocId: attachment.docId } : {}),
    },
    semanticProvider(),
    configuredReranker(),
  );
  const answer = await answerWith(task.query, ranking);
  // The student asked about their file: an answer from the notes alone says it is.
  return attachment && 'leftOut' in attachment
    ? { ...answer, response: `${GPT_MESSAGES.attachmentLeftOut}\n\n${answer.response}` }
    : answer;
}
