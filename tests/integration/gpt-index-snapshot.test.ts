import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { LoadedIndex, reloadPays } from '../../functions/gpt/index-store/loaded-index';
import { buildSnapshot, readSnapshot } from '../../functions/gpt/index-store/snapshot';
import {
  indexEntry,
  indexObjectKey,
  isIndexed,
  MAX_RESENDS,
  markPending,
  markPendingAgain,
  noteChanges,
  pendingNotes,
  removeDocument,
  saveDocument,
} from '../../functions/gpt/index-store/store';
import { resendPendingNotes } from '../../functions/gpt/ingest/resend-pending';
import { noteDocId, type SearchDocument } from '../../functions/gpt/search/documents';
import { PassageIndex } from '../../functions/gpt/search/passage-index';
import { bucketName } from '../../functions/lib/env';
import { deleteObject } from '../../functions/lib/files/storage';
import { inGroups } from '../../functions/lib/in-groups';
import type { Role } from '../../shared/constants/roles';
import { shareNote } from '../support/shared-notes';
import { signedInStack } from '../support/shared-stack';
import type { TestStack } from '../support/test-stack';

function note(word: string): SearchDocument {
  const noteId = randomUUID();
  return {
    docId: noteDocId(noteId),
    noteId,
    title: `Snapshot ${word}, Unit 1 (${word}.pdf)`,
    subject: `Snapshot ${word}`,
    passages: [{ text: `All about ${word}.`, terms: [word] }],
  };
}

/* A worker that has not loaded the index yet. */
const coldIndex = () => new LoadedIndex(() => new PassageIndex()).current();

async function snapshotIds(): Promise<Set<string>> {
  const ids = new Set<string>();
  await readSnapshot((shard) => {
    for (const doc of shard.docs) ids.add(doc.docId);
  });
  return ids;
}

describe("The assistant's index snapshot (decision 27)", () => {
  let stack: TestStack;
  let token: (role: Role) => string;
  beforeAll(async () => {
    ({ stack, token } = await signedInStack());
  });

  it('is read by a cold worker, which then reads only what changed since', async () => {
    const [kept, removed, added] = [note('zebrafish'), note('quokka'), note('axolotl')];
    await Promise.all([saveDocument(kept), saveDocument(removed)]);
    await buildSnapshot();
    const inSnapshot = await snapshotIds();
    expect(inSnapshot.has(kept.docId) && inSnapshot.has(removed.docId)).toBe(true);

    await removeDocument(removed.docId);
    await saveDocument(added);
    // The kept note's own object is gone: a cold worker can know it only from the snapshot.
    await deleteObject(bucketName('files'), indexObjectKey(kept.docId));
    const index = await coldIndex();
    expect([index.has(kept.docId), index.has(removed.docId), index.has(added.docId)]).toEqual([
      true,
      false,
      true,
    ]);
  });

  it('is loaded again by a warm worker that many notes have passed by, rather than note by note', async () => {
    const worker = new LoadedIndex(() => new PassageIndex());
    const before = await worker.current();
    // Enough that loading the snapshot pays: over 300, and two thirds of what the worker holds.
    const held = (await noteChanges()).length;
    const count = Math.max(301, Math.ceil((held * 2) / 3) + 2);
    const bulk = Array.from({ length: count }, (_, n) => note(`bulk${n}x${randomUUID().slice(0, 4)}`));
    await inGroups(bulk, 16, saveDocument);
    await buildSnapshot();
    // Their own objects are gone: the worker can know them only by loading the snapshot again.
    await inGroups(bulk, 16, (doc) => deleteObject(bucketName('files'), indexObjectKey(doc.docId)));
    const after = await worker.current();
    expect(after).not.toBe(before);
    expect(bulk.every((doc) => after.has(doc.docId))).toBe(true);
    // A few changes later it takes them in one by one, keeping the index it has.
    const late = note('okapi');
    await saveDocument(late);
    expect(await worker.current()).toBe(after);
    expect(after.has(late.docId)).toBe(true);
  });

  it('is not loaded again while an answer uses it', async () => {
    const worker = new LoadedIndex(() => new PassageIndex());
    const first = await worker.current();
    // Over 300, and over two thirds of the notes held (each note holds at least one passage).
    const bulk = Array.from({ length: 301 + first.size }, (_, n) =>
      note(`busy${n}x${randomUUID().slice(0, 4)}`),
    );
    await worker.use(async (index) => {
      await inGroups(bulk, 16, saveDocument);
      await buildSnapshot();
      // Another question now: it takes the notes in one by one, into the index in use.
      expect(await worker.current()).toBe(index);
    });
    expect(bulk.every((doc) => first.has(doc.docId))).toBe(true);
  });

  it('loads the snapshot again only for what it holds: past 300 changes and two thirds of the notes held', () => {
    const changes = (count: number, at: string) =>
      Array.from({ length: count }, (_, n) => ({
        docId: `note:${n}${at}`,
        state: 'indexed' as const,
        changedAt: at,
      }));
    const [early, late] = ['2026-11-26T10:00:00.000Z', '2026-11-26T10:05:00.000Z'];
    expect(reloadPays(changes(301, early), 0, early)).toBe(true);
    expect(reloadPays(changes(300, early), 0, early)).toBe(false);
    expect(reloadPays(changes(301, early), 0, undefined)).toBe(false);
    // 602 held: two thirds is 401.3.
    expect(reloadPays(changes(401, early), 602, early)).toBe(false);
    expect(reloadPays(changes(402, early), 602, early)).toBe(true);
    // Changes after the snapshot's newest are not saved by loading it.
    expect(reloadPays([...changes(200, early), ...changes(200, late)], 0, early)).toBe(false);
  });

  it('takes in a change by rewriting that note’s shard alone, and drops a removed note', async () => {
    const [first, second] = [note('pangolin'), note('narwhal')];
    await saveDocument(first);
    await buildSnapshot();
    await Promise.all([removeDocument(first.docId), saveDocument(second)]);
    // Two notes changed: two shards at most (none when the local schedule's run took them first).
    expect((await buildSnapshot()).shardsWritten).toBeLessThanOrEqual(2);
    const ids = await snapshotIds();
    expect([ids.has(first.docId), ids.has(second.docId)]).toEqual([false, true]);
    // Nothing changed since: nothing is written.
    expect((await buildSnapshot()).shardsWritten).toBe(0);
  });

  it('sends again a note whose ingestion message was lost', async () => {
    const docId = noteDocId(
      await shareNote(
        stack.apiUrl,
        token('Faculty'),
        'Zoology',
        'Okapis live in the rainforests of the Congo.',
      ),
    );
    // As a send that failed leaves it: pending, and no message on the queue.
    await markPending(docId);
    expect(await isIndexed(docId)).toBe(false);
    expect(await resendPendingNotes(new Date().toISOString())).toBeGreaterThanOrEqual(1);
    await vi.waitFor(async () => expect(await isIndexed(docId)).toBe(true), { timeout: 15_000 });
  });

  it('marks a note pending again only as it was seen, and gives up on it after a few resends', async () => {
    const docId = noteDocId(randomUUID());
    await markPending(docId);
    const seen = await indexEntry(docId);
    if (!seen) throw new Error('no entry');
    for (let resend = 1; resend <= MAX_RESENDS; resend++) {
      const entry = await indexEntry(docId);
      if (!entry) throw new Error('no entry');
      expect(await markPendingAgain(entry)).toBe(true);
      expect((await indexEntry(docId))?.resends).toBe(resend);
    }
    // An entry that changed since it was read (here: resent meanwhile) is left alone.
    expect(await markPendingAgain(seen)).toBe(false);
    const pending = await pendingNotes(new Date(Date.now() + 60_000).toISOString());
    expect(pending.some((entry) => entry.docId === docId)).toBe(false);
  });
});
