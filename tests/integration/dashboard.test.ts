import { randomUUID } from 'node:crypto';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '#shared/constants/roles';
import type { AdminSummary, StudentSummary } from '#shared/schemas/dashboard';
import { createAccount } from '../../functions/accounts/accounts';
import { giveUp, storeMessage } from '../../functions/contact/messages';
import { scopes, stampChange } from '../../functions/lib/change-stamps';
import { dynamo } from '../../functions/lib/clients/dynamo';
import { tableName } from '../../functions/lib/env';
import { failUnsettledMail } from '../../functions/mail/outbox-items';
import { createJob } from '../../functions/roster/jobs';
import { call } from '../support/api';
import { dashboardOf } from '../support/dashboard-reads';
import { madeAccount, tokenOf } from '../support/made-accounts';
import { signedInStack } from '../support/shared-stack';
import { storedMail } from '../support/stored-mail';
import type { TestStack } from '../support/test-stack';
import { uploadThroughApi } from '../support/uploads';

/*
 * The dashboards' one read (issue 47): each role's facts right after the actions that change them,
 * and only the caller's own. Counts are compared before and after, since other tests of this
 * worker's stack add accounts, mail and announcements of their own.
 */
describe('dashboard summary', () => {
  let stack: TestStack;
  let token: (role: Role) => string;
  const password = 'a long test passphrase';
  beforeAll(async () => {
    ({ stack, token } = await signedInStack());
  });

  const summary = (as: string) => dashboardOf(stack.apiUrl, as);
  const adminSummary = () => dashboardOf<AdminSummary>(stack.apiUrl, token('Admin'));
  const studentSummary = (as: string) => dashboardOf<StudentSummary>(stack.apiUrl, as);
  const visit = (as: string, section: string) =>
    call(stack.apiUrl, 'POST', '/api/dashboard/visits', { token: as, body: { section } });
  const newStudent = async () => tokenOf(stack.apiUrl, await madeAccount('Student', password), password);

  it('counts an account waiting for approval, and no longer once it is approved', async () => {
    const before = (await adminSummary()).pendingApprovals?.count ?? -1;
    const pending = await createAccount({
      login: `faculty-${randomUUID()}@example.org`,
      firstName: 'Pending',
      lastName: 'Faculty',
      birthDate: '1990-01-01',
      role: 'Faculty',
      status: 'pending',
      passwordHash: 'scrypt$not-a-real-hash',
    });
    // Stored directly, so stamped as the sign-up that stores it does (decision 64).
    await stampChange(scopes.admin);
    expect((await adminSummary()).pendingApprovals).toEqual({ count: before + 1, more: false });
    const approved = await call(stack.apiUrl, 'POST', `/api/admin/users/${pending?.userId}/approve`, {
      token: token('Admin'),
    });
    expect(approved.status).toBe(200);
    expect((await adminSummary()).pendingApprovals).toEqual({ count: before, more: false });
  });

  it('counts account mail and contact messages given up on, apart', async () => {
    const before = (await adminSummary()).undeliveredMail;
    const { mailId } = await storedMail({ attempts: 5, failures: 5 });
    expect(await failUnsettledMail(mailId)).toBe(true);
    const message = await storeMessage(
      { firstName: 'Asha', lastName: 'Rao', email: 'asha@example.org', phoneNo: '', yourMess: 'Hello' },
      'test',
    );
    await giveUp(message.messageId);
    const after = (await adminSummary()).undeliveredMail;
    expect(after?.account.count).toBe((before?.account.count ?? 0) + 1);
    expect(after?.contact.count).toBe((before?.contact.count ?? 0) + 1);
  });

  it('shows the last roster import: when, rows imported, rows refused', async () => {
    const jobId = randomUUID();
    const createdAt = new Date().toISOString();
    await createJob({
      jobId,
      fileId: jobId,
      fileName: 'dashboard.csv',
      ownerId: 'an-admin',
      siteOrigin: 'http://127.0.0.1',
      status: 'completed',
      createdAt,
      finishedAt: createdAt,
      updatedAt: createdAt,
      rows: 12,
      checked: 12,
      applied: 12,
      counts: { created: 6, updated: 3, unchanged: 1, graduated: 0, refused: 2 },
      refusals: [],
    });
    // Stored directly, so stamped as the import job that writes it does (decision 64).
    await stampChange(scopes.admin);
    expect((await adminSummary()).lastRosterImport).toEqual({
      status: 'completed',
      createdAt,
      finishedAt: createdAt,
      imported: 10,
      refused: 2,
    });
  });

  it('counts announcements not yet read from the Student’s last visit to Notifications', async () => {
    const student = await newStudent();
    expect((await visit(student, 'notifications')).status).toBe(200);
    expect((await studentSummary(student)).unreadAnnouncements).toEqual({ count: 0, more: false });
    const posted = await call(stack.apiUrl, 'POST', '/api/announcements', {
      token: token('Faculty'),
      body: { title: `Lab moved ${randomUUID()}`, message: 'To E102.' },
    });
    expect(posted.status).toBe(201);
    expect((await studentSummary(student)).unreadAnnouncements).toEqual({ count: 1, more: false });
    await visit(student, 'notifications');
    expect((await studentSummary(student)).unreadAnnouncements).toEqual({ count: 0, more: false });
  });

  it('counts notes for the Student’s own class since their last visit to Study Buddy', async () => {
    const student = await newStudent();
    await visit(student, 'studybuddy');
    expect((await studentSummary(student)).newClassNotes).toEqual({ count: 0, more: false });
    const share = async (branch: string, year: string) => {
      const upload = await uploadThroughApi(stack.apiUrl, token('Faculty'), {
        kind: 'note',
        name: 'graphs.txt',
        type: 'text/plain',
        bytes: Buffer.from(`Graphs for ${branch} ${year}`),
      });
      const body = {
        fileId: upload.fileId,
        subject: 'Graphs',
        unit: '1',
        branch,
        uploaded_by: 'Prof',
        div: 'A',
        year,
      };
      expect(
        (await call(stack.apiUrl, 'POST', '/api/upload_note', { token: token('Faculty'), body })).status,
      ).toBe(200);
    };
    await share('Computer Engineering', 'SE');
    // Another year, another branch: not the student's class (Computer Engineering SE A).
    await share('Computer Engineering', 'TE');
    await share('Civil Engineering', 'SE');
    expect((await studentSummary(student)).newClassNotes).toEqual({ count: 1, more: false });
  });

  it('shows the state of the Student’s last question, and never another Student’s', async () => {
    const asker = await newStudent();
    const other = await newStudent();
    expect((await studentSummary(asker)).lastQuestion).toBeNull();
    const asked = await call(stack.apiUrl, 'POST', '/api/personalizedgpt', {
      token: asker,
      body: { query: 'What is a binary tree?' },
    });
    expect(asked.status).toBeLessThan(300);
    const last = (await studentSummary(asker)).lastQuestion;
    expect(['queued', 'running', 'completed', 'failed']).toContain(last?.status);
    expect(Date.parse(last?.askedAt ?? '')).toBeGreaterThan(Date.now() - 60_000);
    // The other Student's visits and questions are their own.
    await visit(asker, 'notifications');
    const others = await studentSummary(other);
    expect(others.lastQuestion).toBeNull();
    expect(others.unreadAnnouncements?.count).toBeGreaterThan(0);
  });

  it('leaves out a fact that cannot be read, and answers the others', async () => {
    const account = await madeAccount('Student', password);
    const student = await tokenOf(stack.apiUrl, account, password);
    // A task stored in a shape no reader knows: that one read fails, as a read on AWS may.
    await dynamo().send(
      new PutCommand({
        TableName: tableName('gptTasks'),
        Item: {
          taskId: randomUUID(),
          ownerId: account.userId,
          status: 'lost',
          createdAt: new Date().toISOString(),
        },
      }),
    );
    const answer = await studentSummary(student);
    expect(answer).not.toHaveProperty('lastQuestion');
    expect(answer.unreadAnnouncements?.count).toBeGreaterThan(0);
    expect(answer.newClassNotes).toBeDefined();
  });

  it('gives each role only its own summary', async () => {
    const faculty = await summary(token('Faculty'));
    expect(faculty).toMatchObject({ role: 'Faculty', timetable: { lectures: expect.any(Array) } });
    expect(faculty).not.toHaveProperty('pendingApprovals');
    const student = (await summary(token('Student'))) as StudentSummary;
    expect(student.role).toBe('Student');
    expect(student).not.toHaveProperty('pendingApprovals');
    expect((await adminSummary()).role).toBe('Admin');
    expect(await adminSummary()).not.toHaveProperty('unreadAnnouncements');
    // Only a Student records visits; an unknown section is refused.
    expect((await visit(token('Admin'), 'notifications')).status).toBe(403);
    expect((await visit(token('Student'), 'settings')).status).toBe(400);
  });
});
