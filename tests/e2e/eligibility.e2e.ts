import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { checkAtBothWidths } from './axe';
import { fillClass } from './class-fields';
import { expect, test } from './fixtures';
import { aMarkedClass } from './marked-lectures';
import { logIn } from './session';

/*
 * Eligibility per subject (issue 47 item 4, decision 53), walked on one class's marked term: the
 * Student's Attendance with its summary by subject above the records, the Faculty member's list of
 * their students under the minimum (by keyboard alone) and the Admin's for any class, each export
 * read from the download itself. One class for the three walks, so they run in order.
 */
test.describe.configure({ mode: 'serial', timeout: 120_000 });

const PASSWORD = 'an eligibility passphrase';
const CSV_HEADER = 'first_name,last_name,email,subject,type,held,attended,percent,band';

let marked: Awaited<ReturnType<typeof aMarkedClass>>;
test.beforeAll(async () => {
  marked = await aMarkedClass(PASSWORD);
});

/* A table's row by what its first cell names, and that row's other cells. */
const cellsOf = (table: Locator, name: string) =>
  table
    .getByRole('row')
    .filter({ has: table.page().getByRole('rowheader', { name, exact: true }) })
    .getByRole('cell');

/* The file the page saves when `press` is done, as text. */
async function downloaded(page: Page, press: () => Promise<void>): Promise<string[]> {
  const [download] = await Promise.all([page.waitForEvent('download'), press()]);
  expect(download.suggestedFilename()).toMatch(/^under-minimum-.+\.csv$/);
  return (await readFile(await download.path(), 'utf8')).trim().split(/\r?\n/);
}

test('a Student’s Attendance puts the summary by subject above the required table of records', async ({
  page,
}) => {
  await logIn(page, marked.studentEmail, 'Student', PASSWORD);
  await expect(page).toHaveURL(/\/student$/, { timeout: 30_000 });
  await page.goto('/student/attendance');

  const summary = page.getByRole('table').filter({ has: page.getByRole('columnheader', { name: 'Held' }) });
  await expect(summary.getByRole('row').first()).toHaveText(
    'SubjectTypeHeldAttendedPercentageBandWhat it takes',
  );
  await expect(cellsOf(summary, 'Data Structures')).toHaveText([
    'Lecture',
    '2',
    '1',
    '50%',
    'Detained',
    'Attend the next 2 to reach 75%',
  ]);
  await expect(cellsOf(summary, 'Engineering Drawing')).toHaveText([
    'Lecture',
    '4',
    '4',
    '100%',
    'Eligible',
    'You can miss 1 more',
  ]);
  await expect(cellsOf(summary, 'Workshop Practice')).toHaveText([
    'Lecture',
    '1',
    '0',
    '0%',
    'Detained',
    '75% can no longer be reached this term',
  ]);

  // The required table (Date, Type, Status: docs/requirements.md#attendance-view) with Subject, a row a
  // lecture marked, under the summary.
  const records = page.getByRole('table').filter({ has: page.getByRole('columnheader', { name: 'Status' }) });
  await expect(records.getByRole('row').first()).toHaveText('DateTypeSubjectStatus');
  await expect(records.getByRole('row')).toHaveCount(1 + 7);
  await expect(records.getByRole('row').filter({ hasText: 'Workshop Practice' })).toHaveText(
    `${marked.latest}LectureWorkshop PracticeAbsent`,
  );
  const [top, under] = await Promise.all([summary.boundingBox(), records.boundingBox()]);
  expect(top && under && top.y + top.height <= under.y, 'the summary stands above the records').toBe(true);
  await checkAtBothWidths(page, 'the Student’s Attendance with the summary by subject');
});

test('a Faculty member lists their class’s students under the minimum and exports them, by keyboard alone', async ({
  page,
}) => {
  await logIn(page, marked.facultyEmail, 'Faculty', PASSWORD);
  await expect(page).toHaveURL(/\/facultypage$/, { timeout: 30_000 });
  await page.goto('/facultypage/attendance');

  const panel = page.getByRole('region', { name: 'Under the minimum' });
  const picker = panel.getByLabel('Class and subject');
  await picker.focus();
  await page.keyboard.press('Home');
  const chosen = () => picker.evaluate((select: HTMLSelectElement) => select.selectedOptions[0]?.text ?? '');
  for (let presses = 0; presses < 3 && !(await chosen()).endsWith('— Data Structures'); presses++)
    await page.keyboard.press('ArrowDown');
  expect(await chosen()).toBe(
    `${marked.ours.branch} ${marked.ours.year} ${marked.ours.division} — Data Structures`,
  );
  await page.keyboard.press('Tab');
  await expect(panel.getByRole('button', { name: 'Show students' })).toBeFocused();
  await page.keyboard.press('Enter');

  const list = panel.getByRole('table', { name: /Data Structures/ });
  await expect(list.getByRole('row')).toHaveCount(1 + 2);
  await expect(cellsOf(list, 'Sana Tester')).toHaveText(['Lecture', '2', '1', '50%', 'Detained']);
  await expect(cellsOf(list, '=SUM(A1) Behind')).toHaveText(['Lecture', '2', '0', '0%', 'Detained']);
  await checkAtBothWidths(page, 'the Faculty member’s students under the minimum');

  // The table scrolls on a narrow screen, so it takes focus first; then the export.
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  const download = panel.getByRole('button', { name: 'Download CSV' });
  await expect(download).toBeFocused();
  const lines = await downloaded(page, () => page.keyboard.press('Enter'));
  expect(lines[0]).toBe(CSV_HEADER);
  expect(lines.slice(1).sort()).toEqual(
    [
      `Sana,Tester,${marked.studentEmail},Data Structures,Lecture,2,1,50,detained`,
      `'=SUM(A1),Behind,'${marked.classmateEmail},Data Structures,Lecture,2,0,0,detained`,
    ].sort(),
  );
});

test('an Admin lists any class’s students under the minimum in a subject and exports them', async ({
  page,
}) => {
  await logIn(page, 'admin@campus.local', 'Admin', 'campus-demo-admin');
  await expect(page).toHaveURL(/\/admin$/, { timeout: 30_000 });
  await page.goto('/admin/classes');

  await fillClass(page.getByRole('region', { name: 'A class’s students' }), marked.ours);
  const panel = page.getByRole('region', { name: 'Under the minimum' });
  await panel.getByLabel('Subject').fill('Workshop Practice');
  await panel.getByRole('button', { name: 'Show students' }).click();

  const list = panel.getByRole('table', { name: /Workshop Practice/ });
  await expect(list.getByRole('row')).toHaveCount(1 + 2);
  for (const name of ['Sana Tester', '=SUM(A1) Behind'])
    await expect(cellsOf(list, name)).toHaveText(['Lecture', '1', '0', '0%', 'Detained']);
  await checkAtBothWidths(page, 'the Admin’s students under the minimum of a class');

  const lines = await downloaded(page, () => panel.getByRole('button', { name: 'Download CSV' }).click());
  expect(lines[0]).toBe(CSV_HEADER);
  expect(lines).toContain(
    `'=SUM(A1),Behind,'${marked.classmateEmail},Workshop Practice,Lecture,1,0,0,detained`,
  );
  expect(lines).toHaveLength(1 + 2);
});
