import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { ROSTER_COLUMNS } from '#shared/schemas/roster';
import { severeAxeFindings, sidewaysOverflow } from './axe';
import { expect, test } from './fixtures';
import { logIn, logOut, mailedLink } from './session';

const HEADER = ROSTER_COLUMNS.join(',');
const csvFile = (name: string, rows: readonly string[]) => ({
  name,
  mimeType: 'text/csv',
  buffer: Buffer.from([HEADER, ...rows].join('\n')),
});

async function openRosterSection(page: Page) {
  await logIn(page, 'admin@campus.local', 'Admin', 'campus-demo-admin');
  await expect(page).toHaveURL(/\/admin$/);
  await page.getByRole('link', { name: /^Import roster / }).click();
  await expect(page.getByRole('heading', { name: 'Import roster' })).toBeVisible();
}

test('an Admin imports a roster by keyboard: the upload and the import show progress, bad rows are listed by row', async ({
  page,
}) => {
  test.setTimeout(90_000); // two uploads held back on purpose, and two axe runs
  await openRosterSection(page);
  // Nothing chosen: the form says so and puts the focus back on the file field.
  await page.getByRole('button', { name: 'Upload and import' }).press('Enter');
  await expect(page.getByRole('alert').filter({ hasText: 'Please select a file to upload.' })).toBeVisible();
  await expect(page.getByLabel('Roster CSV file')).toBeFocused();

  // The judging of the upload and the first report of the job are held back a moment, so the two
  // progress bars can be seen on a machine where both are quicker than a glance.
  await page.route('**/api/files/uploads/*/confirm', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 800));
    await route.continue();
  });
  let polls = 0;
  await page.route('**/api/admin/roster/imports/*', async (route) => {
    polls += 1;
    if (polls > 1) return route.continue();
    const job = await (await route.fetch()).json();
    return route.fulfill({ json: { ...job, status: 'checking', rows: 4, checked: 1 } });
  });

  const id = randomUUID().slice(0, 8);
  await page
    .getByLabel('Roster CSV file')
    .setInputFiles(
      csvFile('class-of-2027.csv', [
        `Asha,Rao,asha-${id}@example.org,Student,Computer Engineering,SE,A`,
        `Ben,,ben-${id}@example.org,Student,Computer Engineering,SE,A`,
        `Cara,Iyer,cara-${id}@example.org,Admin,,,`,
        `Dev,Shah,dev-${id}@example.org,Faculty,Civil Engineering,,`,
      ]),
    );
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Upload and import' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('progressbar', { name: 'Uploading class-of-2027.csv' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Uploaded; checking the file…' })).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Importing class-of-2027.csv' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Checked 1 of 4 rows' })).toBeVisible();

  await expect(page.getByRole('alert').filter({ hasText: 'Nothing was imported' })).toBeVisible();
  const refused = page.getByRole('table', { name: 'Rows refused (3)' });
  await expect(refused.getByRole('row')).toHaveCount(4);
  await expect(refused.getByRole('row', { name: /^3 lastName is required/ })).toBeVisible();
  await expect(refused.getByRole('row', { name: /^4 role Admin cannot be imported/ })).toBeVisible();
  await expect(
    refused.getByRole('row', { name: /^5 branch, year and division are all needed/ }),
  ).toBeVisible();
  expect(await severeAxeFindings(page)).toEqual([]);

  await page.setViewportSize({ width: 360, height: 740 });
  await expect(refused).toBeVisible();
  expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
  expect(await severeAxeFindings(page)).toEqual([]);
});

test('an imported Student sets a password through the mailed invitation, then logs in', async ({ page }) => {
  test.setTimeout(90_000); // an import, two logins and an axe run
  const email = `invited-${randomUUID().slice(0, 8)}@example.org`;
  await openRosterSection(page);
  await page
    .getByLabel('Roster CSV file')
    .setInputFiles(csvFile('new-students.csv', [`Mira,Joshi,${email},Student,Information Technology,FE,B`]));
  await page.getByRole('button', { name: 'Upload and import' }).click();
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: 'Import finished: 1 account created, 0 updated, 0 unchanged' }),
  ).toBeVisible();
  await logOut(page);

  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto(await mailedLink(email, 'set-password'));
  await expect(page.getByRole('heading', { name: 'Choose your password' })).toBeVisible();
  expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
  expect(await severeAxeFindings(page)).toEqual([]);
  await page.getByLabel('Password', { exact: true }).fill('my own passphrase');
  await page.getByLabel('Confirm password').fill('my own passphrase');
  await page.getByLabel('Confirm password').press('Enter');
  await expect(page.getByText('Your password is set. Please log in.')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  await logIn(page, email, 'Student', 'my own passphrase');
  await expect(page).toHaveURL(/\/student$/);
});
