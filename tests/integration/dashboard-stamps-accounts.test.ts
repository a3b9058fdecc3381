import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '#shared/constants/roles';
import type { AdminSummary, StudentSummary } from '#shared/schemas/dashboard';
import { FINISHED_STATUSES, type ImportJob } from '#shared/schemas/roster';
import { type Account, createAccount } from '../../functions/accounts/accounts';
import { hashPassword } from '../../functions/accounts/passwords';
import { classesWithoutTimetable } from '../../functions/timetable';
import { call } from '../support/api';
import { uniqueClass } from '../support/attendance-fixtures';
import { newVisitor } from '../support/client-ip';
import { dashboardOf } from '../support/dashboard-reads';
import { tokenOf } from '../support/made-accounts';
import { allPendingAccounts } from '../support/pending-accounts';
import { signedInStack } from '../support/shared-stack';
import type { TestStack } from '../support/test-stack';
import { uploadThroughApi } from '../support/uploads';

/*
 * Decision 64: a dashboard's summary is kept until a stamp of its scopes changes. Each test reads a
 * dashboard first (so a summary is kept), makes a write of the accounts, auth, users or roster
 * groups through the API, and reads again: without the write's stamp the second read is the kept
 * summary. Counts are compared before and after, since other files share this worker's stack.
 */
describe('dashboard summaries after account writes (change stamps)', () => {
  let stack: TestStack;
  let token: (role: Role) => string;
  const password = 'a long test passphrase';
  beforeAll(async () => {
    ({ stack, token } = await signedInStack());
  });

  const summary = (as: string) => dashboardOf(stack.apiUrl, as);
  const adminSummary = () => dashboardOf<AdminSummary>(stack.apiUrl, token('Admin'));
  const pendingCount = async () => (await adminSummary()).pendingApprovals?.count ?? -1;
  const asAdmin = (method: 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown) =>
    call(stack.apiUrl, method, path, { token: token('Admin'), ...(body !== undefined && { body }) });

  /* A Student not yet asked for a class, who logs in: their dashboard has no day to show. */
  async function classlessStudent(): Promise<{ account: Account; as: string }> {
    const account = await createAccount({
      login: `student-${randomUUID()}@example.org`,
      firstName: 'Noor',
      lastName: 'Das',
      birthDate: '2003-03-03',
      role: 'Student',
      status: 'active',
      passwordHash: await hashPassword(password),
    });
    if (!account) throw new Error('account not made');
    const as = await tokenOf(stack.apiUrl, account, password);
    expect((await summary(as)) as StudentSummary).not.toHaveProperty('timetable');
    return { account, as };
  }
  const dayOf = async (as: string) => ((await summary(as)) as StudentSummary).timetable;

  /* A Faculty sign-up through the API, which waits for an Admin; its account's id. */
  async function signedUpFaculty(): Promise<string | undefined> {
    const email = `faculty-${randomUUID()}@example.org`;
    const signedUp = await call(stack.apiUrl, 'POST', '/api/signup', {
      body: {
        firstName: 'Mira',
        lastName: 'Joshi',
        email,
        password,
        birthDate: '1985-05-05',
        role: 'Faculty',
      },
      from: newVisitor(),
    });
    expect(signedUp.status).toBe(201);
    return (await allPendingAccounts(stack.apiUrl, token('Admin'))).find((a) => a.email === email)?.userId;
  }

  it('counts a Faculty sign-up waiting for approval, and no longer once an Admin rejects it', async () => {
    const before = await pendingCount();
    const userId = await signedUpFaculty();
    expect(await pendingCount()).toBe(before + 1);
    expect((await asAdmin('POST', `/api/admin/users/${userId}/reject`)).status).toBe(200);
    expect(await pendingCount()).toBe(before);
  });

  it('no longer counts a waiting account an Admin deletes', async () => {
    const userId = await signedUpFaculty();
    const before = await pendingCount();
    expect((await asAdmin('DELETE', `/api/admin/users/${userId}`)).status).toBe(200);
    expect(await pendingCount()).toBe(before - 1);
  });

  it('shows a Student’s day once they name their class, or an Admin gives them one', async () => {
    const own = await classlessStudent();
    const named = await call(stack.apiUrl, 'PUT', '/api/account/class', {
      token: own.as,
      body: uniqueClass(),
    });
    expect(named.status).toBe(200);
    expect(await dayOf(own.as)).toBeDefined();

    const given = await classlessStudent();
    const changed = await asAdmin('PUT', `/api/admin/users/${given.account.userId}/class`, uniqueClass());
    expect(changed.status).toBe(200);
    expect(await dayOf(given.as)).toBeDefined();
  });

  it('lists the class a Student signs up into, or names as theirs, among the classes with no timetable', async () => {
    const listed = async () => (await classesWithoutTimetable(10_000)).classes;
    const signedUpInto = uniqueClass();
    const signedUp = await call(stack.apiUrl, 'POST', '/api/signup', {
      body: {
        firstName: 'Isha',
        lastName: 'Kale',
        email: `student-${randomUUID()}@example.org`,
        password,
        birthDate: '2004-04-04',
        role: 'Student',
        ...signedUpInto,
      },
      from: newVisitor(),
    });
    expect(signedUp.status).toBe(201);
    expect(await listed()).toContainEqual({ ...signedUpInto, students: 1 });

    const own = await classlessStudent();
    const named = uniqueClass();
    expect(
      (await call(stack.apiUrl, 'PUT', '/api/account/class', { token: own.as, body: named })).status,
    ).toBe(200);
    expect(await listed()).toContainEqual({ ...named, students: 1 });
  });

  it('shows the roster import the Admin started, and the class it gave a Student', async () => {
    const student = await classlessStudent();
    const before = (await adminSummary()).lastRosterImport;
    const { branch, year, division } = uniqueClass();
    const csv = [
      'firstName,lastName,email,role,branch,year,division',
      `Noor,Das,${student.account.login},Student,${branch},${year},${division}`,
    ].join('\n');
    const upload = await uploadThroughApi(stack.apiUrl, token('Admin'), {
      kind: 'roster',
      name: 'stamps.csv',
      type: 'text/csv',
      bytes: Buffer.from(csv),
    });
    const started = await asAdmin('POST', '/api/admin/roster/imports', { fileId: upload.fileId });
    expect(started.status).toBe(202);
    const job = await finished(started.body.jobId as string);
    expect(job).toMatchObject({ status: 'completed', counts: { updated: 1 } });
    const after = (await adminSummary()).lastRosterImport;
    expect(after).not.toEqual(before);
    expect(after).toMatchObject({ status: 'completed', createdAt: job.createdAt, imported: 1, refused: 0 });
    expect(await dayOf(student.as)).toBeDefined();
  });

  async function finished(jobId: string): Promise<ImportJob> {
    for (let i = 0; i < 300; i++) {
      const job = (
        await call(stack.apiUrl, 'GET', `/api/admin/roster/imports/${jobId}`, { token: token('Admin') })
      ).body as unknown as ImportJob;
      if (FINISHED_STATUSES.includes(job.status)) return job;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`import ${jobId} never finished`);
  }
});
