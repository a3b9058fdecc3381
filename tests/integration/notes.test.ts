import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { NOTE_MESSAGES } from '#shared/constants/note-messages';
import type { Role } from '#shared/constants/roles';
import { call, loginAs } from '../support/api';
import { newVisitor } from '../support/client-ip';
import { confirmEmailOf } from '../support/confirm-email';
import { allPendingAccounts } from '../support/pending-accounts';
import { signedInStack } from '../support/shared-stack';
import { scanTable } from '../support/tables';
import type { TestStack } from '../support/test-stack';
import { traces, uploadThroughApi } from '../support/uploads';

type NoteBody = { id: string; file_id: string; filename: string; branch: string; canDelete: boolean };

describe('notes: Faculty upload them, everyone signed in reads them', () => {
  let stack: TestStack;
  let otherFaculty: string;
  let token: (role: Role) => string;

  beforeAll(async () => {
    ({ stack, token } = await signedInStack());
    // A second Faculty member, approved by the Admin, to try someone else's notes.
    const person = { firstName: 'Ravi', lastName: 'Iyer', email: `notes-${randomUUID()}@example.org` };
    const password = 'a faculty passphrase';
    await call(stack.apiUrl, 'POST', '/api/signup', {
      body: { ...person, password, birthDate: '1980-01-02', role: 'Faculty' },
      from: newVisitor(),
    });
    await confirmEmailOf(stack, person.email);
    const pending = await allPendingAccounts(stack.apiUrl, token('Admin'));
    const userId = pending.find((account) => account.email === person.email)?.userId;
    await call(stack.apiUrl, 'POST', `/api/admin/users/${userId}/approve`, { token: token('Admin') });
    otherFaculty = await loginAs(stack.apiUrl, { email: person.email, password, role: 'Faculty' });
  });

  async function uploadFile(
    as: string,
    name = 'notes.pdf',
    bytes = Buffer.from(`%PDF-1.7\n${randomUUID()}`),
  ) {
    const upload = await uploadThroughApi(stack.apiUrl, as, {
      kind: 'note',
      name,
      type: 'application/pdf',
      bytes,
    });
    return upload.fileId ?? '';
  }

  const details = (branch: string) => ({
    subject: 'Data Structures',
    unit: 'Unit 2',
    branch,
    uploaded_by: 'Prof. Demo',
    div: 'A',
    year: 'SE',
  });

  async function newNote(as: string, branch: string, extra: Record<string, string> = {}) {
    const fileId = await uploadFile(as);
    const saved = await call(stack.apiUrl, 'POST', '/api/upload_note', {
      token: as,
      body: { fileId, ...details(branch), ...extra },
    });
    expect(saved.status).toBe(200);
    return saved.body as unknown as NoteBody;
  }

  const list = (as: string, query: string) => call(stack.apiUrl, 'GET', `/api/notes?${query}`, { token: as });

  it('records a note for a confirmed upload and lists it, newest first, with its file_id', async () => {
    const branch = `Branch ${randomUUID()}`;
    const first = await newNote(token('Faculty'), branch);
    const second = await newNote(token('Faculty'), branch);
    expect(first).toMatchObject({
      file_id: first.id,
      filename: 'notes.pdf',
      canDelete: true,
      ...details(branch),
    });

    const { status, body } = await list(
      token('Student'),
      `branch=${encodeURIComponent(branch.toUpperCase())}`,
    );
    expect(status).toBe(200);
    const notes = body.notes as NoteBody[];
    expect(notes.map((note) => note.id)).toEqual([second.id, first.id]);
    expect(notes.every((note) => note.file_id === note.id && note.canDelete === false)).toBe(true);
  });

  it('filters by branch, year and subject together, ignoring case and extra spaces', async () => {
    const branch = `Branch ${randomUUID()}`;
    const wanted = await newNote(token('Faculty'), branch, { year: 'TE', subject: 'Operating Systems' });
    await newNote(token('Faculty'), branch, { year: 'SE', subject: 'Operating Systems' });
    await newNote(token('Faculty'), branch, { year: 'TE', subject: 'Compilers' });
    const query = `branch=${encodeURIComponent(`  ${branch.toLowerCase()} `)}&year=te&subject=operating%20%20systems`;
    const notes = (await list(token('Alumni'), query)).body.notes as NoteBody[];
    expect(notes.map((note) => note.id)).toEqual([wanted.id]);
  });

  it('pages through a long list without skipping or repeating a note', async () => {
    const branch = `Branch ${randomUUID()}`;
    const made: string[] = [];
    for (let i = 0; i < 26; i++) made.push((await newNote(token('Faculty'), branch)).id);
    const first = await list(token('Student'), `branch=${encodeURIComponent(branch)}`);
    expect((first.body.notes as NoteBody[]).length).toBe(24);
    const second = await list(
      token('Student'),
      `branch=${encodeURIComponent(branch)}&cursor=${first.body.nextCursor as string}`,
    );
    const ids = [...(first.body.notes as NoteBody[]), ...(second.body.notes as NoteBody[])].map((n) => n.id);
    expect(ids).toEqual([...made].reverse());
    expect(second.body.nextCursor).toBeUndefined();
    expect((await list(token('Student'), 'cursor=not-a-cursor')).status).toBe(400);
  });

  it('hands a signed-in reader a short-lived download saved under the note’s file name', async () => {
    const bytes = Buffer.from(`%PDF-1.7\nlecture ${randomUUID()}`);
    const fileId = await uploadFile(token('Faculty'), 'Trees and graphs.pdf', bytes);
    await call(stack.apiUrl, 'POST', '/api/upload_note', {
      token: token('Faculty'),
      body: { fileId, ...details('Computer') },
    });
    const link = await call(stack.apiUrl, 'GET', `/api/download_note/${fileId}`, { token: token('Student') });
    expect(link.status).toBe(200);
    const download = await fetch(link.body.url as string);
    expect(Buffer.from(await download.arrayBuffer())).toEqual(bytes);
    expect(download.headers.get('content-disposition')).toContain('Trees and graphs.pdf');
    const unknown = await call(stack.apiUrl, 'GET', `/api/download_note/${randomUUID()}`, {
      token: token('Student'),
    });
    expect(unknown).toEqual({ status: 404, body: { msg: NOTE_MESSAGES.noSuchNote } });
  });

  it('refuses bad input with 400 and a message, and stores nothing', async () => {
    const before = (await scanTable('notes')).length;
    const fileId = await uploadFile(token('Faculty'));
    const save = (body: Record<string, unknown>, as = token('Faculty')) =>
      call(stack.apiUrl, 'POST', '/api/upload_note', { token: as, body });

    const { subject: _, ...withoutSubject } = details('Civil');
    expect(await save({ fileId, ...withoutSubject })).toEqual({
      status: 400,
      body: { msg: 'subject is required' },
    });
    expect((await save({ fileId, ...details('Civil'), unit: '   ' })).body).toEqual({
      msg: 'unit is required',
    });
    // A file that is not a confirmed note of this caller's: never uploaded, or another's.
    expect((await save({ fileId: randomUUID(), ...details('Civil') })).body).toEqual({
      msg: NOTE_MESSAGES.fileNotReady,
    });
    expect((await save({ fileId, ...details('Civil') }, otherFaculty)).body).toEqual({
      msg: NOTE_MESSAGES.fileNotReady,
    });
    // A fake PDF is refused when its upload is confirmed, so no note can name it.
    const fake = await uploadThroughApi(stack.apiUrl, token('Faculty'), {
      kind: 'note',
      name: 'virus.pdf',
      type: 'application/pdf',
      bytes: Buffer.from('MZ\x90\x00 not a pdf at all'),
    });
    expect(fake.confirm?.status).toBe(400);
    expect((await save({ fileId: fake.fileId, ...details('Civil') })).status).toBe(400);
    expect((await scanTable('notes')).length).toBe(before);

    expect((await save({ fileId, ...details('Civil') })).status).toBe(200);
    expect(await save({ fileId, ...details('Civil') })).toEqual({
      status: 409,
      body: { msg: NOTE_MESSAGES.fileInUse },
    });
  });

  it('lets the uploader or an Admin delete a note, with its file, and no other Faculty member', async () => {
    const mine = await newNote(token('Faculty'), 'Mechanical');
    const theirs = await newNote(otherFaculty, 'Mechanical');
    const remove = (id: string, as: string) =>
      call(stack.apiUrl, 'DELETE', `/api/notes/${id}`, { token: as });

    expect(await remove(theirs.id, token('Faculty'))).toEqual({
      status: 403,
      body: { msg: NOTE_MESSAGES.notYours },
    });
    expect((await remove(mine.id, token('Faculty'))).status).toBe(200);
    expect(await traces(mine.id)).toEqual({ keys: [], recorded: false });
    expect((await remove(theirs.id, token('Admin'))).status).toBe(200);
    expect(await remove(theirs.id, token('Admin'))).toEqual({
      status: 404,
      body: { msg: NOTE_MESSAGES.noSuchNote },
    });
    expect(
      (await call(stack.apiUrl, 'GET', `/api/download_note/${mine.id}`, { token: token('Student') })).status,
    ).toBe(404);
  });
});
