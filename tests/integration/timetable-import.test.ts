import { beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '#shared/constants/roles';
import { TIMETABLE_MESSAGES } from '#shared/constants/timetable-messages';
import type { StudentClass } from '#shared/schemas/student-class';
import { findByLogin } from '../../functions/accounts/accounts';
import { batchOf } from '../../functions/timetable';
import { call } from '../support/api';
import { signedInStack } from '../support/shared-stack';
import type { TestStack } from '../support/test-stack';
import { collegeDay, facultyTeaching, uniqueClass, uniqueRoom } from '../support/timetable-fixtures';
import { finishedImport } from '../support/timetable-imports';
import { uploadThroughApi } from '../support/uploads';

const HEADER = 'branch,year,division,weekday,start,end,subject,type,facultyEmail,room,batch';

/* Decision 46: a whole timetable from a CSV, every row checked before anything is stored. */
describe('timetable import', () => {
  let stack: TestStack;
  let token: (role: Role) => string;
  beforeAll(async () => {
    ({ stack, token } = await signedInStack());
    await collegeDay();
  });
  const importCsv = async (lines: string[]) => {
    const { fileId } = await uploadThroughApi(stack.apiUrl, token('Admin'), {
      kind: 'timetable',
      name: 'timetable.csv',
      type: 'text/csv',
      bytes: Buffer.from([HEADER, ...lines].join('\n')),
    });
    const started = await call(stack.apiUrl, 'POST', '/api/admin/timetable/imports', {
      token: token('Admin'),
      body: { fileId },
    });
    expect(started).toMatchObject({ status: 202, body: { jobId: fileId, status: 'queued' } });
    return { status: 200, body: await finishedImport(stack.apiUrl, token('Admin'), fileId ?? '') };
  };
  const weekOf = async (c: StudentClass) =>
    (
      await call(stack.apiUrl, 'GET', `/api/timetable/class?${new URLSearchParams(c)}`, {
        token: token('Admin'),
      })
    ).body.slots as { slotId: string; subject: string; start: string; batch?: string }[];
  const row = (c: StudentClass, cells: string) => `${c.branch},${c.year},${c.division},${cells}`;

  it('refuses every bad row and every clash by row number, storing nothing', async () => {
    const ours = uniqueClass();
    const faculty = await facultyTeaching({ ...ours, subject: 'Networks' });
    const room = await uniqueRoom();
    const email = faculty.login;
    const answer = await importCsv([
      row(ours, `Mon,09:00,10:00,Networks,Lecture,${email},${room},`),
      row(ours, `Mon,09:30,10:30,Networks,Lecture,${email},${await uniqueRoom()},`),
      row(ours, `Sun,09:00,10:00,Networks,Lecture,${email},${room},`),
      row(ours, `Tue,09:00,10:00,Networks,Lecture,nobody@example.org,${room},`),
      row(ours, `Tue,09:00,10:00,Networks,Lecture,${email},NOROOM1,`),
      row(ours, `Tue,09:00,10:00,Networks,Lecture,${email},${room},A1`),
    ]);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ status: 'refused', rows: 6 });
    const refusals = answer.body.refusals as { row: number; reason: string }[];
    expect(refusals.map((r) => r.row)).toEqual([3, 4, 5, 6, 7]);
    expect(refusals[0]?.reason).toMatch(/^The class already has .*Mon 09:00–10:00 \(row 2\)\.$/);
    expect(refusals[2]?.reason).toBe('no Faculty member has the email nobody@example.org');
    expect(refusals[3]?.reason).toBe('no room NOROOM1');
    expect(refusals[4]?.reason).toBe('only a practical may be for a batch');
    expect(await weekOf(ours)).toEqual([]);
  });

  it('stores a clean file, replaces a class’s week on import again, and keeps a slot’s id', async () => {
    const ours = uniqueClass();
    const faculty = await facultyTeaching(
      { ...ours, subject: 'Compilers' },
      { ...ours, subject: 'Compilers Lab' },
    );
    const [room, lab] = await Promise.all([uniqueRoom(), uniqueRoom()]);
    const first = [
      row(ours, `Mon,09:00,10:00,Compilers,Lecture,${faculty.login},${room},`),
      row(ours, `Wed,14:00,16:00,Compilers Lab,Practical,${faculty.login},${lab},A1`),
    ];
    expect((await importCsv(first)).body).toMatchObject({ status: 'completed', rows: 2, classes: 1 });
    const before = await weekOf(ours);
    expect(before.map((s) => `${s.subject} ${s.batch ?? ''}`)).toEqual(['Compilers ', 'Compilers Lab A1']);
    const again = await importCsv([
      first[0] as string,
      row(ours, `Thu,11:00,12:00,Compilers,Tutorial,${faculty.login},${room},`),
    ]);
    expect(again.body).toMatchObject({ status: 'completed' });
    const after = await weekOf(ours);
    expect(after.map((s) => s.start)).toEqual(['09:00', '11:00']);
    expect(after[0]?.slotId).toBe(before[0]?.slotId);
    // What is stored is checked too: another class in the room at that hour is refused.
    const elsewhere = uniqueClass();
    const other = await facultyTeaching({ ...elsewhere, subject: 'Compilers' });
    const clash = await importCsv([
      row(elsewhere, `Mon,09:30,10:00,Compilers,Lecture,${other.login},${room},`),
    ]);
    expect(clash.body.refusals).toEqual([
      { row: 2, reason: expect.stringMatching(/^Room .* is already taken by .*Mon 09:00–10:00\.$/) },
    ]);
  });

  it('sets a Student’s batch from the roster import’s optional batch column', async () => {
    const c = uniqueClass();
    const email = `batch-${crypto.randomUUID()}@example.org`;
    const roster = [
      'firstName,lastName,email,role,branch,year,division,batch',
      `Bina,Batch,${email},Student,${c.branch},${c.year},${c.division},a2`,
    ].join('\n');
    const { fileId } = await uploadThroughApi(stack.apiUrl, token('Admin'), {
      kind: 'roster',
      name: 'roster.csv',
      type: 'text/csv',
      bytes: Buffer.from(roster),
    });
    const started = await call(stack.apiUrl, 'POST', '/api/admin/roster/imports', {
      token: token('Admin'),
      body: { fileId },
    });
    let job = started.body;
    for (let i = 0; i < 300 && !['refused', 'completed', 'failed'].includes(job.status as string); i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      job = (
        await call(stack.apiUrl, 'GET', `/api/admin/roster/imports/${fileId}`, { token: token('Admin') })
      ).body;
    }
    expect(job).toMatchObject({ status: 'completed', counts: { created: 1 } });
    const account = await findByLogin(email);
    expect(account && (await batchOf(account.userId))).toBe('A2');
  });

  it('takes only an Admin’s own timetable upload', async () => {
    const answer = await call(stack.apiUrl, 'POST', '/api/admin/timetable/imports', {
      token: token('Admin'),
      body: { fileId: crypto.randomUUID() },
    });
    expect(answer).toEqual({ status: 400, body: { msg: TIMETABLE_MESSAGES.notATimetable } });
  });
});
