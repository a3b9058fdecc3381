import { randomUUID } from 'node:crypto';
import { DEMO_CLASS } from './class-fields';
import { expect, test } from './fixtures';
import { logIn, logOut } from './session';

/*
 * A walk across two roles: a faculty member uploads a note, posts an announcement and marks the demo
 * student present; the student then finds the note in Study Buddy and downloads it under its own
 * name, reads the announcement and sees the attendance record.
 */
test('what a faculty member shares, a student finds: a note, an announcement, attendance', async ({
  page,
}) => {
  const tag = randomUUID().slice(0, 8);
  const subject = `Graph algorithms ${tag}`;
  const fileName = `Graphs ${tag}.pdf`;

  await logIn(page, 'faculty@campus.local', 'Faculty', 'campus-demo-faculty');
  await expect(page).toHaveURL(/\/facultypage$/);
  await page
    .getByRole('link', { name: /Upload Study Material/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/facultypage\/notes$/);

  // Every field is required, as the alert says (docs/requirements.md#note-upload).
  await page.getByRole('button', { name: 'Upload note' }).click();
  await expect(page.getByText('All fields are required.')).toBeVisible();

  await page.getByLabel('File', { exact: true }).setInputFiles({
    name: fileName,
    mimeType: 'application/pdf',
    buffer: Buffer.from(`%PDF-1.7\nBreadth-first search ${tag}\n`),
  });
  await page.getByLabel('Subject', { exact: true }).fill(subject);
  await page.getByLabel('Unit', { exact: true }).fill('Unit 4');
  // Filed for the demo student's branch and year, which Study Buddy opens on.
  await page.getByLabel('Branch', { exact: true }).fill('Computer Engineering');
  await expect(page.getByLabel('Uploaded by', { exact: true })).toHaveValue('Demo Faculty');
  await page.getByLabel('Division', { exact: true }).fill('B');
  await page.getByLabel('Year', { exact: true }).fill('SE');
  await page.getByRole('button', { name: 'Upload note' }).click();
  await expect(page.getByText('Note uploaded successfully!')).toBeVisible();
  await expect(page.getByRole('heading', { name: subject })).toBeVisible();

  await page.goto('/facultypage/announcements');
  await page.getByLabel('Title').fill(`Quiz on Friday ${tag}`);
  await page.getByLabel('Message').fill('Bring a pencil.');
  await page.getByRole('button', { name: 'Post announcement' }).click();
  await expect(page.getByText('Announcement posted successfully!')).toBeVisible();

  // The demo Faculty teaches the demo Student's class (infra/local/seed.ts): picked among theirs.
  await page.goto('/facultypage/attendance');
  await page.getByLabel('Class', { exact: true }).selectOption({
    label: `${DEMO_CLASS.branch} ${DEMO_CLASS.year} ${DEMO_CLASS.division} — Data Structures`,
  });
  await page.getByLabel('Search students').fill('demo student');
  const demoStudent = page.getByRole('checkbox', { name: 'Demo Student' });
  await expect(demoStudent).toBeChecked();
  await page.getByRole('button', { name: 'Mark attendance' }).click();
  await expect(page.getByText('Attendance marked successfully.')).toBeVisible();
  const records = page.getByRole('table');
  await expect(records.getByRole('row').filter({ hasText: 'student@campus.local' })).toContainText('Present');
  await logOut(page);

  await logIn(page, 'student@campus.local', 'Student', 'campus-demo-student');
  await expect(page).toHaveURL(/\/student$/);
  // The Notifications card's unread count is dashboard-facts.e2e.ts's, with a Student of its own: the
  // demo Student's moves with the other files that open Notifications at the same time.
  await page
    .getByRole('link', { name: /Study Buddy/ })
    .first()
    .click();
  await expect(page.getByLabel('Branch', { exact: true })).toHaveValue(DEMO_CLASS.branch);
  await expect(page.getByLabel('Year', { exact: true })).toHaveValue(DEMO_CLASS.year);
  await page.getByLabel('Subject', { exact: true }).fill(subject.toUpperCase());
  const card = page.getByRole('article').filter({ hasText: subject });
  await expect(card).toHaveCount(1);
  const downloading = page.waitForEvent('download');
  await card.getByRole('button', { name: /Download/ }).click();
  expect((await downloading).suggestedFilename()).toBe(fileName);

  await page.goto('/student/notifications');
  await expect(page.getByRole('heading', { name: new RegExp(`Quiz on Friday ${tag}`) })).toBeVisible();
  await page.goto('/student/attendance');
  // The required table (Date, Type, Status: docs/requirements.md#attendance-view), under the subject summary.
  const recordsTable = page
    .getByRole('table')
    .filter({ has: page.getByRole('columnheader', { name: 'Date' }) });
  await expect(recordsTable.getByRole('row').nth(1)).toContainText('Present');
});
