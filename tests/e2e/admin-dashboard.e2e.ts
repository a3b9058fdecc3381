import { randomBytes, randomUUID } from 'node:crypto';
import { stat } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { logIn } from './session';

async function asAdmin(page: Page) {
  await logIn(page, 'admin@campus.local', 'Admin', 'campus-demo-admin');
  await expect(page).toHaveURL(/\/admin$/);
}

test('an Admin adds a department and deletes it by name', async ({ page }) => {
  const name = `Marine Engineering ${randomUUID().slice(0, 6)}`;
  await asAdmin(page);
  await page.getByRole('link', { name: /^Departments Add/ }).click();
  await expect(page).toHaveURL(/\/admin\/departments$/);
  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByLabel('Description').fill('Ships, ports and offshore structures.');
  await page.getByRole('button', { name: 'Add department' }).click();
  await expect(page.getByText('Department added.')).toBeVisible();
  await expect(page.getByRole('heading', { name })).toBeVisible();

  // An empty name is stopped by the form itself, before anything is sent.
  await page.getByRole('button', { name: 'Add department' }).click();
  const nameField = page.getByLabel('Name', { exact: true });
  expect(await nameField.evaluate((input: HTMLInputElement) => input.validity.valueMissing)).toBe(true);

  await page.getByLabel('Name of the department to delete').fill(name.toLowerCase());
  await page.getByRole('button', { name: 'Delete department' }).click();
  await expect(page.getByText('Department deleted.')).toBeVisible();
  await expect(page.getByRole('heading', { name })).toHaveCount(0);
});

test('an Admin adds, edits and deletes a faculty member', async ({ page }) => {
  const name = `Dr. Kavya ${randomUUID().slice(0, 6)}`;
  await asAdmin(page);
  await page.goto('/admin/faculty');
  await page.getByRole('button', { name: 'Add New Faculty' }).click();
  // Add mode starts empty (docs/requirements.md#faculty-management), the department too.
  await expect(page.getByLabel('Name')).toHaveValue('');
  await expect(page.getByLabel('Department')).toHaveValue('');
  await page.getByLabel('Image URL').fill('/images/faculty/avatar-1.svg');
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Position').fill('Assistant Professor');
  await page.getByLabel('Education').fill('M.Tech, Structural Engineering');
  await page.getByLabel('Department').selectOption('Civil Engineering');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByText('Faculty member added.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add', exact: true })).toHaveCount(0);

  const card = page.getByRole('article').filter({ hasText: name });
  await card.getByRole('button', { name: `Edit ${name}` }).click();
  await expect(page.getByLabel('Position')).toHaveValue('Assistant Professor');
  await page.getByLabel('Position').fill('Professor');
  await page.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByText('Faculty member updated.')).toBeVisible();
  await expect(card).toContainText('Professor');

  page.once('dialog', (dialog) => void dialog.accept());
  await card.getByRole('button', { name: `Delete ${name}` }).click();
  await expect(page.getByText('Faculty member deleted.')).toBeVisible();
  await expect(card).toHaveCount(0);
});

test('an Admin uploads a 7 MB calendar, views, downloads and deletes it; a fake PDF is refused', async ({
  page,
}) => {
  await asAdmin(page);
  await page.goto('/admin/academic-calendar');
  await page.getByRole('button', { name: 'Upload calendar' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Please select a file to upload.' })).toBeVisible();

  await page.getByLabel('Calendar PDF').setInputFiles({
    name: 'fake.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('this is plain text, not a PDF'),
  });
  await page.getByRole('button', { name: 'Upload calendar' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Failed to upload file.' })).toBeVisible();

  const big = Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(7 * 1024 * 1024)]);
  await page
    .getByLabel('Calendar PDF')
    .setInputFiles({ name: 'Calendar 2026.pdf', mimeType: 'application/pdf', buffer: big });
  await page.getByRole('button', { name: 'Upload calendar' }).click();
  await expect(page.getByRole('progressbar')).toBeVisible();
  await expect(page.getByText('The academic calendar was updated.')).toBeVisible({ timeout: 30_000 });
  const viewer = page.locator('iframe[title="Academic calendar: Calendar 2026.pdf"]');
  await expect(viewer).toHaveAttribute('height', '600');

  // A browser without a PDF viewer (this headless one, a phone's) also saves the frame's PDF, which
  // may come first under load: the media file carries its name, so either is saved under it.
  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('Calendar 2026.pdf');
  // The download is a navigation that turns into a file; Chromium closes a page's dialogs when a
  // navigation ends, and under load one ended after the delete's confirm had opened. So it
  // finishes first, whole.
  expect((await stat(await download.path())).size).toBe(big.length);

  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page.getByText('No academic calendar uploaded.')).toBeVisible();
});

test('an Admin adds a room that a student then finds', async ({ page }) => {
  const code = `H${Date.now() % 100000}`;
  await asAdmin(page);
  await page.goto('/admin/rooms');
  await page.getByLabel('Room code').fill(code.toLowerCase());
  await page.getByLabel('Location').fill('H Wing, Second Floor, Drawing Hall');
  await page.getByRole('button', { name: 'Save room' }).click();
  await expect(page.getByText('Room saved.')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: code })).toContainText('Drawing Hall');

  await page.getByRole('button', { name: 'Logout' }).last().click();
  await expect(page).toHaveURL(/\/login$/);
  await logIn(page, 'student@campus.local', 'Student', 'campus-demo-student');
  await expect(page).toHaveURL(/\/student$/);
  await page.goto('/student/directions');
  await page.getByLabel('Classroom').fill(code);
  await page.getByRole('button', { name: 'Get directions' }).click();
  await expect(page.getByText('H Wing, Second Floor, Drawing Hall')).toBeVisible();
});

test('Back on a dashboard loaded first (a new tab, a bookmark) goes home, never off the site', async ({
  page,
}) => {
  await asAdmin(page);
  await page.goto('/admin');
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
