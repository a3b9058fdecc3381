import { randomBytes } from 'node:crypto';
import { HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { beforeAll, describe, expect, it } from 'vitest';
import { CALENDAR_MESSAGES } from '#shared/constants/calendar-messages';
import type { Role } from '#shared/constants/roles';
import { bucketName } from '../../functions/lib/env';
import { call } from '../support/api';
import { signedInStack } from '../support/shared-stack';
import type { TestStack } from '../support/test-stack';
import { traces, uploadThroughApi } from '../support/uploads';

const MB = 1024 * 1024;
const pdf = (bytes: number) => Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(bytes - 9)]);

describe('the academic calendar: one current PDF, public to read, an Admin’s to change', () => {
  let stack: TestStack;
  let token: (role: Role) => string;
  beforeAll(async () => {
    ({ stack, token } = await signedInStack());
  });

  async function upload(name: string, bytes: Buffer) {
    const result = await uploadThroughApi(stack.apiUrl, token('Admin'), {
      kind: 'calendar',
      name,
      type: 'application/pdf',
      bytes,
    });
    return result;
  }
  const current = async () => (await call(stack.apiUrl, 'GET', '/api/admin/acad_calendar')).body;
  const set = (fileId: string | undefined, as = token('Admin')) =>
    call(stack.apiUrl, 'POST', '/api/admin/acad_calendar', { token: as, body: { fileId } });
  const remove = (filename: string, as = token('Admin')) =>
    call(stack.apiUrl, 'DELETE', `/api/admin/acad_calendar/${encodeURIComponent(filename)}`, { token: as });

  it('takes a 7 MB PDF past Lambda’s limit, replaces it with a newer one, then deletes that', async () => {
    const first = await upload('Calendar 2026-27.pdf', pdf(7 * MB));
    expect(first.confirm?.status).toBe(200);
    const made = await set(first.fileId);
    expect(made.status).toBe(200);
    expect(made.body).toMatchObject({ filename: 'Calendar 2026-27.pdf', msg: CALENDAR_MESSAGES.set });
    expect(await current()).toMatchObject({
      filename: 'Calendar 2026-27.pdf',
      url: `/media/calendar/${first.fileId}`,
    });
    const file = await call(
      stack.apiUrl,
      'GET',
      `/api/admin/acad_calendar/${encodeURIComponent('Calendar 2026-27.pdf')}`,
    );
    expect(file.body).toEqual({ url: `/media/calendar/${first.fileId}` });
    // A browser that saves the PDF instead of showing it in its frame (a phone's) names it as the page does.
    const served = await new S3Client({ forcePathStyle: true }).send(
      new HeadObjectCommand({ Bucket: bucketName('media'), Key: `media/calendar/${first.fileId}` }),
    );
    expect(served.ContentDisposition).toBe(
      `inline; filename="Calendar 2026-27.pdf"; filename*=UTF-8''Calendar%202026-27.pdf`,
    );

    const second = await upload('Calendar revised.pdf', pdf(64 * 1024));
    expect((await set(second.fileId)).status).toBe(200);
    expect((await current()).filename).toBe('Calendar revised.pdf');
    // The replaced calendar's bytes and record are gone; the new one is whole.
    expect(await traces(first.fileId ?? '')).toEqual({ keys: [], recorded: false });
    expect((await traces(second.fileId ?? '')).keys).toEqual([`media/calendar/${second.fileId}`]);

    expect(await remove('Not the calendar.pdf')).toEqual({
      status: 404,
      body: { msg: CALENDAR_MESSAGES.notCurrent },
    });
    expect(await remove('Calendar revised.pdf')).toEqual({
      status: 200,
      body: { msg: CALENDAR_MESSAGES.deleted },
    });
    expect(await current()).toEqual({ filename: null });
    expect(await traces(second.fileId ?? '')).toEqual({ keys: [], recorded: false });
  });

  it('refuses a fake PDF, a file never confirmed, and one past 25 MB, and keeps the calendar', async () => {
    const good = await upload('Kept.pdf', pdf(4096));
    await set(good.fileId);

    const fake = await upload('calendar.pdf', Buffer.from('<html><script>alert(1)</script></html>'));
    expect(fake.confirm?.status).toBe(400);
    expect((await set(fake.fileId)).body).toEqual({ msg: CALENDAR_MESSAGES.notReady });

    const tooBig = await upload('huge.pdf', pdf(26 * MB));
    expect(tooBig.ticket.status).toBe(413);
    expect((await set(undefined)).status).toBe(400);
    expect((await current()).filename).toBe('Kept.pdf');
    await remove('Kept.pdf');
  });

  it('lets no one but an Admin change it', async () => {
    const upload = await uploadThroughApi(stack.apiUrl, token('Faculty'), {
      kind: 'calendar',
      name: 'x.pdf',
      type: 'application/pdf',
      bytes: pdf(2048),
    });
    expect(upload.ticket.status).toBe(403);
    expect((await set('00000000-0000-4000-8000-000000000000', token('Faculty'))).status).toBe(403);
    expect((await remove('x.pdf', token('Student'))).status).toBe(403);
  });
});
