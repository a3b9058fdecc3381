import { randomUUID } from 'node:crypto';
import { pdfWithPages } from '../support/pdf';
import { expect, test } from './fixtures';
import { logIn, logOut } from './session';

test('a student asks about a fact only a faculty PDF note holds, and sees that note and page named as the source', async ({
  page,
}) => {
  const word = `vantablex${randomUUID().slice(0, 6)}`;
  const subject = `Materials ${word}`;
  await logIn(page, 'faculty@campus.local', 'Faculty', 'campus-demo-faculty');
  await expect(page).toHaveURL(/\/facultypage$/);
  await page.goto('/facultypage/notes');
  await page.getByLabel('File', { exact: true }).setInputFiles({
    name: `${word}.pdf`,
    mimeType: 'application/pdf',
    buffer: pdfWithPages([
      'Lecture notes: light and matter.',
      `${word} absorbs 99.9 percent of visible light.`,
    ]),
  });
  await page.getByLabel('Subject', { exact: true }).fill(subject);
  await page.getByLabel('Unit', { exact: true }).fill('Unit 2');
  await page.getByLabel('Branch', { exact: true }).fill('Materials');
  await page.getByLabel('Division', { exact: true }).fill('A');
  await page.getByLabel('Year', { exact: true }).fill('TE');
  await page.getByRole('button', { name: 'Upload note' }).click();
  await expect(page.getByText('Note uploaded successfully!')).toBeVisible();
  await logOut(page);

  await logIn(page, 'student@campus.local', 'Student', 'campus-demo-student');
  await expect(page).toHaveURL(/\/student$/);
  await page.getByRole('link', { name: /^Personalized GPT/ }).click();
  await expect(page).toHaveURL(/\/GPT$/);
  await page.getByLabel('Your question').fill(`How much light does ${word} absorb?`);
  // Narrowed to the note's subject, as written on it (case aside).
  await page.getByLabel('Subject (optional)').fill(subject.toLowerCase());
  await page.getByRole('button', { name: 'Ask', exact: true }).click();
  await expect(page.getByText('99.9 percent of visible light').first()).toBeVisible({ timeout: 15_000 });
  // The source names the note and the page of its PDF the fact is on.
  await expect(
    page.getByRole('button', { name: `${subject}, Unit 2 (${word}.pdf), page 2` }).first(),
  ).toBeVisible();
});
