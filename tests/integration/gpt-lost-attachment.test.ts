import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { GPT_MESSAGES } from '#shared/constants/gpt-messages';
import { answerQuestion } from '../../functions/assistant/answer-question';
import { AttachmentPending, attachmentDocId } from '../../functions/assistant/attachment';
import { documentEntry, markPending } from '../../functions/assistant/store/documents';
import { fileDocId } from '../../functions/assistant/store/search-document';
import { execute } from '../../functions/lib/search-database';
import { liveNoteIds } from '../../functions/notes/live-notes';
import { sharedStack } from '../support/shared-stack';

/*
 * The answering worker never sends work back into ingestion (decision 62): an attachment being
 * indexed makes its question wait; one whose ingestion was lost is left out of the answer.
 */
describe("a question's attachment that is not indexed", () => {
  beforeAll(async () => {
    await sharedStack();
  });
  const ownerId = 'student-lost-attachment';

  it('makes the question wait while it is being indexed', async () => {
    const fileId = randomUUID();
    await markPending(fileDocId(fileId), { ownerId });
    await expect(attachmentDocId(fileId, ownerId)).rejects.toBeInstanceOf(AttachmentPending);
  });

  it('is left out once its ingestion seems lost, and is not asked for again', async () => {
    const fileId = randomUUID();
    const docId = fileDocId(fileId);
    await markPending(docId, { ownerId });
    await execute(
      "UPDATE search_documents SET changed_at = now() - interval '2 minutes' WHERE doc_id = :docId",
      {
        docId,
      },
    );
    const before = await documentEntry(docId);
    expect(await attachmentDocId(fileId, ownerId)).toEqual({ leftOut: true });
    // Asking for it again would have marked it pending anew.
    expect(await documentEntry(docId)).toEqual(before);
  });

  it('is left out when it is gone (expired), without asking for it', async () => {
    const fileId = randomUUID();
    expect(await attachmentDocId(fileId, ownerId)).toEqual({ leftOut: true });
    expect(await documentEntry(fileDocId(fileId))).toBeUndefined();
  });

  it('says so in the answer, which is from the notes alone', async () => {
    const answer = await answerQuestion(
      {
        taskId: randomUUID(),
        ownerId,
        query: 'What does my attached report say about okapis?',
        fileId: randomUUID(),
        status: 'running',
        createdAt: new Date().toISOString(),
      },
      liveNoteIds,
    );
    expect(answer.response.startsWith(`${GPT_MESSAGES.attachmentLeftOut}\n\n`)).toBe(true);
  });
});
