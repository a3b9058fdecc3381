import { beforeAll, describe, expect, it } from 'vitest';
import { collegeToday } from '#shared/constants/college-time';
import type { Role } from '#shared/constants/roles';
import type { AdminSummary, StudentSummary } from '#shared/schemas/dashboard';
import { giveUp, storeMessage } from '../../functions/contact/messages';
import { studentTimetable } from '../../functions/dashboard/timetable-facts';
import { failDeadMail } from '../../functions/mail/dead-letter-handler';
import { classDaysFrom, recountClassStudents, termAndBatch, weekdayOf } from '../../functions/timetable';
import { call } from '../support/api';
import { makeAccount } from '../support/attendance-fixtures';
import { dashboardOf } from '../support/dashboard-reads';
import { signedIn } from '../support/lecture-fixtures';
import { signedInStack } from '../support/shared-stack';
import { storedMail } from '../support/stored-mail';
import type { TestStack } from '../support/test-stack';
import {
  collegeDay,
  facultyTeaching,
  TEST_TERM,
  uniqueClass,
  uniqueRoom,
} from '../support/timetable-fixtures';
import { importedTimetable } from '../support/timetable-imports';

const HEADER = 'branch,year,division,weekday,start,end,subject,type,facultyEmail,room,batch';
const DAY_MS = 24 * 60 * 60 * 1000;

/* The first teaching weekday from the college's today on (a Sunday's is the Monday after). */
function nextTeachingDate(): { date: string; weekday: NonNullable<ReturnType<typeof weekdayOf>> } {
  for (let ahead = 0; ; ahead++) {
    const date = new Date(Date.parse(`${collegeToday()}T00:00:00Z`) + ahead * DAY_MS)
      .toISOString()
      .slice(0, 10);
    const weekday = weekdayOf(date);
    if (weekday) return { date, weekday };
  }
}

/*
 * Decision 64: a dashboard's summary is kept while the change stamps it was read under hold. Each
 * test reads a dashboard (keeping it), writes as the mail, contact or timetable groups do, and reads
 * again: without the writer's stamp the second read would answer the kept summary.
 */
describe('dashboard stamps: mail, contact, timetable', () => {
  let stack: TestStack;
  let token: (role: Role) => string;
  beforeAll(async () => {
    ({ stack, token } = await signedInStack());
    await collegeDay();
  });
  const dashboard = (as: string) => dashboardOf(stack.apiUrl, as);
  const adminSummary = () => dashboardOf<AdminSummary>(stack.apiUrl, token('Admin'));

  it('counts account mail failed by its dead letter, and contact mail given up on and sent again', async () => {
    const before = (await adminSummary()).undeliveredMail;
    const { mailId } = await storedMail({ attempts: 3 });
    expect(await failDeadMail(mailId)).toBe('failed');
    expect((await adminSummary()).undeliveredMail?.account.count).toBe((before?.account.count ?? 0) + 1);

    const message = await storeMessage(
      { firstName: 'Ravi', lastName: 'Stamp', email: 'ravi@example.org', phoneNo: '', yourMess: 'Hello' },
      'test',
    );
    // As the retry job gives up on a message out of tries.
    await giveUp(message.messageId);
    expect((await adminSummary()).undeliveredMail?.contact.count).toBe((before?.contact.count ?? 0) + 1);
    const again = await call(stack.apiUrl, 'POST', `/api/admin/contact-messages/${message.messageId}/retry`, {
      token: token('Admin'),
    });
    expect(again.status).toBe(200);
    expect((await adminSummary()).undeliveredMail?.contact.count).toBe(before?.contact.count ?? 0);
  });

  it('shows a class’s students with no timetable until an import gives it one, and the import', async () => {
    const ours = uniqueClass();
    const faculty = await facultyTeaching({ ...ours, subject: 'Stamps' });
    const room = await uniqueRoom();
    const first = await adminSummary();
    const without = first.classesWithoutTimetable?.count ?? 0;
    await makeAccount('Mira', 'Marker', ours);
    // As an account's class change or a roster import recounts the classes it touched.
    await recountClassStudents([ours]);
    expect((await adminSummary()).classesWithoutTimetable?.count).toBe(without + 1);

    const csv = [
      HEADER,
      `${ours.branch},${ours.year},${ours.division},Tue,09:00,10:00,Stamps,Lecture,${faculty.login},${room},`,
    ].join('\n');
    expect(await importedTimetable(stack.apiUrl, token('Admin'), csv)).toMatchObject({ status: 'completed' });
    const imported = await adminSummary();
    expect(imported.classesWithoutTimetable?.count).toBe(without);
    expect(imported.lastTimetableImport).toMatchObject({
      status: 'completed',
      rows: 1,
      classes: 1,
      refused: 0,
    });
    expect(imported.lastTimetableImport?.finishedAt).not.toBe(first.lastTimetableImport?.finishedAt);
  });

  it('shows the Student’s day as each weekly slot, one-off change, undo, batch and term changes it', async () => {
    const ours = uniqueClass();
    const faculty = await facultyTeaching({ ...ours, subject: 'Optics' });
    const [room, lab] = await Promise.all([uniqueRoom(), uniqueRoom()]);
    const student = await signedIn(stack.apiUrl, 'Student', ours);
    const { date, weekday } = nextTeachingDate();
    let last: unknown;
    // The summary read through the API, which must be what the facts say now and not what they said before.
    const changed = async () => {
      const expected = await studentTimetable(ours, student.account.userId, { termAndBatch, classDaysFrom });
      const read = ((await dashboard(student.token)) as StudentSummary).timetable;
      expect(read).toEqual(expected);
      expect(read).not.toEqual(last);
      last = read;
    };
    const ok = async (answer: Promise<{ status: number; body: unknown }>) => {
      const { status, body } = await answer;
      expect(status, JSON.stringify(body)).toBe(200);
      return body as Record<string, unknown>;
    };
    const admin = (method: string, path: string, body: unknown) =>
      ok(call(stack.apiUrl, method, path, { token: token('Admin'), body }));
    const slot = (fields: Record<string, unknown>) =>
      admin('POST', '/api/admin/timetable/slots', {
        ...ours,
        type: 'Lecture',
        weekday,
        subject: 'Optics',
        facultyId: faculty.userId,
        ...fields,
      });

    last = ((await dashboard(student.token)) as StudentSummary).timetable;
    const made = await slot({ room, start: '18:00', end: '19:00' });
    await changed();
    const slotId = (made.slot as { slotId: string }).slotId;
    await admin('POST', '/api/timetable/changes', { kind: 'cancel', slotId, date });
    await changed();
    await admin('DELETE', '/api/admin/timetable/changes', { ...ours, date, changeId: slotId });
    await changed();

    // A practical of batch B2 before the lecture: seen with no batch set, not in B1, again in B2.
    await slot({ room: lab, type: 'Practical', batch: 'B2', start: '07:00', end: '08:00' });
    await changed();
    const batch = (name: string) =>
      admin('PUT', `/api/admin/timetable/students/${student.account.userId}/batch`, { batch: name });
    await batch('B1');
    await changed();
    await batch('B2');
    await changed();

    // The lectures' date made a holiday, and the term put back as the other tests have it.
    const term = (holidays: { date: string; name: string }[]) =>
      admin('PUT', '/api/admin/timetable/term', { ...TEST_TERM, holidays });
    try {
      await term([...TEST_TERM.holidays, { date, name: 'Stamp Day' }]);
      await changed();
    } finally {
      await term(TEST_TERM.holidays);
    }
    await changed();
  });
});
