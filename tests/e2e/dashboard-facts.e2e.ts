import type { Page } from '@playwright/test';
import { checkAtBothWidths } from './axe';
import { expect, test } from './fixtures';
import { madeAccount } from './made-accounts';
import { logIn } from './session';

/*
 * The dashboards' cards carry live facts from one read (issue 47): the Admin's approvals,
 * undelivered mail and last imports; the Student's next lecture, and unread announcements and new
 * notes, which fall to none once the Student has opened the section. Checked by axe at 1,280 and
 * 360 px, and opened by keyboard.
 */
const card = (page: Page, title: string) =>
  page
    .locator('.dashboard-card')
    .filter({ has: page.locator('.card-title', { hasText: new RegExp(`^${title}$`) }) });

test('the Admin’s cards show approvals, undelivered mail and the last import', async ({ page }) => {
  await logIn(page, 'admin@campus.local', 'Admin', 'campus-demo-admin');
  await expect(page).toHaveURL(/\/admin$/);
  await expect(card(page, 'Approvals')).toContainText(/(\d+\+? accounts? |No accounts )waiting for approval/);
  await expect(card(page, 'Undelivered mail')).toContainText(/No undelivered mail|Undelivered: \d+/);
  await expect(card(page, 'Import roster')).toContainText(
    /No roster imported yet|Last import, |An import is running/,
  );
  await expect(card(page, 'Timetable')).toContainText(/No timetable imported yet|Last timetable import, /);
  // The two sections about accounts are told apart by their names.
  await expect(card(page, 'Find accounts')).toBeVisible();
  await checkAtBothWidths(page, 'the Admin dashboard with its facts');

  // Each fact's card opens its section, by keyboard too.
  await card(page, 'Approvals').focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/admin\/accounts$/);
});

test('the Student’s cards show unread announcements and new notes, none once opened', async ({ page }) => {
  // A Student of the file's own: the demo Student's counts move with what other files do at once.
  const password = 'dashboard-facts-student';
  const email = await madeAccount({
    firstName: 'Facts',
    role: 'Student',
    password,
    studentClass: { branch: 'Computer Engineering', year: 'SE', division: 'A' },
  });
  await logIn(page, email, 'Student', password);
  await expect(page).toHaveURL(/\/student$/);
  await expect(card(page, 'Notifications')).toContainText(/not yet read|No unread announcements/);
  await expect(card(page, 'Study Buddy')).toContainText(/for your class since your last visit/);
  await expect(card(page, 'Time Table')).toContainText(/Next: |No lectures today|No more lectures today/);
  await checkAtBothWidths(page, 'the Student dashboard with its facts');

  await card(page, 'Notifications').click();
  await expect(page.getByRole('heading', { name: 'Notifications' })).toBeVisible();
  await page.goto('/studybuddy');
  await expect(page.getByRole('heading', { name: 'Study Buddy', level: 1 })).toBeVisible();
  await page.goto('/student');
  await expect(card(page, 'Notifications')).toContainText('No unread announcements');
  await expect(card(page, 'Study Buddy')).toContainText('No new notes for your class since your last visit');
});
