import type { Answer } from './answer';
import { askerOf } from './asker';
import { attachmentDocument } from './attachment';
import { LoadedIndex } from './index-store/loaded-index';
import { answerWith } from './provider';
import { PassageIndex } from './search/passage-index';
import { rankPassages } from './search/rank';
import { configuredReranker } from './search/rerank';
import { semanticProvider } from './search/semantic';
import type { StoredTask } from './tasks';

/* Every note's passages, loaded once per warm worker (decisions 23 and 27). */
const notes = new LoadedIndex(() => new PassageIndex());

/**
 * Answers one question from the index (decision 23): no document is parsed here. The asker's class
 * ranks first, the subject narrows, and their attached file is searched with the notes for this
 * question only (added to the index, then taken out again).
 */
export function answerQuestion(task: StoredTask): Promise<Answer> {
  // Read while the index is brought up to date.
  const read = Promise.all([
    askerOf(task.ownerId),
    task.fileId ? attachmentDocument(task.fileId, task.ownerId) : undefined,
  ]);
  // Rejections are awaited inside `use`; this keeps one from going unhandled while the index loads.
  read.catch(() => undefined);
  return notes.use(async (index) => {
    const [asker, attachment] = await read;
    if (attachment) index.add(attachment);
    try {
      const ranking = await rankPassages(
        index,
        task.query,
        { asker, subject: task.subject, attachmentDocId: attachment?.docId },
        semanticProvider(),
        configuredReranker(),
      );
      return await answerWith(task.query, ranking);
    } finally {
      if (attachment) index.remove(attachment.docId);
    }
  });
}
