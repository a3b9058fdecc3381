import { beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '#shared/constants/roles';
import type { FacultySummary, StudentSummary } from '#shared/schemas/dashboard';
import { call } from '../support/api';
import { countingRequests } from '../support/dynamo-requests';
import { signedIn, signedInFaculty, taughtWeekly, weeklySlot } from '../support/lecture-fixtures';
import { signedInStack } from '../support/shared-stack';
import type { TestStack } from '../support/test-stack';
import { collegeDay, uniqueClass, uniqueRoom } from '../support/timetable-fixtures';

/*
 * Issue 47 item 5: each dashboard reads what it needs once, and a summary kept under unchanged
 * stamps (decision 64) is read in one BatchGet beside the session's Get. The handlers run in this
 * process (the local gateway), so the counter on the app's DynamoDB client sees every request.
 */
describe('dashboard summary: one read of each fact’s data', () => {
  let stack: TestStack;
  let token: (role: Role) => string;
  beforeAll(async () => {
    ({ stack, token } = await signedInStack());
    await collegeDay();
  });
  const counted = async <T>(as: string) => {
    // Once the set-up's own background work (its accounts' mail) has settled.
    const { value, requests } = await countingRequests(
      () => call(stack.apiUrl, 'GET', '/api/dashboard', { token: as }),
      { quietMs: 300 },
    );
    expect(value.status).toBe(200);
    return { summary: value.body as T, requests };
  };
  /*
   * The summary just read is kept (for 5 s only, read under the set-up's fresh stamps, which
   * dashboard-kept.test.ts follows to their end): the next read is one BatchGet, the session and
   * the stamps.
   */
  const keptRead = async (as: string, fresh: unknown) => {
    const again = await counted(as);
    expect(again.summary).toEqual(fresh);
    expect(again.requests.each).toEqual({ 'BatchGet accountSessions+changeStamps': 1 });
  };

  it('reads the Student’s account, term, batch and class week once, then the kept summary in one BatchGet', async () => {
    const ours = uniqueClass();
    await taughtWeekly(stack.apiUrl, token('Admin'), { ...ours, subject: 'Optics', weekday: 'Wed' });
    const student = await signedIn(stack.apiUrl, 'Student', ours);
    const { summary, requests } = await counted<StudentSummary>(student.token);
    expect(summary.timetable).toBeDefined();
    expect(summary.underMinimum).toEqual({ minimum: 75, subjects: [] });
    // The session, the stamps and the kept summary first (none yet) in one BatchGet, the facts, their
    // class's stamps, the summary kept.
    expect(requests.each).toEqual({
      'BatchGet accountSessions+dashboardSummaries+changeStamps': 1,
      'BatchGet changeStamps': 1,
      'BatchGet timetable': 1,
      'Get attendance': 1,
      'Put dashboardSummaries': 1,
      'Query announcements': 1,
      'Query attendance': 1,
      'Query gptTasks/byOwner': 1,
      'Query lastVisits': 1,
      'Query notes/byBranch': 1,
      'Query timetable': 1,
      'Query users/byUserId': 1,
    });
    await keptRead(student.token, summary);
  });

  it('reads the Faculty member’s week once, for their day and their students under the minimum', async () => {
    const ours = uniqueClass();
    const teacher = await signedInFaculty(stack.apiUrl, ours, 'Optics');
    for (const weekday of ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'])
      await weeklySlot(stack.apiUrl, token('Admin'), {
        ...ours,
        weekday,
        subject: 'Optics',
        start: '09:00',
        end: '10:00',
        room: await uniqueRoom(),
        facultyId: teacher.account.userId,
      });
    const { summary, requests } = await counted<FacultySummary>(teacher.token);
    expect(summary.underMinimum).toEqual({ minimum: 75, students: 0, classes: [] });
    // The session with the stamps, the term, the bands, the week with 15 dates, then the marks and
    // the counts; the week's classes' stamps and the summary kept.
    expect(requests.each).toEqual({
      'BatchGet accountSessions+dashboardSummaries+changeStamps': 1,
      'BatchGet changeStamps': 1,
      'BatchGet attendance': 2,
      'BatchGet timetable': 1,
      'Get attendance': 1,
      'Get timetable': 1,
      'Put dashboardSummaries': 1,
    });
    await keptRead(teacher.token, summary);
  });
});
