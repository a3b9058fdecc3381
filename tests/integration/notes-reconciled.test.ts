import { randomUUID } from 'node:crypto';
import { DeleteCommand, GetCommand } from '@aws-sdk/lib-dynamodb';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { NOTE_MESSAGES } from '#shared/constants/note-messages';
import type { Role } from '#shared/constants/roles';
import { rankPassages } from '../../functions/assistant/search/rank';
import { wordNetProvider } from '../../functions/assistant/search/semantic';
import { documentEntry, isIndexed } from '../../functions/assistant/store/documents';
import { noteDocId } from '../../functions/assistant/store/search-document';
import { handler as crossCheck } from '../../functions/assistant-cross-check-handler';
import { dynamo } from '../../functions/lib/clients/dynamo';
import { tableName } from '../../functions/lib/env';
import { liveNoteIds } from '../../functions/notes/live-notes';
import { reconcileNotes } from '../../functions/notes/reconcile';
import { handler as sweep, sweepDeps } from '../../functions/notes/sweep-handler';
import { clearDataApiFaults, type DataApiCall, failNextDataApiCall } from '../../infra/local/rds-data/server';
import { call } from '../support/api';
import { indexed, shareNote } from '../support/shared-notes';
import { signedInStack } from '../support/shared-stack';
import type { TestStack } from '../support/test-stack';
import { traces, uploadThroughApi } from '../support/uploads';

const asker = { userId: 'student-reconciled' };

/*
 * One Data API call that fails, as AWS may answer any call: the SDK tries a call three times
 * (its default) before its caller sees the error, so each of those tries is answered with it.
 */
const SDK_ATTEMPTS = 3;
const failOnce = (matches: (sql: string) => boolean) => {
  for (let attempt = 0; attempt < SDK_ATTEMPTS; attempt++) {
    failNextDataApiCall(
      { status: 500, errorType: 'InternalServerErrorException', message: 'An internal error occurred.' },
      (dataApiCall: DataApiCall) => matches(dataApiCall.sql ?? ''),
    );
  }
};
// The statements a removal and a pending row begin with (functions/assistant/store/documents.ts).
const REMOVAL_UPSERT = "VALUES (:docId, 'removed')";
const PASSAGES_DROPPED = 'DELETE FROM passages WHERE doc';
const PENDING_ROW = "VALUES (:docId, 'pending', :ownerId, :noteId";
const ENTRY_READ = (sql: string) =>
  sql.includes('to_char(changed_at') && sql.includes('WHERE doc_id = :docId');

const noteItem = async (id: string) =>
  (await dynamo().send(new GetCommand({ TableName: tableName('notes'), Key: { id }, ConsistentRead: true })))
    .Item;

describe('notes and their passages cannot drift apart (decision 42)', () => {
  let stack: TestStack;
  let token: (role: Role) => string;
  beforeAll(async () => {
    ({ stack, token } = await signedInStack());
  });
  afterEach(() => clearDataApiFaults());

  const remove = (id: string) =>
    call(stack.apiUrl, 'DELETE', `/api/notes/${id}`, { token: token('Faculty') });
  const listed = async (id: string) => {
    const page = await call(stack.apiUrl, 'GET', '/api/notes?subject=Zoology', { token: token('Student') });
    return (page.body.notes as { id: string }[]).some((note) => note.id === id);
  };
  const share = async () => {
    const word = `okapi${randomUUID().slice(0, 6)}`;
    const noteId = await shareNote(
      stack.apiUrl,
      token('Faculty'),
      'Zoology',
      `The ${word} lives in the Congo.`,
    );
    return { noteId, question: `Where does the ${word} live?` };
  };
  const gone = async (noteId: string) => {
    expect(await isIndexed(noteDocId(noteId))).toBe(false);
    expect(await noteItem(noteId)).toBeUndefined();
    expect(await traces(noteId)).toEqual({ keys: [], recorded: false });
  };

  it('hides a note whose removal failed from every reader, and a retried delete finishes it', async () => {
    const { noteId, question } = await share();
    failOnce((sql) => sql.includes(REMOVAL_UPSERT));
    expect((await remove(noteId)).status).toBe(500);

    // Still in the search database, but no list, download or answer shows it.
    expect(await isIndexed(noteDocId(noteId))).toBe(true);
    expect(await listed(noteId)).toBe(false);
    const download = await call(stack.apiUrl, 'GET', `/api/download_note/${noteId}`, {
      token: token('Student'),
    });
    expect(download).toEqual({ status: 404, body: { msg: NOTE_MESSAGES.noSuchNote } });
    const found = await rankPassages(question, { asker }, wordNetProvider);
    expect(found.passages.map((passage) => passage.noteId)).toContain(noteId);
    const quotable = await rankPassages(question, { asker, liveNotes: liveNoteIds }, wordNetProvider);
    expect(quotable.passages.map((passage) => passage.noteId)).not.toContain(noteId);

    // The retry answers "deleted", not 404, and leaves nothing in either store.
    expect(await remove(noteId)).toEqual({ status: 200, body: { msg: NOTE_MESSAGES.deleted } });
    await gone(noteId);
    expect((await remove(noteId)).status).toBe(404);
  });

  it('finishes by the sweep a removal whose passages could not be dropped, even when its first try fails', async () => {
    const { noteId, question } = await share();
    failOnce((sql) => sql.startsWith(PASSAGES_DROPPED));
    expect((await remove(noteId)).status).toBe(500);
    // The transaction was rolled back whole: the passages are all still there.
    expect(await isIndexed(noteDocId(noteId))).toBe(true);
    expect((await noteItem(noteId))?.reconcile).toBe('remove');

    failOnce((sql) => sql.includes(REMOVAL_UPSERT));
    await expect(sweep()).rejects.toThrow('could not be reconciled');
    expect(await isIndexed(noteDocId(noteId))).toBe(true);

    expect((await sweep()).removed).toBeGreaterThanOrEqual(1);
    await gone(noteId);
    const found = await rankPassages(question, { asker }, wordNetProvider);
    expect(found.passages.map((passage) => passage.noteId)).not.toContain(noteId);
  });

  it('indexes by the sweep a note whose pending row was never written, and then lets it go', async () => {
    const upload = await uploadThroughApi(stack.apiUrl, token('Faculty'), {
      kind: 'note',
      name: 'Okapis.txt',
      type: 'text/plain',
      bytes: Buffer.from('Okapis browse the forest floor at night.'),
    });
    const noteId = upload.fileId ?? '';
    failOnce((sql) => sql.includes(PENDING_ROW));
    const saved = await call(stack.apiUrl, 'POST', '/api/upload_note', {
      token: token('Faculty'),
      body: {
        fileId: noteId,
        subject: 'Zoology',
        unit: 'Unit 2',
        branch: 'Physics',
        uploaded_by: 'Prof',
        div: 'A',
        year: 'FE',
      },
    });
    // The note is stored, marked as owed its indexing: the answer stands.
    expect(saved.status).toBe(200);
    expect(await listed(noteId)).toBe(true);
    expect(await documentEntry(noteDocId(noteId))).toBeUndefined();
    expect((await noteItem(noteId))?.reconcile).toBe('index');

    // Past the grace a new note's row is given, the sweep asks for it; a failed read of it waits a run.
    const later = Date.now() + 3 * 60 * 1000;
    failOnce(ENTRY_READ);
    await expect(reconcileNotes(sweepDeps, later)).rejects.toThrow('could not be reconciled');
    await reconcileNotes(sweepDeps, later);
    await indexed(noteId, true);

    // Indexed: the next run takes it off the index of notes owed something (or the stack's own
    // sweep, running in this process on its schedule, already has).
    await reconcileNotes(sweepDeps, later);
    expect((await noteItem(noteId))?.reconcile).toBeUndefined();
  });

  it('removes in the daily cross-check a document whose note is gone, even when a page read fails once', async () => {
    const { noteId, question } = await share();
    // As a note deleted outside this release's removal left it (by hand, or by an older release).
    await dynamo().send(new DeleteCommand({ TableName: tableName('notes'), Key: { id: noteId } }));
    failOnce((sql) => sql.includes("doc_id LIKE 'note:%'"));
    await expect(crossCheck()).rejects.toThrow();
    expect(await isIndexed(noteDocId(noteId))).toBe(true);

    expect((await crossCheck()).orphans).toBeGreaterThanOrEqual(1);
    expect(await isIndexed(noteDocId(noteId))).toBe(false);
    const found = await rankPassages(question, { asker }, wordNetProvider);
    expect(found.passages.map((passage) => passage.noteId)).not.toContain(noteId);
  });
});
