import { randomBytes } from 'node:crypto';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { FILE_KINDS, FILE_MESSAGES } from '#shared/constants/file-kinds';
import { dynamo } from '../../functions/lib/clients/dynamo';
import { tableName } from '../../functions/lib/env';
import { RETENTION_DAYS_DEFAULTS } from '../../functions/lib/retention';
import { SNIFF_BYTES } from '../../functions/uploads/content-type';
import { usage } from '../../functions/uploads/quota';
import { UPLOAD_QUOTA_MB_DEFAULT } from '../../functions/uploads/quota-setting';
import { call } from '../support/api';
import { madeAccount, tokenOf } from '../support/made-accounts';
import { sharedStack } from '../support/shared-stack';
import { scanTable } from '../support/tables';
import type { TestStack } from '../support/test-stack';
import { traces, uploadThroughApi } from '../support/uploads';

const MB = 1024 * 1024;
const QUOTA = UPLOAD_QUOTA_MB_DEFAULT * MB;
const pdf = (bytes: number) => Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(bytes - 9)]);

describe('the upload quota: pending and stored bytes per account', () => {
  let stack: TestStack;
  beforeAll(async () => {
    stack = await sharedStack();
  });

  /* A Faculty member of their own, so no other test's uploads count against them. */
  async function faculty() {
    const password = 'a quota passphrase';
    const account = await madeAccount('Faculty', password);
    return { token: await tokenOf(stack.apiUrl, account, password), userId: account.userId };
  }
  const ask = (token: string, size: number, kind = 'note', type = 'application/pdf') =>
    call(stack.apiUrl, 'POST', '/api/files/uploads', { token, body: { kind, name: 'n.pdf', type, size } });

  it('lets 20 requests at once reserve no more than the quota, and says why the rest are refused', async () => {
    const { token, userId } = await faculty();
    const largest = FILE_KINDS.note.maxBytes;
    const answers = await Promise.all(Array.from({ length: 20 }, () => ask(token, largest)));
    const granted = answers.filter((answer) => answer.status === 200);
    expect(granted).toHaveLength(Math.floor(QUOTA / largest)); // 10 of 50 MB in 500 MB
    for (const refused of answers.filter((answer) => answer.status !== 200)) {
      expect(refused).toEqual({ status: 413, body: { msg: FILE_MESSAGES.overQuota } });
    }
    // Each form takes no more than the size it reserved.
    expect(granted.every((answer) => answer.body.maxBytes === largest)).toBe(true);
    expect(await usage(userId)).toEqual({ used: granted.length * largest, stored: 0 });
  });

  it('releases reservations past their time, so unfinished uploads never hold the quota for ever', async () => {
    const { token, userId } = await faculty();
    const largest = FILE_KINDS.note.maxBytes;
    for (let i = 0; i < QUOTA / largest; i++) expect((await ask(token, largest)).status).toBe(200);
    expect((await ask(token, 1000)).status).toBe(413);
    // A day on: every reservation's time has passed (set back here, as the clock cannot be).
    const item = (await scanTable('files')).find((candidate) => candidate.fileId === `usage#${userId}`) ?? {};
    const reservations = Object.keys(item).filter((name) => name.startsWith('r_'));
    expect(reservations).toHaveLength(QUOTA / largest);
    for (const name of reservations) {
      await dynamo().send(
        new UpdateCommand({
          TableName: tableName('files'),
          Key: { fileId: `usage#${userId}` },
          UpdateExpression: 'SET #r.#until = :past',
          ExpressionAttributeNames: { '#r': name, '#until': 'until' },
          ExpressionAttributeValues: { ':past': Math.floor(Date.now() / 1000) - 60 },
        }),
      );
    }
    expect((await ask(token, 1000)).status).toBe(200);
    expect(await usage(userId)).toEqual({ used: 1000, stored: 0 });
  });

  it('counts a confirmed file at its real size, gives back a refused one, and a deleted note’s bytes', async () => {
    const { token, userId } = await faculty();
    const bytes = pdf(300_000);
    const upload = await uploadThroughApi(stack.apiUrl, token, {
      kind: 'note',
      name: 'unit 1.pdf',
      type: 'application/pdf',
      bytes,
    });
    expect(upload.confirm?.status).toBe(200);
    expect(await usage(userId)).toEqual({ used: bytes.length, stored: bytes.length });

    const refused = await uploadThroughApi(stack.apiUrl, token, {
      kind: 'note',
      name: 'page.pdf',
      type: 'application/pdf',
      bytes: Buffer.concat([Buffer.from('7f454c46020101', 'hex'), Buffer.alloc(64)]), // an executable
    });
    expect(refused.confirm?.status).toBe(400);
    expect(await usage(userId)).toEqual({ used: bytes.length, stored: bytes.length });

    // More bytes than declared: S3 refuses the form on AWS; the stand-in takes it and confirm refuses.
    const understated = await uploadThroughApi(stack.apiUrl, token, {
      kind: 'note',
      name: 'big.pdf',
      type: 'application/pdf',
      bytes: pdf(5000),
      declaredSize: 1000,
    });
    expect(understated.confirm).toEqual({ status: 413, body: { msg: FILE_MESSAGES.tooLarge } });
    expect(await usage(userId)).toEqual({ used: bytes.length, stored: bytes.length });

    const note = await call(stack.apiUrl, 'POST', '/api/upload_note', {
      token,
      body: {
        fileId: upload.fileId,
        subject: 'Physics',
        unit: 'Unit 1',
        branch: 'Computer Engineering',
        uploaded_by: 'Prof. Quota',
        div: 'A',
        year: 'SE',
      },
    });
    expect(note.status).toBe(200);
    const removed = await call(stack.apiUrl, 'DELETE', `/api/notes/${note.body.id}`, { token });
    expect(removed.status).toBe(200);
    expect(await usage(userId)).toEqual({ used: 0, stored: 0 });
  });

  it('does not count the Admin’s files, which are the college’s own', async () => {
    const admin = await madeAccount('Admin', 'an admin passphrase');
    const token = await tokenOf(stack.apiUrl, admin, 'an admin passphrase');
    const big = FILE_KINDS.calendar.maxBytes;
    const answers = await Promise.all(Array.from({ length: 25 }, () => ask(token, big, 'calendar')));
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    expect(await usage(admin.userId)).toEqual({ used: 0, stored: 0 });
  });
});

describe('the text check reads a text file whole', () => {
  it('refuses a text attachment with binary past the first 64 KB, and takes the same text quoting HTML there', async () => {
    const stack = await sharedStack();
    const password = 'a text passphrase';
    const account = await madeAccount('Student', password);
    const token = await tokenOf(stack.apiUrl, account, password);
    const prose = 'The second law: entropy of an isolated system never decreases.\n'.repeat(1200);
    expect(prose.length).toBeGreaterThan(SNIFF_BYTES);
    const send = (bytes: Buffer) =>
      uploadThroughApi(stack.apiUrl, token, {
        kind: 'gptAttachment',
        name: 'notes.txt',
        type: 'text/plain',
        bytes,
      });
    // An attachment is served as text/plain, never rendered: HTML in it is only text (decision 29).
    const quoting = Buffer.from(`${prose}<IMG SRC=x\nonerror=alert(1)>`);
    expect((await send(quoting)).confirm?.status).toBe(200);
    const hidden = await send(Buffer.concat([Buffer.from(prose), Buffer.from([0x00, 0x01, 0x02])]));
    expect(hidden.confirm).toEqual({ status: 400, body: { msg: FILE_MESSAGES.contentNotAllowed } });
    expect(await traces(hidden.fileId ?? '')).toEqual({ keys: [], recorded: false });
    // The attachment is kept, and counted, for its task's retention; the refused one is given back.
    expect(await usage(account.userId)).toEqual({ used: quoting.length, stored: 0 });
    const record = (await scanTable('files')).find(
      (item) => item.status === 'ready' && item.ownerId === account.userId,
    );
    const retentionEnd = Math.floor(Date.now() / 1000) + RETENTION_DAYS_DEFAULTS.gptTasks * 24 * 60 * 60;
    expect(record).toMatchObject({ status: 'ready', expiresAt: expect.closeTo(retentionEnd, -2) });
  });
});
