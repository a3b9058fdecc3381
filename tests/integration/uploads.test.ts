import { randomBytes, randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { FILE_KINDS, FILE_MESSAGES } from '#shared/constants/file-kinds';
import type { Role } from '#shared/constants/roles';
import { downloadLink } from '../../functions/uploads/download-link';
import * as records from '../../functions/uploads/records';
import * as storage from '../../functions/uploads/storage';
import { call, loginAs } from '../support/api';
import { newVisitor } from '../support/client-ip';
import { confirmEmailOf } from '../support/confirm-email';
import { signedInStack } from '../support/shared-stack';
import { A_CLASS } from '../support/student-class';
import type { TestStack } from '../support/test-stack';
import { postUpload, traces, uploadThroughApi, uploadTraces } from '../support/uploads';

const MB = 1024 * 1024;
const pdf = (bytes: number) => Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(bytes - 9)]);
/* A minimal PNG: the signature, an IHDR chunk (1×1, 8-bit RGB) and IEND; file-type walks its chunks. */
const PNG = Buffer.from(
  '89504e470d0a1a0a' +
    '0000000d' +
    '49484452' +
    '00000001000000010802000000' +
    '907753de' +
    '00000000' +
    '49454e44' +
    'ae426082',
  'hex',
);

describe('uploads: presigned uploads judged by content, downloads through a checked link', () => {
  let stack: TestStack;
  let token: (role: Role) => string;
  let otherStudent: string;
  beforeAll(async () => {
    ({ stack, token } = await signedInStack());
    const email = `files-${randomUUID()}@example.org`;
    const person = { firstName: 'Ira', lastName: 'Sen', email, password: 'another long passphrase' };
    await call(stack.apiUrl, 'POST', '/api/signup', {
      body: { ...person, birthDate: '2001-02-03', role: 'Student', ...A_CLASS },
      from: newVisitor(),
    });
    await confirmEmailOf(stack, email);
    otherStudent = await loginAs(stack.apiUrl, { ...person, role: 'Student' });
  });

  it('takes an 8 MB PDF past Lambda’s limit and gives it back byte for byte under its own name', async () => {
    const bytes = pdf(8 * MB);
    const upload = await uploadThroughApi(stack.apiUrl, token('Faculty'), {
      kind: 'note',
      name: 'Thermodynamics – unit 3.pdf',
      type: 'application/pdf',
      bytes,
    });
    expect(upload.posted?.status).toBe(204);
    expect(upload.confirm).toMatchObject({
      status: 200,
      body: {
        kind: 'note',
        name: 'Thermodynamics – unit 3.pdf',
        size: bytes.length,
        type: 'application/pdf',
      },
    });
    const link = await call(stack.apiUrl, 'GET', `/api/files/${upload.fileId}/download`, {
      token: token('Student'),
    });
    expect(link.status).toBe(200);
    const url = new URL(link.body.url as string);
    expect(Number(url.searchParams.get('X-Amz-Expires'))).toBeLessThanOrEqual(300);
    const download = await fetch(url);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-disposition')).toBe(
      `attachment; filename="Thermodynamics _ unit 3.pdf"; filename*=UTF-8''Thermodynamics%20%E2%80%93%20unit%203.pdf`,
    );
    expect(Buffer.from(await download.arrayBuffer()).equals(bytes)).toBe(true);
    expect((await traces(upload.fileId ?? '')).keys).toEqual([`note/${upload.fileId}`]);
  });

  it.each([
    {
      // A note may be text that quotes HTML (served as text, an attachment: text-notes.test.ts);
      // a public file is served inline, where no text is taken.
      what: 'HTML with a javascript: link named .pdf, for a public file',
      kind: 'calendar',
      role: 'Admin',
      name: 'calendar.pdf',
      type: 'application/pdf',
      bytes: Buffer.from('<!DOCTYPE html><a href="javascript:alert(1)">calendar</a>'),
      message: FILE_MESSAGES.contentNotAllowed,
      status: 400,
    },
    {
      what: 'an SVG with a script named .png',
      kind: 'forumImage',
      role: 'Alumni',
      name: 'reunion.png',
      type: 'image/png',
      bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      message: FILE_MESSAGES.contentNotAllowed,
      status: 400,
    },
    {
      what: 'an executable named .pdf',
      kind: 'gptAttachment',
      role: 'Student',
      name: 'syllabus.pdf',
      type: 'application/pdf',
      bytes: Buffer.concat([Buffer.from('7f454c46020101', 'hex'), randomBytes(2048)]),
      message: FILE_MESSAGES.contentNotAllowed,
      status: 400,
    },
    {
      what: 'an empty file declared larger',
      kind: 'note',
      role: 'Faculty',
      name: 'empty.pdf',
      type: 'application/pdf',
      bytes: Buffer.alloc(0),
      declaredSize: 100,
      message: FILE_MESSAGES.empty,
      status: 400,
    },
    {
      what: 'a file over the cap declared small',
      kind: 'forumImage',
      role: 'Alumni',
      name: 'huge.png',
      type: 'image/png',
      bytes: Buffer.concat([PNG, Buffer.alloc(FILE_KINDS.forumImage.maxBytes + 10)]),
      declaredSize: 1000,
      message: FILE_MESSAGES.tooLarge,
      status: 413,
    },
  ] as const)('refuses $what at confirm and leaves nothing behind', async (file) => {
    const upload = await uploadThroughApi(stack.apiUrl, token(file.role), file);
    expect(upload.ticket.status).toBe(200);
    expect(upload.confirm).toEqual({ status: file.status, body: { msg: file.message } });
    expect(await traces(upload.fileId ?? '')).toEqual({ keys: [], recorded: false });
  });

  it('refuses before any upload: a wrong role, a type the kind does not take, 0 bytes, too large', async () => {
    const ask = (role: Role, body: object) =>
      call(stack.apiUrl, 'POST', '/api/files/uploads', { token: token(role), body });
    const note = { kind: 'note', name: 'n.pdf', type: 'application/pdf', size: 1000 };
    expect(await ask('Student', note)).toEqual({ status: 403, body: { msg: FILE_MESSAGES.notAllowed } });
    expect((await ask('Faculty', { ...note, type: 'text/html' })).status).toBe(400);
    expect(await ask('Faculty', { ...note, size: 0 })).toEqual({
      status: 400,
      body: { msg: FILE_MESSAGES.empty },
    });
    expect(await ask('Faculty', { ...note, size: 51 * MB })).toEqual({
      status: 413,
      body: { msg: FILE_MESSAGES.tooLarge },
    });
    expect((await ask('Faculty', { ...note, kind: 'anything' })).status).toBe(400);
  });

  it('never lets another user confirm or read a private file by its id', async () => {
    const upload = await uploadThroughApi(stack.apiUrl, token('Student'), {
      kind: 'gptAttachment',
      name: 'question.txt',
      type: 'text/plain',
      bytes: Buffer.from('What is the second law of thermodynamics?\n'),
    });
    expect(upload.confirm?.status).toBe(200);
    const path = `/api/files/${upload.fileId}`;
    const asOther = { token: otherStudent };
    expect(
      (await call(stack.apiUrl, 'POST', `${path.replace('/files/', '/files/uploads/')}/confirm`, asOther))
        .status,
    ).toBe(404);
    expect(await call(stack.apiUrl, 'GET', `${path}/download`, asOther)).toEqual({
      status: 404,
      body: { msg: FILE_MESSAGES.noSuchFile },
    });
    expect((await call(stack.apiUrl, 'GET', `${path}/download`, { token: token('Admin') })).status).toBe(404);
    expect((await call(stack.apiUrl, 'GET', `${path}/download`, { token: token('Student') })).status).toBe(
      200,
    );
  });

  it('never lets another user confirm a pending upload, which stays its owner’s to confirm', async () => {
    const bytes = pdf(2048);
    const file = { kind: 'gptAttachment', name: 'mine.pdf', type: 'application/pdf', bytes };
    const { fileId = '' } = await postUpload(stack.apiUrl, token('Student'), file);
    const confirmAs = (who: string) =>
      call(stack.apiUrl, 'POST', `/api/files/uploads/${fileId}/confirm`, { token: who });
    expect(await confirmAs(otherStudent)).toEqual({ status: 404, body: { msg: FILE_MESSAGES.noSuchUpload } });
    expect(await confirmAs(token('Admin'))).toMatchObject({ status: 404 });
    expect(await confirmAs(token('Student'))).toMatchObject({ status: 200, body: { fileId, size: 2048 } });
  });

  it('answers a confirm sent three times at once with the same file, stored once', async () => {
    const bytes = pdf(4096);
    const file = { kind: 'gptAttachment', name: 'twice.pdf', type: 'application/pdf', bytes };
    const { fileId = '', posted } = await postUpload(stack.apiUrl, token('Student'), file);
    expect(posted?.status).toBe(204);
    const confirm = () =>
      call(stack.apiUrl, 'POST', `/api/files/uploads/${fileId}/confirm`, { token: token('Student') });
    for (const answer of await Promise.all([confirm(), confirm(), confirm()])) {
      expect(answer).toMatchObject({ status: 200, body: { fileId, size: 4096, type: 'application/pdf' } });
    }
    expect(await uploadTraces(fileId)).toEqual({ keys: [`gptAttachment/${fileId}`], recorded: true });
  });

  it('gives public files their CloudFront path, served locally from the media bucket', async () => {
    const image = PNG;
    const upload = await uploadThroughApi(stack.apiUrl, token('Alumni'), {
      kind: 'forumImage',
      name: 'reunion.png',
      type: 'image/png',
      bytes: image,
    });
    expect(upload.confirm).toMatchObject({
      status: 200,
      body: { url: `/media/forumImage/${upload.fileId}` },
    });
  });

  it('makes download links that stop working when they expire', async () => {
    const upload = await uploadThroughApi(stack.apiUrl, token('Faculty'), {
      kind: 'note',
      name: 'short.pdf',
      type: 'application/pdf',
      bytes: pdf(2048),
    });
    const caller = { userId: 'any', sessionId: 'any', name: 'Any', role: 'Student' } as const;
    const link = await downloadLink(
      { fileId: upload.fileId ?? '', caller },
      { records, storage, linkSeconds: 1 },
    );
    expect((await fetch(link.url)).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 2100));
    expect((await fetch(link.url)).status).toBe(403);
  });
});
