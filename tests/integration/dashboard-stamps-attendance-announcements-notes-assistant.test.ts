import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '#shared/constants/roles';
import { DEFAULT_ELIGIBILITY } from '#shared/schemas/attendance';
import type { DashboardSummary, FacultySummary, StudentSummary } from '#shared/schemas/dashboard';
import { answerTask } from '../../functions/assistant/answer-task';
import { failDeadTask } from '../../functions/assistant/dead-letter-handler';
import { createTask } from '../../functions/assistant/tasks';
import { workerDeps } from '../../functions/assistant-worker-handler';
import { call } from '../support/api';
import { makeAccount } from '../support/attendance-fixtures';
import { dashboardOf } from '../support/dashboard-reads';
import { recentTeachingDate, signedIn, signedInFaculty, taughtWeekly } from '../support/lecture-fixtures';
import { signedInStack } from '../support/shared-stack';
import type { TestStack } from '../support/test-stack';
import { collegeDay, uniqueClass } from '../support/timetable-fixtures';
import { uploadThroughApi } from '../support/uploads';

/*
 * Decision 64: a dashboard's summary is kept while the stamps of its scopes stand. Each test reads
 * a dashboard (so a summary is kept), writes as the app does, and reads it again at once: the second
 * read shows the write only because the writer stamped what it changed.
 */
describe('dashboard summaries read again after marks, bands, announcements, notes and questions', () => {
  let stack: TestStack;
  let token: (role: Role) => string;
  beforeAll(async () => {
    ({ stack, token } = await signedInStack());
    await collegeDay();
  });
  const dashboard = <T extends DashboardSummary>(as: string) => dashboardOf<T>(stack.apiUrl, as);
  const visit = async (as: string, section: string) =>
    expect(
      (await call(stack.apiUrl, 'POST', '/api/dashboard/visits', { token: as, body: { section } })).status,
    ).toBe(200);
  const setBands = async (bands: typeof DEFAULT_ELIGIBILITY) =>
    expect(
      (
        await call(stack.apiUrl, 'PUT', '/api/admin/attendance/eligibility', {
          token: token('Admin'),
          body: bands,
        })
      ).status,
    ).toBe(200);
  afterAll(() => setBands(DEFAULT_ELIGIBILITY));

  it("marking a lecture shows on its teacher's and its Students' dashboards; the bands on both", async () => {
    const ours = uniqueClass();
    const subject = 'Compilers';
    const { date, weekday } = recentTeachingDate(2);
    const { teacher, slotId } = await taughtWeekly(stack.apiUrl, token('Admin'), {
      ...ours,
      subject,
      weekday,
    });
    const student = await signedIn(stack.apiUrl, 'Student', ours);
    const classmate = await makeAccount('Isha', 'Here', ours);
    const faculty = () => dashboard<FacultySummary>(teacher.token);
    const own = () => dashboard<StudentSummary>(student.token);

    const before = await faculty();
    expect(before.underMinimum?.students).toBe(0);
    expect((await own()).underMinimum?.subjects).toEqual([]);
    // An Admin marks it: the class is stamped, and the teacher, whose week may not hold the class.
    const marked = await call(stack.apiUrl, 'POST', '/api/attendance/mark', {
      token: token('Admin'),
      body: {
        ...ours,
        date,
        lectureId: `${slotId}#${date}`,
        students: [
          { id: student.account.userId, present: false },
          { id: classmate.userId, present: true },
        ],
      },
    });
    expect(marked.status).toBe(200);
    const after = await faculty();
    expect(after.underMinimum).toEqual({
      minimum: 75,
      students: 1,
      classes: [{ ...ours, subject, students: 1 }],
    });
    expect(after.timetable?.unmarked).toBe((before.timetable?.unmarked ?? 0) - 1);
    expect((await own()).underMinimum?.subjects).toEqual([
      { subject, type: 'Lecture', percent: 0, band: 'detained' },
    ]);

    // The college's bands: every summary that bands attendance reads again.
    await setBands({ ...DEFAULT_ELIGIBILITY, eligible: 80 });
    expect((await faculty()).underMinimum?.minimum).toBe(80);
    expect((await own()).underMinimum?.minimum).toBe(80);
  });

  it("marking a class with no timetable by type shows on its Students' dashboards", async () => {
    const ours = uniqueClass();
    const teacher = await signedInFaculty(stack.apiUrl, ours, 'Drawing');
    const student = await signedIn(stack.apiUrl, 'Student', ours);
    const own = () => dashboard<StudentSummary>(student.token);
    expect((await own()).underMinimum?.subjects).toEqual([]);
    const marked = await call(stack.apiUrl, 'POST', '/api/attendance/mark', {
      token: teacher.token,
      body: {
        ...ours,
        date: recentTeachingDate(2).date,
        type: 'Lecture',
        students: [{ id: student.account.userId, present: false }],
      },
    });
    expect(marked.status).toBe(200);
    expect((await own()).underMinimum?.subjects).toMatchObject([{ percent: 0 }]);
  });

  it('an announcement posted shows as unread on a Student’s dashboard', async () => {
    const student = await signedIn(stack.apiUrl, 'Student', uniqueClass());
    await visit(student.token, 'notifications');
    expect((await dashboard<StudentSummary>(student.token)).unreadAnnouncements).toEqual({
      count: 0,
      more: false,
    });
    const posted = await call(stack.apiUrl, 'POST', '/api/announcements', {
      token: token('Faculty'),
      body: { title: `Lab moved ${randomUUID()}`, message: 'To E102.' },
    });
    expect(posted.status).toBe(201);
    expect((await dashboard<StudentSummary>(student.token)).unreadAnnouncements).toEqual({
      count: 1,
      more: false,
    });
  });

  it('a note stored, then deleted, for the class (its branch and year typed any case) shows on its dashboard', async () => {
    const ours = uniqueClass();
    const student = await signedIn(stack.apiUrl, 'Student', ours);
    await visit(student.token, 'studybuddy');
    const notes = async () => (await dashboard<StudentSummary>(student.token)).newClassNotes;
    expect(await notes()).toEqual({ count: 0, more: false });
    const upload = await uploadThroughApi(stack.apiUrl, token('Faculty'), {
      kind: 'note',
      name: 'graphs.txt',
      type: 'text/plain',
      bytes: Buffer.from(`Graphs for ${ours.branch} ${ours.year}`),
    });
    const body = {
      fileId: upload.fileId,
      subject: 'Graphs',
      unit: '1',
      branch: ` ${ours.branch.toLowerCase()} `,
      uploaded_by: 'Prof',
      div: 'A',
      year: ours.year.toLowerCase(),
    };
    expect(
      (await call(stack.apiUrl, 'POST', '/api/upload_note', { token: token('Faculty'), body })).status,
    ).toBe(200);
    expect(await notes()).toEqual({ count: 1, more: false });
    const deleted = await call(stack.apiUrl, 'DELETE', `/api/notes/${upload.fileId}`, {
      token: token('Faculty'),
    });
    expect(deleted.status).toBe(200);
    expect(await notes()).toEqual({ count: 0, more: false });
  });

  it("a question asked shows as the asker's last", async () => {
    const asker = await signedIn(stack.apiUrl, 'Student', uniqueClass());
    const last = async () => (await dashboard<StudentSummary>(asker.token)).lastQuestion;
    expect(await last()).toBeNull();
    const asked = await call(stack.apiUrl, 'POST', '/api/personalizedgpt', {
      token: asker.token,
      body: { query: `xyzzy${randomUUID().slice(0, 8)}` },
    });
    expect(asked.status).toBe(202);
    expect(await last()).not.toBeNull();
  });

  it("a question's states set by the worker and the dead-letter job show as the asker's last", async () => {
    /*
     * A queued task of a new asker's own, worked straight by the worker or the dead-letter job and
     * never sent to the queue, so the stack's own poller never takes it: its state is known when read.
     */
    const queued = async () => {
      const asker = await signedIn(stack.apiUrl, 'Student', uniqueClass());
      const taskId = randomUUID();
      const askedAt = new Date().toISOString();
      const task = { taskId, ownerId: asker.account.userId, query: 'melting point', createdAt: askedAt };
      await createTask({ ...task, status: 'queued' });
      const last = async () => (await dashboard<StudentSummary>(asker.token)).lastQuestion;
      expect(await last()).toEqual({ status: 'queued', askedAt });
      return { taskId, askedAt, last };
    };
    const answered = await queued();
    expect(await answerTask(answered.taskId, workerDeps)).toBe('answered');
    expect(await answered.last()).toEqual({ status: 'completed', askedAt: answered.askedAt });

    const dead = await queued();
    expect(await failDeadTask(dead.taskId)).toBe('failed');
    expect(await dead.last()).toEqual({ status: 'failed', askedAt: dead.askedAt });
  });
});
