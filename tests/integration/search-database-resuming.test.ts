import { randomBytes } from 'node:crypto';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Role } from '#shared/constants/roles';
import { handler as migrate } from '../../functions/assistant/migrate-handler';
import { documentEntry, isIndexed } from '../../functions/assistant/store/documents';
import { fileDocId, noteDocId } from '../../functions/assistant/store/search-document';
import { clearDataApiFaults, type DataApiCall, failNextDataApiCall } from '../../infra/local/rds-data/server';
import { signedInStack } from '../support/shared-stack';
import { scanTable } from '../support/tables';
import type { TestStack } from '../support/test-stack';
import { postUpload, uploadThroughApi, uploadTraces } from '../support/uploads';

/* What the Data API answers while a paused Aurora cluster wakes (its API reference's text). */
const RESUMING = {
  status: 400,
  errorType: 'DatabaseResumingException',
  message:
    'A request was cancelled because the Aurora Serverless v2 DB instance was paused. The Data API request automatically resumes the DB instance. Wait a few seconds and try again.',
};

/* Plans `times` resuming answers for the calls `matches` picks; says how many were answered so far. */
function resumingFor(times: number, matches: (call: DataApiCall) => boolean): () => number {
  let answered = 0;
  for (let i = 0; i < times; i++) {
    failNextDataApiCall(RESUMING, (call) => {
      const hit = matches(call);
      if (hit) answered += 1;
      return hit;
    });
  }
  return () => answered;
}

/* An API function waits 8 s in all for a resume (search-database.ts): four tries, 1, 2 and 4 s apart. */
const TRIES_WITHIN_AN_API_CALL = 4;
const isWake = (call: DataApiCall) => call.sql === 'SELECT 1';

/* A request whose response headers matter (support/api.ts's call gives the body and status only). */
async function post(stack: TestStack, path: string, token: string, body?: unknown) {
  const response = await fetch(`${stack.apiUrl}${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return {
    status: response.status,
    retryAfter: response.headers.get('retry-after'),
    body: await response.json(),
  };
}

describe('a search database that is resuming (decision 41)', () => {
  let stack: TestStack;
  let token: (role: Role) => string;
  beforeAll(async () => {
    ({ stack, token } = await signedInStack());
  });
  afterEach(() => clearDataApiFaults());

  it('makes a note’s record answer 503 with Retry-After, storing no note, so that trying again records it', async () => {
    const upload = await uploadThroughApi(stack.apiUrl, token('Faculty'), {
      kind: 'note',
      name: 'Geology.txt',
      type: 'text/plain',
      bytes: Buffer.from('Basalt cools quickly from lava.'),
    });
    expect(upload.confirm?.status).toBe(200);
    const details = {
      subject: 'Geology',
      unit: 'Unit 1',
      branch: 'Physics',
      uploaded_by: 'Prof',
      div: 'A',
      year: 'FE',
    };
    const answered = resumingFor(TRIES_WITHIN_AN_API_CALL, isWake);
    const refused = await post(stack, '/api/upload_note', token('Faculty'), {
      fileId: upload.fileId,
      ...details,
    });
    expect(refused).toMatchObject({
      status: 503,
      retryAfter: '10',
      body: { msg: 'The service is starting up. Please try again in a few seconds.' },
    });
    expect(answered()).toBe(TRIES_WITHIN_AN_API_CALL);
    expect((await scanTable('notes')).map((note) => note.id)).not.toContain(upload.fileId);
    // Once it is up, the same request records the note (not "file in use": nothing was half-stored).
    const again = await post(stack, '/api/upload_note', token('Faculty'), {
      fileId: upload.fileId,
      ...details,
    });
    expect(again.status).toBe(200);
  }, 30_000);

  it('makes an attachment’s confirm answer 503 with Retry-After before it is stored, so that trying again stores it and asks for its ingestion', async () => {
    const bytes = Buffer.concat([Buffer.from('%PDF-1.4\n'), randomBytes(64)]);
    const file = { kind: 'gptAttachment', name: 'resume.pdf', type: 'application/pdf', bytes };
    const { fileId } = await postUpload(stack.apiUrl, token('Student'), file);
    if (!fileId) throw new Error('no upload ticket');
    const answered = resumingFor(TRIES_WITHIN_AN_API_CALL, isWake);
    const refused = await post(stack, `/api/files/uploads/${fileId}/confirm`, token('Student'));
    expect(refused).toMatchObject({ status: 503, retryAfter: '10' });
    expect(answered()).toBe(TRIES_WITHIN_AN_API_CALL);
    // Still only uploaded: its bytes where the form put them, no row in the search database.
    expect(await uploadTraces(fileId)).toEqual({
      keys: [expect.stringMatching(/^incoming\//)],
      recorded: true,
    });
    expect(await documentEntry(fileDocId(fileId))).toBeUndefined();
    const again = await post(stack, `/api/files/uploads/${fileId}/confirm`, token('Student'));
    expect(again.status).toBe(200);
    expect(await uploadTraces(fileId)).toEqual({ keys: [`gptAttachment/${fileId}`], recorded: true });
    expect(await documentEntry(fileDocId(fileId))).toBeDefined();
  }, 30_000);

  it('lets an ingestion wait out a resume longer than one call waits, rather than spend one of its tries', async () => {
    const answered = resumingFor(TRIES_WITHIN_AN_API_CALL + 1, (call) =>
      (call.sql ?? '').startsWith('SELECT note_id, title, subject, branch, year FROM search_documents'),
    );
    const upload = await uploadThroughApi(stack.apiUrl, token('Faculty'), {
      kind: 'note',
      name: 'Volcanoes.txt',
      type: 'text/plain',
      bytes: Buffer.from('Pumice floats on water.'),
    });
    const details = {
      subject: 'Volcanoes',
      unit: 'Unit 1',
      branch: 'Physics',
      uploaded_by: 'Prof',
      div: 'A',
      year: 'FE',
    };
    const recorded = await post(stack, '/api/upload_note', token('Faculty'), {
      fileId: upload.fileId,
      ...details,
    });
    expect(recorded.status).toBe(200);
    // Indexed within seconds: a failed try would wait out the queue's 30-minute visibility first.
    await vi.waitFor(async () => expect(await isIndexed(noteDocId(upload.fileId ?? ''))).toBe(true), {
      timeout: 25_000,
      interval: 250,
    });
    expect(answered()).toBe(TRIES_WITHIN_AN_API_CALL + 1);
  }, 40_000);

  it('lets the deploy’s migration wait out a resume longer than one call waits, trying its work again', async () => {
    // One call gives up after four resuming answers; the fifth is met by the migration's own retry.
    const answered = resumingFor(TRIES_WITHIN_AN_API_CALL + 1, (call) =>
      (call.sql ?? '').startsWith('CREATE TABLE IF NOT EXISTS schema_migrations'),
    );
    await expect(migrate()).resolves.toEqual({ applied: 0 });
    expect(answered()).toBe(TRIES_WITHIN_AN_API_CALL + 1);
  }, 30_000);
});
