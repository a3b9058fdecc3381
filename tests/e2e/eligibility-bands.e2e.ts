import { checkAtBothWidths } from './axe';
import { expect, test } from './fixtures';
import { logIn } from './session';

/*
 * The Admin's attendance bands (issue 47 item 4), beside the term in the Timetable section, by
 * keyboard alone. The bands are the college's, which other tests count with: a wrong pair is
 * refused before it is sent, and the defaults are saved unchanged.
 */
test('the attendance bands are refused in plain words and saved with a confirmation', async ({ page }) => {
  test.setTimeout(60_000); // two axe runs, after the stack's first page
  await logIn(page, 'admin@campus.local', 'Admin', 'campus-demo-admin');
  await expect(page).toHaveURL(/\/admin$/, { timeout: 30_000 });
  await page.getByRole('link', { name: /^Timetable / }).click();
  await expect(page).toHaveURL(/\/admin\/timetable$/);

  const bands = page.getByRole('form', { name: 'Attendance bands' });
  const condonable = bands.getByLabel('Condonable from (%)');
  await expect(bands.getByLabel('Eligible from (%)')).toHaveValue('75');
  await expect(condonable).toHaveValue('65');
  await expect(bands.getByText('Eligible at 75% and above, condonable from 65% to 74%')).toBeVisible();
  await checkAtBothWidths(page, 'the attendance bands');

  await condonable.focus();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('80');
  await bands.getByRole('button', { name: 'Save bands' }).press('Enter');
  await expect(bands.getByRole('alert').first()).toHaveText(
    'Condonable from must not be above eligible from.',
  );

  await condonable.focus();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('65');
  await expect(bands.getByText('Condonable from must not be above eligible from.')).toBeHidden();
  await bands.getByRole('button', { name: 'Save bands' }).press('Enter');
  await expect(bands.getByRole('status')).toHaveText('The attendance bands are saved.');
});
