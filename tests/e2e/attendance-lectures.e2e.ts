import type { StudentClass } from '#shared/schemas/student-class';
import { findByLogin } from '../../functions/accounts/accounts';
import { assign } from '../../functions/teaching';
import { findPeriods, findTerm } from '../../functions/timetable';
import { call, loginAs } from '../support/api';
import { recentTeachingDate } from '../support/lecture-fixtures';
import { collegeDay, uniqueClass, uniqueRoom } from '../support/timetable-fixtures';
import { checkAtBothWidths } from './axe';
import { expect, test } from './fixtures';
import { madeAccount } from './made-accounts';
import { logIn } from './session';

/*
 * Update Attendance by lecture (decision 48): a Faculty member's page opens on the lecture now,
 * its students present until unticked, marked in one action by keyboard alone; the lecture of that
 * morning left unmarked is listed and opens in one click. The browser's clock is set to the morning
 * of a recent teaching day, a date the server accepts a mark for.
 */
test.describe.configure({ timeout: 180_000 });

const PASSWORD = 'a lecture attendance passphrase';
const api = () => process.env.CAMPUS_E2E_URL ?? '';

async function aTeachingMorning() {
  if (!(await findPeriods()) || !(await findTerm())) await collegeDay();
  const { date, weekday } = recentTeachingDate(2);
  const ours: StudentClass = uniqueClass();
  const [facultyEmail, room, admin] = await Promise.all([
    madeAccount({ firstName: 'Vikram', role: 'Faculty', password: PASSWORD }),
    uniqueRoom(),
    loginAs(api(), { email: 'admin@campus.local', password: 'campus-demo-admin', role: 'Admin' }),
    madeAccount({ firstName: 'Zoya', role: 'Student', password: PASSWORD, studentClass: ours }),
    madeAccount({ firstName: 'Aman', role: 'Student', password: PASSWORD, studentClass: ours }),
  ]);
  const faculty = await findByLogin(facultyEmail, { consistent: true });
  if (!faculty) throw new Error('Faculty not made');
  for (const subject of ['Data Structures', 'Operating Systems'])
    await assign(faculty.userId, { ...ours, subject });
  for (const [subject, start, end] of [
    ['Operating Systems', '09:00', '10:00'],
    ['Data Structures', '10:00', '11:00'],
  ]) {
    const made = await call(api(), 'POST', '/api/admin/timetable/slots', {
      token: admin,
      body: { ...ours, weekday, type: 'Lecture', subject, start, end, room, facultyId: faculty.userId },
    });
    if (made.status !== 200) throw new Error(`slot not made: ${JSON.stringify(made.body)}`);
  }
  return { date, facultyEmail };
}

test('Update Attendance opens on the lecture now and marks it by keyboard; the unmarked one is a click away', async ({
  page,
}) => {
  const { date, facultyEmail } = await aTeachingMorning();
  await page.clock.setFixedTime(new Date(`${date}T10:30:00`));
  await logIn(page, facultyEmail, 'Faculty', PASSWORD);
  await expect(page).toHaveURL(/\/facultypage$/, { timeout: 30_000 });
  await page.goto('/facultypage/attendance');

  await expect(page.getByRole('radio', { name: /10:00–11:00 Data Structures/ })).toBeChecked();
  const students = page.getByRole('form', { name: 'Students of Data Structures' }).getByRole('checkbox');
  await expect(students).toHaveCount(2);
  await expect(students.first()).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Aman Tester' })).toBeChecked();
  const unmarked = page.getByRole('region', { name: 'Not marked yet' });
  await expect(unmarked).toContainText(`${date}: 09:00–10:00 Operating Systems`);
  await checkAtBothWidths(page, 'Update Attendance by lecture');
  await page.screenshot({ path: 'test-results/attendance-lectures-1280.png', fullPage: true });
  await page.setViewportSize({ width: 360, height: 800 });
  await page.screenshot({ path: 'test-results/attendance-lectures-360.png', fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });

  // By keyboard alone: untick Zoya, then Tab to the one action and press Enter.
  await page.getByRole('checkbox', { name: 'Zoya Tester' }).focus();
  await page.keyboard.press('Space');
  await expect(page.getByRole('checkbox', { name: 'Zoya Tester' })).not.toBeChecked();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Mark attendance' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Attendance marked successfully.')).toBeVisible();
  const records = page.getByRole('region', { name: 'The day’s records' });
  await expect(records.getByRole('row')).toHaveText([
    'DateTypeSubjectTimeFirst nameLast nameEmailStatus',
    /Data Structures10:00–11:00AmanTester.*Present$/,
    /Data Structures10:00–11:00ZoyaTester.*Absent$/,
  ]);
  await expect(page.getByRole('radio', { name: /Data Structures.* — marked/ })).toBeVisible();

  // The weekly slots recur: last week's lectures are unmarked too; this morning's is clicked.
  await unmarked.getByRole('button', { name: new RegExp(`^${date}: 09:00–10:00 Operating Systems`) }).click();
  await expect(page.getByRole('radio', { name: /09:00–10:00 Operating Systems/ })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Zoya Tester' })).toBeChecked();
});
