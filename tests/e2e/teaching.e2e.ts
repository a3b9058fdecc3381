import type { Page } from '@playwright/test';
import { DEPARTMENT_NAMES } from '#shared/constants/departments';
import { TEACHING_MESSAGES } from '#shared/constants/teaching-messages';
import type { StudentClass } from '#shared/schemas/student-class';
import { checkAtBothWidths } from './axe';
import { expect, test } from './fixtures';
import { madeAccount } from './made-accounts';
import { logIn, logOut } from './session';

/*
 * Teaching assignments (DESIGN §3): an Admin assigns a Faculty member a class on the Teaching
 * screen, by keyboard; that Faculty member's attendance opens on it and marks it; once the Admin
 * takes it away, the Faculty member is told they have no class. Accounts are made straight in the
 * users table (as classes.e2e.ts makes them), each test its own, so the demo Faculty's classes,
 * which other files mark in parallel, are left alone.
 */
// Axe at two widths, twice, and four scrypt logins: minutes on a busy two-core machine.
test.describe.configure({ timeout: 180_000 });

const PASSWORD = 'a teaching passphrase';

/* A class of its own: the first department (a select's first choice by keyboard), FE, a division nothing else uses. */
const ownClass = (): StudentClass => ({
  branch: DEPARTMENT_NAMES[0],
  year: 'FE',
  division: `${String.fromCharCode(65 + Math.floor(Math.random() * 26))}Y${Math.floor(Math.random() * 10)}`,
});

const account = (firstName: string, role: 'Faculty' | 'Student', studentClass?: StudentClass) =>
  madeAccount({ firstName, role, password: PASSWORD, ...(studentClass && { studentClass }) });

async function findFaculty(page: Page, email: string) {
  await page.getByLabel('Faculty member’s email').fill(email);
  await page.getByRole('button', { name: 'Find Faculty member' }).click();
}

test('an Admin assigns a Faculty member a class by keyboard; they mark it; once it is taken away they have none', async ({
  page,
}) => {
  const studentClass = ownClass();
  const subject = 'Machine Learning';
  const className = `${studentClass.branch} ${studentClass.year} ${studentClass.division} — ${subject}`;
  const [faculty] = await Promise.all([
    account('Tara', 'Faculty'),
    ...['Ishan', 'Gita', 'Omkar'].map((name) => account(name, 'Student', studentClass)),
  ]);
  if (!faculty) throw new Error('no Faculty');

  await logIn(page, 'admin@campus.local', 'Admin', 'campus-demo-admin');
  await expect(page).toHaveURL(/\/admin$/, { timeout: 30_000 });
  await page
    .getByRole('link', { name: /Teaching/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/admin\/teaching$/);
  await expect(page.getByRole('heading', { name: 'Teaching', exact: true })).toBeVisible();
  await checkAtBothWidths(page, 'the Teaching section');

  // By keyboard alone: the email, Enter; then Tab to the class fields, choose, type, Enter.
  await page.getByLabel('Faculty member’s email').focus();
  await page.keyboard.type(faculty);
  await page.keyboard.press('Enter');
  const found = page.getByRole('region', { name: 'Classes of Tara Tester' });
  await expect(found.getByText(faculty)).toBeVisible();
  await expect(found.getByText('No classes are assigned yet.')).toBeVisible();
  await page.keyboard.press('Tab'); // Find Faculty member
  await page.keyboard.press('Tab');
  await expect(found.getByLabel('Branch', { exact: true })).toBeFocused();
  await page.keyboard.press('ArrowDown'); // the first department
  await page.keyboard.press('Tab');
  await page.keyboard.press('ArrowDown'); // FE
  await page.keyboard.press('Tab');
  await page.keyboard.type(studentClass.division.toLowerCase());
  await page.keyboard.press('Tab');
  await expect(found.getByLabel('Subject (optional)')).toBeFocused();
  await page.keyboard.type(subject);
  await page.keyboard.press('Enter');
  await expect(
    found.getByRole('status').filter({ hasText: `Tara Tester, ${className}: ${TEACHING_MESSAGES.assigned}` }),
  ).toBeVisible();
  await expect(found.getByRole('listitem')).toHaveCount(1);
  await expect(found.getByRole('listitem')).toContainText(className);
  await expect(found.getByRole('button', { name: `Remove ${className}` })).toBeVisible();
  await checkAtBothWidths(page, 'the Teaching section with a Faculty member and their class');
  await logOut(page);

  // The Faculty member's dashboard names the class on its Update Attendance card, which opens on
  // that class, its students listed; and marks it.
  await logIn(page, faculty, 'Faculty', PASSWORD);
  await expect(page).toHaveURL(/\/facultypage$/, { timeout: 30_000 });
  const card = page.locator('.dashboard-card').filter({ hasText: 'Update Attendance' });
  await expect(card).toContainText(`Your classes: ${className}.`);
  await checkAtBothWidths(page, 'the Faculty dashboard naming their class');
  await card.click();
  await expect(page).toHaveURL(/\/facultypage\/attendance$/);
  const picker = page.getByLabel('Class', { exact: true });
  await expect(picker.locator('option')).toHaveText([className]);
  await expect(picker.locator('option:checked')).toHaveText(className);
  await expect(page.locator('.student-list label')).toHaveText([
    'Gita Tester',
    'Ishan Tester',
    'Omkar Tester',
  ]);
  await checkAtBothWidths(page, 'attendance on an assigned class');
  await page.getByRole('button', { name: 'Mark attendance' }).click();
  await expect(page.getByText('Attendance marked successfully.')).toBeVisible();
  await expect(page.getByRole('table').getByRole('row')).toHaveCount(4);
  await logOut(page);

  // The Admin takes the class away.
  await logIn(page, 'admin@campus.local', 'Admin', 'campus-demo-admin');
  await expect(page).toHaveURL(/\/admin$/, { timeout: 30_000 });
  await page.goto('/admin/teaching');
  await findFaculty(page, faculty);
  await found.getByRole('button', { name: `Remove ${className}` }).click();
  await expect(
    found.getByRole('status').filter({ hasText: `Tara Tester, ${className}: ${TEACHING_MESSAGES.removed}` }),
  ).toBeVisible();
  await expect(found.getByText('No classes are assigned yet.')).toBeVisible();
  await logOut(page);

  // Now the Faculty member has no class: said plainly, and nothing to mark.
  await logIn(page, faculty, 'Faculty', PASSWORD);
  await expect(page).toHaveURL(/\/facultypage$/, { timeout: 30_000 });
  await page.goto('/facultypage/attendance');
  await expect(page.getByText(TEACHING_MESSAGES.noClasses)).toBeVisible();
  await expect(page.getByLabel('Class', { exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Mark attendance' })).toHaveCount(0);
});

test('a Faculty member with no class is told so, and an email that is not Faculty is refused', async ({
  page,
}) => {
  const faculty = await account('Nalini', 'Faculty');
  await logIn(page, faculty, 'Faculty', PASSWORD);
  await expect(page).toHaveURL(/\/facultypage$/, { timeout: 30_000 });
  await expect(page.locator('.dashboard-card').filter({ hasText: 'Update Attendance' })).toContainText(
    TEACHING_MESSAGES.noClasses,
  );
  await page.goto('/facultypage/attendance');
  await expect(page.getByText(TEACHING_MESSAGES.noClasses)).toBeVisible();
  await expect(page.getByRole('combobox')).toHaveCount(0);
  await logOut(page);

  await logIn(page, 'admin@campus.local', 'Admin', 'campus-demo-admin');
  await expect(page).toHaveURL(/\/admin$/, { timeout: 30_000 });
  await page.goto('/admin/teaching');
  await findFaculty(page, 'student@campus.local');
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(TEACHING_MESSAGES.noFacultyWithEmail);
});
