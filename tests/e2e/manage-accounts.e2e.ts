import { randomUUID } from 'node:crypto';
import type { Locator, Page } from '@playwright/test';
import type { Role } from '#shared/constants/roles';
import { createAccount } from '../../functions/accounts/accounts';
import { severeAxeFindings, sidewaysOverflow } from './axe';
import { expect, test } from './fixtures';

/*
 * Accounts to act on, stored straight in the table: the global setup started the stack in the
 * parent process, whose environment (table names, endpoints) workers inherit. They never log in.
 */
async function storedAccount(role: Role, firstName: string, lastName: string) {
  const account = await createAccount({
    login: `${firstName.toLowerCase()}-${randomUUID()}@example.org`,
    firstName,
    lastName,
    birthDate: '2002-02-02',
    role,
    status: 'active',
    passwordHash: 'scrypt$not-a-real-hash',
    ...(role === 'Student' ? { branch: 'Civil Engineering', year: 'TE', division: 'B' } : {}),
  } as const);
  if (!account) throw new Error('account not stored');
  return `${firstName} ${lastName}`;
}

/** Presses Tab until `target` has the focus, as a keyboard user would. */
async function tabTo(page: Page, target: Locator, limit = 80) {
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error('Tab never reached the element');
}

async function logInAsAdmin(page: Page) {
  await page.goto('/login');
  await page.getByLabel('Email').fill('admin@campus.local');
  await page.getByLabel('Password').fill('campus-demo-admin');
  await page.getByLabel('Role').selectOption('Admin');
  await page.getByLabel('Password').press('Enter');
  await expect(page).toHaveURL(/\/admin$/);
}

test('an Admin finds accounts and disables, enables, graduates and deletes them with the keyboard alone', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const surname = `Kulkarni${randomUUID().slice(0, 6)}`;
  const student = await storedAccount('Student', 'Meena', surname);
  const faculty = await storedAccount('Faculty', 'Arun', surname);
  await page.setViewportSize({ width: 360, height: 800 });
  await logInAsAdmin(page);
  await page.goto('/admin/manage-accounts');
  await expect(page.getByRole('heading', { name: 'Find accounts' })).toBeVisible();

  await tabTo(page, page.getByLabel('Name or email'));
  await page.keyboard.type(surname.toLowerCase());
  await page.keyboard.press('Enter');
  const rows = page.getByRole('listitem').filter({ hasText: surname });
  await expect(rows).toHaveCount(2);

  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    expect(await severeAxeFindings(page), `at ${width} px`).toEqual([]);
    expect(await sidewaysOverflow(page), `at ${width} px`).toBeLessThanOrEqual(0);
  }
  await page.setViewportSize({ width: 360, height: 800 });

  const status = page.getByRole('status').filter({ hasText: faculty });
  await tabTo(page, page.getByRole('button', { name: `Disable ${faculty}` }));
  await page.keyboard.press('Enter');
  await expect(status).toContainText('Account disabled.');
  const facultyRow = rows.filter({ hasText: 'Arun' });
  await expect(facultyRow).toContainText('disabled');

  await tabTo(page, page.getByRole('button', { name: `Enable ${faculty}` }));
  await page.keyboard.press('Enter');
  await expect(status).toContainText('Account enabled.');
  await expect(facultyRow).toContainText('active');

  await tabTo(page, page.getByRole('button', { name: `Make Alumni ${student}` }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: student })).toContainText('now Alumni');
  await expect(rows.filter({ hasText: 'Meena' })).toContainText('Alumni');
  await expect(page.getByRole('button', { name: `Make Alumni ${student}` })).toHaveCount(0);

  // Delete asks first, in the row; keeping the account puts focus back on Delete.
  await tabTo(page, page.getByRole('button', { name: `Delete ${faculty}` }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: `Yes, delete ${faculty}` })).toBeFocused();
  expect(await severeAxeFindings(page)).toEqual([]);
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: `Delete ${faculty}` })).toBeFocused();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await expect(status).toContainText('Account deleted.');
  await expect(rows).toHaveCount(1);
});

test("an Admin's own row offers no way to disable or delete it", async ({ page }) => {
  await logInAsAdmin(page);
  await page.goto('/admin/manage-accounts');
  await page.getByLabel('Name or email').fill('admin@campus.local');
  await page.getByRole('button', { name: 'Find accounts' }).click();
  const own = page.getByRole('listitem').filter({ hasText: 'admin@campus.local' });
  await expect(own).toContainText('this is you');
  await expect(own.getByRole('button')).toHaveCount(0);

  await page.getByLabel('Name or email').fill(`nobody-${randomUUID().slice(0, 8)}`);
  await page.getByRole('button', { name: 'Find accounts' }).click();
  await expect(page.getByText(/No account’s name or email starts with/)).toBeVisible();
});
