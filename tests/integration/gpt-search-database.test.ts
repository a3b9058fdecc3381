import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { Role } from '#shared/constants/roles';
import { resendPendingDocuments } from '../../functions/assistant/ingest/resend-pending';
import { rankPassages } from '../../functions/assistant/search/rank';
import { wordNetProvider } from '../../functions/assistant/search/semantic';
import {
  documentEntry,
  isIndexed,
  MAX_RESENDS,
  markPending,
  markPendingAgain,
  pendingDocuments,
} from '../../functions/assistant/store/documents';
import { fileDocId } from '../../functions/assistant/store/search-document';
import { saveDocument } from '../../functions/assistant/store/write-document';
import { termsOf } from '../../functions/assistant/text/terms';
import { handler as sweep } from '../../functions/assistant-cross-check-handler';
import { execute } from '../../functions/lib/search-database';
import { call } from '../support/api';
import { shareNote } from '../support/shared-notes';
import { signedInStack } from '../support/shared-stack';
import type { TestStack } from '../support/test-stack';
import { uploadThroughApi } from '../support/uploads';

const asker = { userId: 'student-search-db' };

describe("The assistant's search database (decision 28)", () => {
  let stack: TestStack;
  let token: (role: Role) => string;
  beforeAll(async () => {
    ({ stack, token } = await signedInStack());
  });

  it('keeps a note deleted while it is being indexed deleted', async () => {
    const word = `okapi${randomUUID().slice(0, 6)}`;
    const text = `The ${word} lives in the rainforests of the Congo.`;
    for (let round = 0; round < 3; round++) {
      const noteId = await shareNote(stack.apiUrl, token('Faculty'), 'Zoology', text);
      // An ingestion that read the note before its deletion writes its passages as the note goes.
      const late = saveDocument({
        docId: `note:${noteId}`,
        noteId,
        title: 'Zoology, Unit 1 (Zoology.txt)',
        passages: [{ text, terms: termsOf(text) }],
      });
      const deleted = await call(stack.apiUrl, 'DELETE', `/api/notes/${noteId}`, { token: token('Faculty') });
      expect(deleted.status).toBe(200);
      await late;
      expect(await isIndexed(`note:${noteId}`)).toBe(false);
      // A later try of its ingestion (a redelivered message) writes nothing either.
      expect(await saveDocument({ docId: `note:${noteId}`, noteId, title: 't', passages: [] })).toBe('gone');
    }
    const found = await rankPassages(`Where does the ${word} live?`, { asker }, wordNetProvider);
    expect(found.passages).toEqual([]);
  });

  it('sends again a note whose ingestion message was lost', async () => {
    const noteId = await shareNote(stack.apiUrl, token('Faculty'), 'Zoology', 'Tapirs browse at night.');
    // As a send that failed leaves it: pending, and no message on the queue.
    await execute("UPDATE search_documents SET state = 'pending' WHERE doc_id = :docId", {
      docId: `note:${noteId}`,
    });
    expect(await isIndexed(`note:${noteId}`)).toBe(false);
    expect(await resendPendingDocuments(new Date(Date.now() + 1000).toISOString())).toBeGreaterThanOrEqual(1);
    await vi.waitFor(async () => expect(await isIndexed(`note:${noteId}`)).toBe(true), { timeout: 15_000 });
    expect(
      (await rankPassages('When do tapirs browse?', { asker }, wordNetProvider)).passages[0],
    ).toMatchObject({
      noteId,
    });
  });

  it('sends again an attached file whose ingestion message was lost (decision 62)', async () => {
    const file = await uploadThroughApi(stack.apiUrl, token('Student'), {
      kind: 'gptAttachment',
      name: 'lab.txt',
      type: 'text/plain',
      bytes: Buffer.from('The aye-aye taps on bark to find grubs.'),
    });
    const docId = fileDocId(file.fileId ?? '');
    await vi.waitFor(async () => expect(await isIndexed(docId)).toBe(true), { timeout: 15_000 });
    // As a send that failed leaves it: pending since before the sweep's cut-off, no message queued.
    await execute(
      "UPDATE search_documents SET state = 'pending', changed_at = now() - interval '1 hour' WHERE doc_id = :docId",
      { docId },
    );
    expect(await isIndexed(docId)).toBe(false);
    expect(await resendPendingDocuments(new Date(Date.now() - 60_000).toISOString())).toBeGreaterThanOrEqual(
      1,
    );
    expect((await documentEntry(docId))?.resends).toBe(1);
    await vi.waitFor(async () => expect(await isIndexed(docId)).toBe(true), { timeout: 15_000 });
  });

  it('marks a note pending again only as it was seen, and gives up on it after a few resends', async () => {
    const docId = `note:${randomUUID()}`;
    await markPending(docId, {});
    const seen = await documentEntry(docId);
    if (!seen) throw new Error('no entry');
    for (let resend = 1; resend <= MAX_RESENDS; resend++) {
      const entry = await documentEntry(docId);
      if (!entry) throw new Error('no entry');
      expect(await markPendingAgain(entry)).toBe(true);
      expect((await documentEntry(docId))?.resends).toBe(resend);
    }
    // An entry that changed since it was read (here: resent meanwhile) is left alone.
    expect(await markPendingAgain(seen)).toBe(false);
    const pending = await pendingDocuments(new Date(Date.now() + 60_000).toISOString(), 1000);
    expect(pending.some((entry) => entry.docId === docId)).toBe(false);
  });

  it('removes an attached file’s passages when its retention ends', async () => {
    const ownerId = randomUUID();
    const docId = fileDocId(randomUUID());
    const text = 'My lab report on the quagga, due Friday.';
    await saveDocument(
      { docId, ownerId, title: 'Your file lab.txt', passages: [{ text, terms: termsOf(text) }] },
      90,
    );
    const ask = () =>
      rankPassages(
        'quagga lab report',
        { asker: { userId: ownerId }, attachmentDocId: docId },
        wordNetProvider,
      );
    expect((await ask()).passages[0]).toMatchObject({ docId });
    await execute(
      "UPDATE search_documents SET expires_at = now() - interval '1 minute' WHERE doc_id = :docId",
      { docId },
    );
    expect((await sweep()).expired).toBeGreaterThanOrEqual(1);
    expect(await documentEntry(docId)).toBeUndefined();
    expect((await ask()).passages).toEqual([]);
  });
});
