import type { StudentClass } from '#shared/schemas/student-class';
import { findByLogin } from '../../functions/accounts/accounts';
import { assign } from '../../functions/teaching';
import { checkAtBothWidths } from './axe';
import { fillClass } from './class-fields';
import { expect, test } from './fixtures';
import { madeAccount } from './made-accounts';
import { logIn, logOut } from './session';

/*
 * Classes (decision 16): the fields at sign-up, the ask-once prompt, the Admin's Classes section and
 * attendance by class, each checked by axe at 1280 and 360 px and worked by keyboard. Accounts are
 * made straight in the users table (the global setup's stack shares its environment with the
 * workers), as an account from before classes existed would be.
 */
// Each test runs axe four times and logs in with scrypt: minutes on a busy two-core machine.
test.describe.configure({ timeout: 120_000 });

const PASSWORD = 'a classy passphrase';

/* A class of its own per test: a two-letter division nothing else uses. */
const ownClass = (branch: StudentClass['branch'] = 'Civil Engineering'): StudentClass => ({
  branch,
  year: 'BE',
  division: `${String.fromCharCode(65 + Math.floor(Math.random() * 26))}Z${Math.floor(Math.random() * 10)}`,
});

const student = (firstName: string, studentClass?: StudentClass) =>
  madeAccount({ firstName, role: 'Student', password: PASSWORD, ...(studentClass && { studentClass }) });

test('sign-up asks a Student for a class, and only a Student', async ({ page }) => {
  await page.goto('/signup');
  const branch = page.getByLabel('Branch', { exact: true });
  await expect(branch).toBeVisible();
  await checkAtBothWidths(page, 'sign-up with the class fields');

  // Required: the form itself stops a Student without a branch.
  await page.getByRole('button', { name: 'Sign Up' }).click();
  expect(await branch.evaluate((select: HTMLSelectElement) => select.validity.valueMissing)).toBe(true);

  // By keyboard: from the role, Tab reaches branch, year and division in order.
  await page.getByLabel('Role').focus();
  await page.keyboard.press('Tab');
  await expect(branch).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Year', { exact: true })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Tab');
  await page.keyboard.type('b2');
  await expect(page.getByLabel('Division', { exact: true })).toHaveValue('b2');

  await page.getByLabel('Role').selectOption('Faculty');
  await expect(branch).toHaveCount(0);
});

test('a Student without a class is asked once a login, and the answer is kept', async ({ page }) => {
  const email = await student('Unasked');
  await logIn(page, email, 'Student', PASSWORD);
  await expect(page).not.toHaveURL(/\/login$/, { timeout: 30_000 });
  const prompt = page.getByRole('dialog', { name: 'Your class' });
  await expect(prompt).toBeVisible();
  await checkAtBothWidths(page, 'the class prompt');

  // Not now: gone for this session, even after a reload; the next login asks again.
  await prompt.getByRole('button', { name: 'Not now' }).click();
  await expect(prompt).toBeHidden();
  await page.reload();
  await expect(page.locator('main h1')).toBeVisible();
  await expect(prompt).toBeHidden();
  await logOut(page);
  await logIn(page, email, 'Student', PASSWORD);
  await expect(page).not.toHaveURL(/\/login$/, { timeout: 30_000 });
  await expect(prompt).toBeVisible();

  // Answered by keyboard alone: focus starts inside the dialog, on the branch.
  await expect(prompt.getByLabel('Branch', { exact: true })).toBeFocused();
  await page.keyboard.press('ArrowDown'); // the first department
  await page.keyboard.press('Tab');
  await page.keyboard.press('ArrowDown'); // FE
  await page.keyboard.press('Tab');
  await page.keyboard.type('c');
  await page.keyboard.press('Enter');
  await expect(page.getByText('Your class is saved.')).toBeVisible();
  await expect(prompt).toBeHidden();

  // Study Buddy opens on that class, and the student may widen it.
  await page.goto('/studybuddy');
  await expect(page.getByLabel('Branch', { exact: true })).toHaveValue(
    'Artificial Intelligence And Data Science',
  );
  await expect(page.getByLabel('Year', { exact: true })).toHaveValue('FE');
  await expect(page.getByText(/Showing notes for your class/)).toBeVisible();
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page.getByLabel('Branch', { exact: true })).toHaveValue('');

  await logOut(page);
  await logIn(page, email, 'Student', PASSWORD);
  await expect(page).not.toHaveURL(/\/login$/, { timeout: 30_000 });
  await expect(page.locator('main h1')).toBeVisible();
  await expect(prompt).toBeHidden();
});

test('an Admin sees a class by name and moves a student to another class', async ({ page }) => {
  const [from, to] = [ownClass(), ownClass('Information Technology')];
  const names = ['Zubin', 'Asha', 'Meher'];
  const emails = await Promise.all(names.map((name) => student(name, from)));
  await logIn(page, 'admin@campus.local', 'Admin', 'campus-demo-admin');
  await expect(page).toHaveURL(/\/admin$/, { timeout: 30_000 });
  await page.goto('/admin/classes');
  await expect(page.getByText('Choose a branch, year and division to see that class.')).toBeVisible();
  await fillClass(page.getByRole('region', { name: 'A class’s students' }), from);
  const roster = page.getByRole('region', { name: 'A class’s students' }).getByRole('listitem');
  await expect(roster).toHaveCount(3);
  await expect(roster.locator('strong')).toHaveText(['Asha Tester', 'Meher Tester', 'Zubin Tester']);
  await checkAtBothWidths(page, 'the Classes section');

  // By keyboard: pick Zubin from the list, which fills the change form and moves focus there.
  const pick = page.getByRole('button', { name: 'Change the class of Zubin Tester' });
  await pick.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByLabel('Student’s email')).toBeFocused();
  await expect(page.getByLabel('Student’s email')).toHaveValue(emails[0] ?? '');
  const change = page.getByRole('form', { name: 'Class of Zubin Tester' });
  await expect(change).toContainText(`is in ${from.branch} ${from.year} ${from.division}`);
  await fillClass(change, to);
  await change.getByLabel('Division', { exact: true }).press('Enter');
  const confirmation = `The student’s class is changed. Zubin Tester is now in ${to.branch} ${to.year} ${to.division}.`;
  const changeRegion = page.getByRole('region', { name: 'Change a student’s class' });
  await expect(changeRegion.getByRole('status').filter({ hasText: confirmation })).toBeVisible();
  await expect(roster).toHaveCount(2);
  await checkAtBothWidths(page, 'the Classes section after a change');

  // Found by email too; someone who is not a student is not.
  await page.getByLabel('Student’s email').fill('faculty@campus.local');
  await page.getByRole('button', { name: 'Find student' }).click();
  await expect(changeRegion.getByRole('alert')).toHaveText('No student has this email.');
});

test('Faculty mark one class, read its day and export it, by keyboard', async ({ page }) => {
  const studentClass = ownClass('Mechanical Engineering');
  await Promise.all(['Ravi', 'Anita', 'Kunal'].map((name) => student(name, studentClass)));
  // Faculty mark only the classes an Admin assigned them: this one is added to the demo Faculty's.
  const demoFaculty = await findByLogin('faculty@campus.local');
  if (!demoFaculty) throw new Error('the demo Faculty is not seeded');
  expect(await assign(demoFaculty.userId, studentClass)).toBe('assigned');
  await logIn(page, 'faculty@campus.local', 'Faculty', 'campus-demo-faculty');
  await expect(page).toHaveURL(/\/facultypage$/, { timeout: 30_000 });
  await page.goto('/facultypage/attendance');
  const picker = page.getByRole('form', { name: 'Update Attendance' }).getByLabel('Class', { exact: true });
  await picker.selectOption({
    label: `${studentClass.branch} ${studentClass.year} ${studentClass.division}`,
  });
  const boxes = page.getByRole('checkbox');
  await expect(boxes).toHaveCount(3);
  await expect(page.locator('.student-list label')).toHaveText([
    'Anita Tester',
    'Kunal Tester',
    'Ravi Tester',
  ]);
  await checkAtBothWidths(page, 'attendance with a class chosen');

  await page.getByLabel('Search students').fill('kun');
  await expect(boxes).toHaveCount(1);
  await page.getByLabel('Search students').fill('');
  await expect(boxes).toHaveCount(3);

  // Kunal absent, by keyboard: Space unticks, Enter on the button marks.
  const kunal = page.getByRole('checkbox', { name: 'Kunal Tester' });
  await kunal.focus();
  await page.keyboard.press('Space');
  await expect(kunal).not.toBeChecked();
  await page.getByRole('button', { name: 'Mark attendance' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Attendance marked successfully.')).toBeVisible();
  const rows = page.getByRole('table').getByRole('row');
  await expect(rows).toHaveCount(4);
  await expect(rows.filter({ hasText: 'Kunal' })).toContainText('Absent');
  await checkAtBothWidths(page, 'attendance with the day’s records');

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download CSV' }).click();
  const file = await downloading;
  expect(file.suggestedFilename()).toMatch(
    /^attendance-mechanical-engineering-be-[a-z0-9]+-\d{4}-\d{2}-\d{2}-to-/,
  );
});
