import { beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '#shared/constants/roles';
import { ROSTER_MESSAGES } from '#shared/constants/roster-messages';
import { TIMETABLE_IMPORT_MESSAGES } from '#shared/constants/timetable-import-messages';
import type { StudentClass } from '#shared/schemas/student-class';
import { findByLogins } from '../../functions/accounts/accounts';
import { lastImport, weekOf } from '../../functions/timetable';
import { classOwner } from '../../functions/timetable/day-items';
import { failDeadImport } from '../../functions/timetable/import-dead-letter-handler';
import { createJob, findJob } from '../../functions/timetable/import-jobs';
import { workerDeps } from '../../functions/timetable/import-worker-handler';
import { runImport } from '../../functions/timetable/run-import';
import { call } from '../support/api';
import { madeAccount, tokenOf } from '../support/made-accounts';
import { signedInStack } from '../support/shared-stack';
import type { TestStack } from '../support/test-stack';
import { collegeDay, facultyTeaching, uniqueClass, uniqueRoom } from '../support/timetable-fixtures';
import { finishedImport } from '../support/timetable-imports';
import { uploadThroughApi } from '../support/uploads';

const HEADER = 'branch,year,division,weekday,start,end,subject,type,facultyEmail,room,batch';

/*
 * Decision 50: the import is a background job, as the roster's is. These tests run the worker's
 * function directly, as the queue would, on jobs no queue message names.
 */
describe('timetable import: a job run by its worker', () => {
  let stack: TestStack;
  let token: (role: Role) => string;
  let adminId: string;
  beforeAll(async () => {
    ({ stack, token } = await signedInStack());
    await collegeDay();
    const admin = stack.demoAccounts.find((account) => account.role === 'Admin');
    adminId = (await findByLogins([admin?.email ?? '']))[0]?.userId ?? '';
  });

  /* A clean two-row file for a class of its own, uploaded, and its job stored queued. */
  async function queuedJob(): Promise<{ jobId: string; ours: StudentClass }> {
    const ours = uniqueClass();
    const faculty = await facultyTeaching({ ...ours, subject: 'Signals' });
    const room = await uniqueRoom();
    const lines = ['Mon,09:00,10:00', 'Tue,10:00,11:00'].map(
      (when) =>
        `${ours.branch},${ours.year},${ours.division},${when},Signals,Lecture,${faculty.login},${room},`,
    );
    const { fileId } = await uploadThroughApi(stack.apiUrl, token('Admin'), {
      kind: 'timetable',
      name: 'jobs.csv',
      type: 'text/csv',
      bytes: Buffer.from([HEADER, ...lines].join('\n')),
    });
    const jobId = fileId ?? '';
    const job = { jobId, fileId: jobId, fileName: 'jobs.csv', ownerId: adminId, message: '' };
    const stored = { ...job, status: 'queued', createdAt: new Date().toISOString(), rows: 0, classes: 0 };
    expect(await createJob({ ...stored, status: 'queued', refusals: [] })).toBe(true);
    return { jobId, ours };
  }

  it('imports once: a redelivered message finds the job finished and stores nothing again', async () => {
    const { jobId, ours } = await queuedJob();
    const [first, second] = await Promise.all([runImport(jobId, workerDeps), runImport(jobId, workerDeps)]);
    expect([first, second].sort()).toEqual(['done', 'skipped']);
    expect(await runImport(jobId, workerDeps)).toBe('skipped');
    expect((await weekOf(classOwner(ours))).map((slot) => slot.weekday)).toEqual(['Mon', 'Tue']);
    const job = await findJob(jobId);
    expect(job).toMatchObject({ status: 'completed', rows: 2, classes: 1, refusals: [] });
    expect(job?.finishedAt).toEqual(expect.any(String));
    // The dashboard's last import is this one; a dead letter of it now changes nothing.
    expect(await lastImport()).toMatchObject({ status: 'completed', rows: 2, classes: 1 });
    expect(await failDeadImport(jobId)).toBe('skipped');
    expect((await findJob(jobId))?.status).toBe('completed');
  });

  it('gives a job back when a try fails, so the next delivery imports it', async () => {
    const { jobId, ours } = await queuedJob();
    const failing = {
      ...workerDeps,
      findPeriods: () => Promise.reject(new Error('the table is unavailable')),
    };
    await expect(runImport(jobId, failing)).rejects.toThrow('the table is unavailable');
    expect((await findJob(jobId))?.status).toBe('queued');
    expect(await weekOf(classOwner(ours))).toEqual([]);
    expect(await runImport(jobId, workerDeps)).toBe('done');
    expect((await weekOf(classOwner(ours))).length).toBe(2);
  });

  it('marks failed a job whose every try failed, and the Admin reads why', async () => {
    const { jobId } = await queuedJob();
    expect(await failDeadImport(jobId)).toBe('failed');
    const read = await call(stack.apiUrl, 'GET', `/api/admin/timetable/imports/${jobId}`, {
      token: token('Admin'),
    });
    expect(read).toMatchObject({
      status: 200,
      body: { jobId, status: 'failed', message: TIMETABLE_IMPORT_MESSAGES.failed },
    });
    expect(await runImport(jobId, workerDeps)).toBe('skipped');
  });

  it('answers the start at once and shows the job to its own Admin only', async () => {
    const { fileId } = await uploadThroughApi(stack.apiUrl, token('Admin'), {
      kind: 'timetable',
      name: 'mine.csv',
      type: 'text/csv',
      bytes: Buffer.from(`${HEADER}\n`),
    });
    const start = () =>
      call(stack.apiUrl, 'POST', '/api/admin/timetable/imports', { token: token('Admin'), body: { fileId } });
    expect(await start()).toMatchObject({ status: 202, body: { jobId: fileId, fileName: 'mine.csv' } });
    const done = await finishedImport(stack.apiUrl, token('Admin'), fileId ?? '');
    expect(done).toMatchObject({ status: 'refused', message: 'The file has no rows.' });
    // Started again (a double click), the same job answers, as it now is.
    expect((await start()).body).toEqual(done);
    const other = await madeAccount('Admin', 'another admin passphrase');
    const otherToken = await tokenOf(stack.apiUrl, other, 'another admin passphrase');
    expect(
      await call(stack.apiUrl, 'GET', `/api/admin/timetable/imports/${fileId}`, { token: otherToken }),
    ).toEqual({ status: 404, body: { msg: ROSTER_MESSAGES.noSuchImport } });
  });
});
