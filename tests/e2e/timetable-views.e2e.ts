import type { Page } from '@playwright/test';
import type { StudentClass } from '#shared/schemas/student-class';
import type { Term } from '#shared/schemas/timetable';
import { findByLogin } from '../../functions/accounts/accounts';
import { assign } from '../../functions/teaching';
import { findPeriods, findTerm } from '../../functions/timetable';
import { call, loginAs } from '../support/api';
import { collegeDay, uniqueClass, uniqueRoom } from '../support/timetable-fixtures';
import { checkAtBothWidths } from './axe';
import { expect, test } from './fixtures';
import { madeAccount } from './made-accounts';
import { logIn } from './session';

/*
 * The Time Table from data (issue 47): a Student sees today's lectures in order, today's
 * cancellation said, the next marked, only their batch's practicals, and the week; a room link
 * opens Get Directions on that room, by keyboard. A Faculty member sees the same with the class
 * and batch, their rooms opening the Get Directions under their week. Each test makes its own
 * class, rooms and accounts through the API; the browser's clock is set to the next Wednesday of
 * the term that is not a holiday. The times lie within both the seeded bell schedule (09:00–17:00)
 * and the integration tests' (07:00–19:00).
 */
test.describe.configure({ timeout: 180_000 });

const PASSWORD = 'a timetable passphrase';
const api = () => process.env.CAMPUS_E2E_URL ?? '';

async function userIdOf(email: string): Promise<string> {
  const account = await findByLogin(email, { consistent: true });
  if (!account) throw new Error(`${email} not made`);
  return account.userId;
}

/* The first Wednesday after today that the term teaches. */
function nextWednesday(term: Term | undefined): string {
  const today = new Date();
  for (let days = (3 - today.getUTCDay() + 7) % 7 || 7; ; days += 7) {
    const date = new Date(today.getTime() + days * 86_400_000).toISOString().slice(0, 10);
    if (!term?.holidays.some((holiday) => holiday.date === date)) return date;
  }
}

/* A class's Wednesday: two lectures (the first cancelled that day), a practical per batch; its Student in A1. */
async function aWednesday() {
  if (!(await findPeriods()) || !(await findTerm())) await collegeDay();
  const wednesday = nextWednesday(await findTerm());
  const ours: StudentClass = uniqueClass();
  const [studentEmail, facultyEmail, room, lab, admin] = await Promise.all([
    madeAccount({ firstName: 'Tara', role: 'Student', password: PASSWORD, studentClass: ours }),
    madeAccount({ firstName: 'Vikram', role: 'Faculty', password: PASSWORD }),
    uniqueRoom(),
    uniqueRoom(),
    loginAs(api(), { email: 'admin@campus.local', password: 'campus-demo-admin', role: 'Admin' }),
  ]);
  const facultyId = await userIdOf(facultyEmail);
  for (const subject of ['Data Structures', 'Operating Systems', 'Networks Lab'])
    await assign(facultyId, { ...ours, subject });
  const asAdmin = async (method: string, path: string, body: Record<string, unknown>) => {
    const answer = await call(api(), method, path, { token: admin, body });
    if (answer.status !== 200) throw new Error(`${path}: ${JSON.stringify(answer.body)}`);
    return answer.body;
  };
  const slot = (fields: Record<string, unknown>) =>
    asAdmin('POST', '/api/admin/timetable/slots', {
      ...ours,
      weekday: 'Wed',
      type: 'Lecture',
      facultyId,
      room,
      ...fields,
    }).then((made) => (made.slot as { slotId: string }).slotId);
  const first = await slot({ subject: 'Data Structures', start: '09:00', end: '10:00' });
  await slot({ subject: 'Operating Systems', start: '10:00', end: '11:00' });
  for (const [batch, start, end] of [
    ['A1', '13:30', '15:00'],
    ['A2', '15:00', '16:30'],
  ])
    await slot({ subject: 'Networks Lab', type: 'Practical', batch, room: lab, start, end });
  await asAdmin('POST', '/api/timetable/changes', { kind: 'cancel', slotId: first, date: wednesday });
  await asAdmin('PUT', `/api/admin/timetable/students/${await userIdOf(studentEmail)}/batch`, {
    batch: 'A1',
  });
  return { ours, studentEmail, facultyEmail, room, lab, wednesday };
}

const todayList = (page: Page) => page.getByRole('region', { name: 'Today' }).getByRole('listitem');

/* The third lecture's room link of today's list, focused and opened with Enter: at `to`, on that room. */
async function openRoomByKeyboard(page: Page, room: string, to: string): Promise<void> {
  await todayList(page)
    .nth(2)
    .getByRole('link', { name: `Room ${room}, get directions` })
    .focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`${to}\\?room=${room}$`));
}

test('a Student’s Time Table: today in order, their batch only, a room opening Get Directions by keyboard', async ({
  page,
}) => {
  const { studentEmail, room, lab, wednesday } = await aWednesday();
  await page.clock.setFixedTime(new Date(`${wednesday}T09:30:00`));
  await logIn(page, studentEmail, 'Student', PASSWORD);
  await expect(page).toHaveURL(/\/student$/, { timeout: 30_000 });
  await page.goto('/student/timetable');

  await expect(todayList(page)).toHaveText([
    `09:00–10:00 Data Structures Lecture · Room ${room} · Vikram Tester Cancelled today`,
    `Next 10:00–11:00 Operating Systems Lecture · Room ${room} · Vikram Tester`,
    `13:30–15:00 Networks Lab Practical (batch A1) · Room ${lab} · Vikram Tester`,
  ]);
  const week = page.getByRole('region', { name: 'This week' });
  await expect(week.getByRole('table', { name: 'The week by period' })).toContainText('Operating Systems');
  await expect(week).not.toContainText('batch A2');
  await checkAtBothWidths(page, 'the Student’s Time Table');
  await page.setViewportSize({ width: 360, height: 800 });
  await expect(page.getByRole('region', { name: 'Wednesday' })).toContainText('Operating Systems');
  await page.setViewportSize({ width: 1280, height: 800 });

  // By keyboard: the practical's room link, Enter, and Get Directions has found that room.
  await openRoomByKeyboard(page, lab, '/student/directions');
  await expect(page.getByLabel('Classroom')).toHaveValue(lab);
  await expect(page.getByText(`${lab}: Test wing`)).toBeVisible();
});

test('a Faculty member’s View Time Table names the class and batch of each lecture', async ({ page }) => {
  const { ours, facultyEmail, room, lab, wednesday } = await aWednesday();
  const className = `${ours.branch} ${ours.year} ${ours.division}`;
  await page.clock.setFixedTime(new Date(`${wednesday}T12:00:00`));
  await logIn(page, facultyEmail, 'Faculty', PASSWORD);
  await expect(page).toHaveURL(/\/facultypage$/, { timeout: 30_000 });
  await page.goto('/facultypage/timetable');

  await expect(todayList(page)).toHaveText([
    `09:00–10:00 Data Structures Lecture · Room ${room} · ${className} Cancelled today`,
    `10:00–11:00 Operating Systems Lecture · Room ${room} · ${className}`,
    `Next 13:30–15:00 Networks Lab Practical (batch A1) · Room ${lab} · ${className}, batch A1`,
    `15:00–16:30 Networks Lab Practical (batch A2) · Room ${lab} · ${className}, batch A2`,
  ]);
  await checkAtBothWidths(page, 'the Faculty member’s View Time Table');
  await page.setViewportSize({ width: 360, height: 800 });
  await expect(page.getByRole('region', { name: 'Wednesday' })).toContainText(`${className}, batch A2`);
  await page.setViewportSize({ width: 1280, height: 800 });

  // By keyboard: a room opens the Get Directions on this Time Table (theirs has no section of it).
  await openRoomByKeyboard(page, lab, '/facultypage/timetable');
  const directions = page.getByRole('region', { name: 'Get Directions' });
  await expect(directions.getByRole('heading', { name: 'Get Directions' })).toBeFocused();
  await expect(directions.getByLabel('Classroom')).toHaveValue(lab);
  await expect(directions.getByText(`${lab}: Test wing`)).toBeVisible();
});
