import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { FILE_MESSAGES } from '#shared/constants/file-kinds';
import type { Role } from '#shared/constants/roles';
import { ROSTER_MESSAGES } from '#shared/constants/roster-messages';
import { FINISHED_STATUSES, type ImportJob } from '#shared/schemas/roster';
import { createAccount, findByLogin } from '../../functions/accounts/accounts';
import { hashPassword } from '../../functions/accounts/passwords';
import { classesOf } from '../../functions/teaching';
import { call } from '../support/api';
import { uniqueClass } from '../support/attendance-fixtures';
import { newVisitor } from '../support/client-ip';
import { pngImage } from '../support/images';
import { settledMail } from '../support/settled-mail';
import { signedInStack } from '../support/shared-stack';
import type { TestStack } from '../support/test-stack';
import { uploadThroughApi } from '../support/uploads';

const HEADER = 'firstName,lastName,email,role,branch,year,division';
const PASSWORD = 'an invited passphrase';

describe('roster import: every row checked, all or nothing, invitations, updates on import again', () => {
  let stack: TestStack;
  let token: (role: Role) => string;
  beforeAll(async () => {
    ({ stack, token } = await signedInStack());
  });

  const upload = (csv: string, as: Role = 'Admin', name = 'roster.csv') =>
    uploadThroughApi(stack.apiUrl, token(as), {
      kind: 'roster',
      name,
      type: 'text/csv',
      bytes: Buffer.from(csv),
    });
  const start = (fileId: string | undefined, as: Role = 'Admin') =>
    call(stack.apiUrl, 'POST', '/api/admin/roster/imports', { token: token(as), body: { fileId } });
  const status = (jobId: string, as: Role = 'Admin') =>
    call(stack.apiUrl, 'GET', `/api/admin/roster/imports/${jobId}`, { token: token(as) });

  async function finished(jobId: string): Promise<ImportJob> {
    for (let i = 0; i < 300; i++) {
      const job = (await status(jobId)).body as unknown as ImportJob;
      if (FINISHED_STATUSES.includes(job.status)) return job;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`import ${jobId} never finished`);
  }

  async function importCsv(csv: string): Promise<ImportJob> {
    const uploaded = await upload(csv);
    expect(uploaded.confirm?.status).toBe(200);
    const started = await start(uploaded.fileId);
    expect(started.status).toBe(202);
    return finished(started.body.jobId as string);
  }

  const unique = () => randomUUID().slice(0, 8);

  async function invitationToken(email: string): Promise<string> {
    const mails = (await settledMail(stack.endpoints.ses)).filter((mail) =>
      mail.destination.to.includes(email),
    );
    const match = /\/set-password#token=([\w-]{43})/.exec(mails.at(-1)?.body.text ?? '');
    if (!match?.[1]) throw new Error(`no invitation mailed to ${email}`);
    return match[1];
  }
  const login = (email: string, role: Role, password = PASSWORD) =>
    call(stack.apiUrl, 'POST', '/api/login', { body: { email, password, role }, from: newVisitor() });

  it('refuses a file with bad rows, naming each row as a spreadsheet does, and stores nothing', async () => {
    const id = unique();
    const good = `good-${id}@example.org`;
    const csv = [
      HEADER,
      `Asha,Rao,${good},Student,Computer Engineering,SE,A`,
      `Ben,,ben-${id}@example.org,Student,Computer Engineering,SE,A`,
      '',
      `Cara,Iyer,not-an-email,Faculty,,,`,
      `Dev,Shah,dev-${id}@example.org,Student,Computer Engineering,XE,A`,
      `Esha,Nair,esha-${id}@example.org,Faculty,Civil Engineering,,`,
      `Farid,Khan,fk-${id}@example.org,Admin,,,`,
      `Gita,Pal,${good.toUpperCase()},Alumni,,,`,
      `Hari,Das,hari-${id}@example.org,Student,Computer Engineering,FE`,
    ].join('\n');
    const job = await importCsv(csv);
    expect(job.status).toBe('refused');
    expect(job.message).toBe(ROSTER_MESSAGES.anyRefused);
    expect(job.counts).toMatchObject({ created: 0, updated: 0, refused: 7 });
    expect(job.refusals.map((refusal) => refusal.row)).toEqual([3, 5, 6, 7, 8, 9, 10]);
    const reason = (row: number) => job.refusals.find((refusal) => refusal.row === row)?.reason;
    expect(reason(3)).toContain('lastName is required');
    expect(reason(5)).toContain('email');
    expect(reason(6)).toContain('year must be one of FE, SE, TE, BE');
    expect(reason(7)).toContain(
      'branch, year and division are all needed for a class a Faculty member teaches',
    );
    expect(reason(8)).toContain('Admin');
    expect(reason(9)).toContain('row 2');
    expect(reason(10)).toContain('cells');
    expect(await findByLogin(good)).toBeUndefined();
  });

  it('creates every account of a good file with its class, invites each, and the link sets the password', async () => {
    const id = unique();
    const student = `student-${id}@example.org`;
    const faculty = `faculty-${id}@example.org`;
    const job = await importCsv(
      [
        HEADER,
        `Asha,Rao,${student.toUpperCase()},student,Computer Engineering,SE,b`,
        `Kiran,Mehta,${faculty},Faculty,,,`,
        `Lata,Bose,alum-${id}@example.org,Alumni,,,`,
      ].join('\r\n'),
    );
    expect(job).toMatchObject({ status: 'completed', rows: 3, checked: 3, applied: 3, refusals: [] });
    expect(job.counts).toEqual({ created: 3, updated: 0, unchanged: 0, graduated: 0, refused: 0 });
    expect(await findByLogin(student)).toMatchObject({
      role: 'Student',
      status: 'active',
      emailConfirmed: false,
      branch: 'Computer Engineering',
      year: 'SE',
      division: 'B',
    });
    // No password until the invitation is used: no password at all logs in.
    expect((await login(student, 'Student', '')).status).toBe(400);
    expect((await login(student, 'Student')).status).toBe(401);

    const link = await invitationToken(student);
    const accept = (password: string) =>
      call(stack.apiUrl, 'POST', '/api/invitations/accept', { body: { token: link, password } });
    expect(await accept(PASSWORD)).toEqual({ status: 200, body: { msg: ROSTER_MESSAGES.passwordSet } });
    expect((await accept('another passphrase')).status).toBe(400); // single use
    expect((await login(student, 'Student')).status).toBe(200);
    expect((await findByLogin(student))?.emailConfirmed).toBe(true);
    // Faculty imported by an Admin need no approval.
    expect((await login(faculty, 'Faculty', 'wrong passphrase')).status).toBe(401);
    await call(stack.apiUrl, 'POST', '/api/invitations/accept', {
      body: { token: await invitationToken(faculty), password: PASSWORD },
    });
    expect((await login(faculty, 'Faculty')).status).toBe(200);
  });

  it("assigns each Faculty row's class (a row per class, the subject column optional), once", async () => {
    const id = unique();
    const faculty = `teacher-${id}@example.org`;
    const [first, second] = [uniqueClass(), uniqueClass()];
    const csv = [
      `${HEADER},subject`,
      `Kiran,Mehta,${faculty},Faculty,${first.branch},${first.year},${first.division},Data Structures`,
      `Kiran,Mehta,${faculty},Faculty,${second.branch},${second.year},${second.division},`,
    ].join('\n');
    const job = await importCsv(csv);
    // One row made the account (and its one invitation), the other added its class to it.
    expect(job.counts).toEqual({ created: 1, updated: 1, unchanged: 0, graduated: 0, refused: 0 });
    const account = await findByLogin(faculty);
    expect(account).toMatchObject({ role: 'Faculty', status: 'active' });
    const taught = await classesOf(account?.userId ?? '');
    expect(taught).toHaveLength(2);
    expect(taught).toEqual(expect.arrayContaining([{ ...first, subject: 'Data Structures' }, second]));
    const invitations = (await settledMail(stack.endpoints.ses)).filter((mail) =>
      mail.destination.to.includes(faculty),
    );
    expect(invitations).toHaveLength(1);
    expect((await importCsv(csv)).counts).toMatchObject({ created: 0, updated: 0, unchanged: 2 });

    const refused = await importCsv(
      [
        `${HEADER},subject`,
        `Kiran,Mehta,${faculty},Faculty,,,,`,
        `Kiran,Mehta,${faculty},Faculty,${first.branch},${first.year},${first.division},Algorithms`,
        `Asha,Rao,s-${id}@example.org,Student,${first.branch},${first.year},${first.division},Algorithms`,
        `Kiran,Mehta,k2-${id}@example.org,Faculty,,,,Algorithms`,
      ].join('\n'),
    );
    expect(refused.refusals).toEqual([
      { row: 3, reason: `email ${faculty} is already on row 2` },
      { row: 4, reason: 'subject must be empty except for Faculty' },
      { row: 5, reason: 'subject needs a branch, year and division' },
    ]);
    expect(await classesOf(account?.userId ?? '')).toHaveLength(2);
  });

  it('updates names and classes on import again, graduates Students, refuses other role changes', async () => {
    const id = unique();
    const [a, b, c, d] = ['a', 'b', 'c', 'd'].map((who) => `${who}-${id}@example.org`);
    const first = [
      HEADER,
      `Asha,Rao,${a},Student,Computer Engineering,SE,A`,
      `Bala,Iyer,${b},Student,Civil Engineering,TE,B`,
      `Chan,Li,${c},Student,Information Technology,BE,A`,
      `Dina,Roy,${d},Faculty,,,`,
    ];
    expect((await importCsv(first.join('\n'))).counts.created).toBe(4);
    const mailsBefore = (await settledMail(stack.endpoints.ses)).length;

    const same = await importCsv(first.join('\n'));
    expect(same.counts).toEqual({ created: 0, updated: 0, unchanged: 4, graduated: 0, refused: 0 });

    const refused = await importCsv([HEADER, `Dina,Roy,${d},Student,Civil Engineering,FE,A`].join('\n'));
    expect(refused.refusals).toEqual([
      { row: 2, reason: 'the account is Faculty; an import changes a role only from Student to Alumni' },
    ]);

    const again = await importCsv(
      [
        HEADER,
        `Asha,Rao-Menon,${a},Student,Computer Engineering,SE,A`,
        `Bala,Iyer,${b},Student,Civil Engineering,BE,C`,
        `Chan,Li,${c},Alumni,,,`,
        `Dina,Roy,${d},Faculty,,,`,
      ].join('\n'),
    );
    expect(again.counts).toEqual({ created: 0, updated: 2, unchanged: 1, graduated: 1, refused: 0 });
    expect(await findByLogin(a ?? '')).toMatchObject({ lastName: 'Rao-Menon', division: 'A' });
    expect(await findByLogin(b ?? '')).toMatchObject({ year: 'BE', division: 'C' });
    const graduated = await findByLogin(c ?? '');
    expect(graduated?.role).toBe('Alumni');
    expect(graduated?.branch).toBeUndefined();
    // Nobody was invited twice.
    expect((await settledMail(stack.endpoints.ses)).length).toBe(mailsBefore);
  });

  it('is for Admins only, each their own upload and job; one upload is imported once', async () => {
    const uploaded = await upload([HEADER, `Om,Sen,om-${unique()}@example.org,Faculty,,,`].join('\n'));
    for (const role of ['Faculty', 'Student', 'Alumni'] as const) {
      expect((await start(uploaded.fileId, role)).status).toBe(403);
      expect((await upload(HEADER, role)).ticket.status).toBe(403);
    }
    const first = await start(uploaded.fileId);
    const second = await start(uploaded.fileId);
    expect(second.body.jobId).toBe(first.body.jobId);
    expect((await finished(first.body.jobId as string)).counts.created).toBe(1);
    expect((await start(randomUUID())).body).toEqual({ msg: ROSTER_MESSAGES.notARoster });
    expect((await status(randomUUID())).status).toBe(404);

    // Another Admin can neither import this Admin's upload nor read their job: as if neither existed.
    const otherAdmin = `admin-${unique()}@example.org`;
    await createAccount({
      login: otherAdmin,
      firstName: 'Other',
      lastName: 'Admin',
      birthDate: '1980-01-01',
      role: 'Admin',
      status: 'active',
      passwordHash: await hashPassword(PASSWORD),
    });
    const other = (await login(otherAdmin, 'Admin')).body.token as string;
    const asOther = { token: other, body: { fileId: uploaded.fileId } };
    expect((await call(stack.apiUrl, 'POST', '/api/admin/roster/imports', asOther)).status).toBe(400);
    const jobPath = `/api/admin/roster/imports/${first.body.jobId as string}`;
    expect((await call(stack.apiUrl, 'GET', jobPath, { token: other })).status).toBe(404);
  });

  it('judges the upload by its content: a binary file named .csv, or a file without the header, is refused', async () => {
    const binary = await uploadThroughApi(stack.apiUrl, token('Admin'), {
      kind: 'roster',
      name: 'roster.csv',
      type: 'text/csv',
      bytes: pngImage(4, 4, [200, 10, 10]),
    });
    expect(binary.confirm).toMatchObject({ status: 400, body: { msg: FILE_MESSAGES.contentNotAllowed } });
    const headless = await upload(`Asha,Rao,x-${unique()}@example.org,Student,Computer Engineering,SE,A`);
    expect(headless.confirm?.status).toBe(400);
    // Latin-1 from an old spreadsheet: one byte that is not UTF-8.
    const raw = Buffer.concat([
      Buffer.from(`${HEADER}\nJos`),
      Buffer.from([0xe9]),
      Buffer.from(',Rao,j@x.org,Faculty,,,'),
    ]);
    const notUtf8 = await uploadThroughApi(stack.apiUrl, token('Admin'), {
      kind: 'roster',
      name: 'roster.csv',
      type: 'text/csv',
      bytes: raw,
    });
    expect(notUtf8.confirm?.status).toBe(400);
  });
});
