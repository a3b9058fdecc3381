import type { Page } from '@playwright/test';
import { TIMETABLE_COLUMNS } from '#shared/constants/timetable';
import { findByLogin } from '../../functions/accounts/accounts';
import { assign } from '../../functions/teaching';
import { collegeDay, uniqueClass, uniqueRoom } from '../support/timetable-fixtures';
import { checkAtBothWidths } from './axe';
import { fillClass } from './class-fields';
import { expect, test } from './fixtures';
import { madeAccount } from './made-accounts';
import { logIn } from './session';

/*
 * The Admin's Timetable (issue 47 item 1): the periods and term, a class's week edited by keyboard
 * alone, and a timetable imported from a CSV file. Each test makes its own class, room and Faculty
 * member; the periods and term are the timetable tests' shared college day, saved unchanged.
 */
async function openTimetable(page: Page) {
  await logIn(page, 'admin@campus.local', 'Admin', 'campus-demo-admin');
  await expect(page).toHaveURL(/\/admin$/, { timeout: 30_000 });
  await page.getByRole('link', { name: /^Timetable / }).click();
  await expect(page).toHaveURL(/\/admin\/timetable$/);
}

async function facultyOf(subject: string, ...classes: ReturnType<typeof uniqueClass>[]) {
  const email = await madeAccount({ firstName: 'Tilak', role: 'Faculty', password: 'timetable-admin-e2e' });
  const account = await findByLogin(email);
  if (!account) throw new Error('no Faculty');
  for (const one of classes) await assign(account.userId, { ...one, subject });
  return email;
}

test.beforeAll(collegeDay);

test('the periods and term are refused in plain words and saved with a confirmation', async ({ page }) => {
  test.setTimeout(60_000); // two axe runs, after the stack's first page
  await openTimetable(page);
  const periods = page.getByRole('form', { name: 'Periods' });
  await expect(periods.getByLabel('Name').first()).toHaveValue('Morning');
  await expect(periods.getByText('Break 13:00–13:30')).toBeVisible();
  await checkAtBothWidths(page, 'the Timetable section');

  await periods.getByLabel('Ends').first().fill('06:00');
  await periods.getByRole('button', { name: 'Save periods' }).press('Enter');
  await expect(periods.getByRole('alert')).toContainText('start must be before end');
  await periods.getByLabel('Ends').first().fill('13:00');
  await periods.getByRole('button', { name: 'Save periods' }).press('Enter');
  await expect(periods.getByRole('status')).toHaveText('The periods are saved.');

  const term = page.getByRole('form', { name: 'Term' });
  await expect(term.getByLabel('Holiday 1 name')).toHaveValue('Christmas');
  await term.getByRole('button', { name: 'Save term' }).press('Enter');
  await expect(term.getByRole('status')).toHaveText('The term is saved.');
});

test('an Admin adds a slot to a class’s week by keyboard, and a clash is shown in the API’s words', async ({
  page,
}, testInfo) => {
  test.setTimeout(60_000);
  const [studentClass, otherClass] = [uniqueClass(), uniqueClass()];
  const [room] = await Promise.all([uniqueRoom(), facultyOf('Maths', studentClass, otherClass)]);
  await openTimetable(page);
  const week = page.getByRole('region', { name: 'A class’s week' });
  await fillClass(week, studentClass);
  await expect(week.getByText('No slots yet for this class.')).toBeVisible();

  // Roving tabindex: one cell in the tab order; the arrows move, Enter opens the cell's form.
  const first = week.getByRole('button', { name: 'Mon, Morning 07:00–13:00: free' });
  await first.focus();
  await page.keyboard.press('ArrowRight');
  await expect(week.getByRole('button', { name: 'Tue, Morning 07:00–13:00: free' })).toBeFocused();
  await page.keyboard.press('Enter');
  const form = page.getByRole('form', { name: 'Add a slot on Tue' });
  await form.getByLabel('Starts').fill('09:00');
  await form.getByLabel('Ends').fill('10:00');
  await form.getByLabel('Subject').fill('Maths');
  // The picker offers the Faculty members assigned this class for Maths (the server's read).
  await form.getByLabel('Faculty member').selectOption({ label: 'Tilak Tester' });
  await form.getByLabel('Room').selectOption(room);
  await form.getByRole('button', { name: 'Save slot' }).press('Enter');
  await expect(week.getByRole('status').filter({ hasText: 'The slot is saved.' })).toBeVisible();
  const cell = week.getByRole('button', {
    name: `Tue, Morning 07:00–13:00: Maths, Lecture, Tilak Tester, ${room}`,
  });
  await expect(cell).toBeVisible();

  // The same Faculty member at the same time in another class: the server's 409, naming the slot.
  await fillClass(week, otherClass);
  await week.getByRole('button', { name: 'Tue, Morning 07:00–13:00: free' }).press('Enter');
  await form.getByLabel('Starts').fill('09:30');
  await form.getByLabel('Ends').fill('10:30');
  await form.getByLabel('Subject').fill('Maths');
  await form.getByLabel('Faculty member').selectOption({ label: 'Tilak Tester' });
  await form.getByLabel('Room').selectOption(room);
  await form.getByRole('button', { name: 'Save slot' }).press('Enter');
  await expect(form.getByRole('alert')).toContainText('already');
  await checkAtBothWidths(page, 'a class’s week with a slot form');
  await week.screenshot({ path: testInfo.outputPath('week-1280.png') });

  // A phone gets the week day by day.
  await fillClass(week, studentClass);
  await page.setViewportSize({ width: 360, height: 800 });
  const tuesday = week.getByRole('region', { name: 'Tue list' });
  await expect(tuesday).toContainText(`09:00–10:00 Maths, Lecture, Tilak Tester, ${room}`);
  await week.screenshot({ path: testInfo.outputPath('week-360.png') });
});

test('a timetable CSV is imported: its refused rows named by row number, then the slots imported', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const studentClass = uniqueClass();
  const [room, email] = await Promise.all([uniqueRoom(), facultyOf('Physics', studentClass)]);
  const { branch, year, division } = studentClass;
  const csv = (name: string, rows: string[]) => ({
    name,
    mimeType: 'text/csv',
    buffer: Buffer.from([TIMETABLE_COLUMNS.join(','), ...rows].join('\n')),
  });
  const good = `${branch},${year},${division},Wed,09:00,10:00,Physics,Lecture,${email},${room}`;
  await openTimetable(page);
  const panel = page.getByRole('region', { name: 'Import a timetable' });
  await expect(panel.getByText(TIMETABLE_COLUMNS[0], { exact: true })).toBeVisible();

  await panel
    .getByLabel('Timetable CSV file')
    .setInputFiles(csv('bad.csv', [good, good.replace(room, 'NOSUCH1')]));
  await panel.getByRole('button', { name: 'Upload and import' }).press('Enter');
  const refused = panel.getByRole('table', { name: 'Rows refused (1)' });
  await expect(refused.getByRole('row', { name: /^3 no room NOSUCH1/ })).toBeVisible({ timeout: 20_000 });
  await checkAtBothWidths(page, 'a refused timetable import');

  await panel.getByLabel('Timetable CSV file').setInputFiles(csv('good.csv', [good]));
  await panel.getByRole('button', { name: 'Upload and import' }).press('Enter');
  await expect(
    panel.getByRole('status').filter({ hasText: 'The timetable is imported. 1 slot imported for 1 class.' }),
  ).toBeVisible({
    timeout: 20_000,
  });
});
