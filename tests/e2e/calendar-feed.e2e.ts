import { checkAtBothWidths } from './axe';
import { expect, test } from './fixtures';
import { madeAccount } from './made-accounts';
import { logIn } from './session';

/*
 * Settings' private calendar address (decision 52): made by keyboard, shown once in both forms,
 * and the address answers a calendar; a new one ends the old. Checked by axe at 1,280 and 360 px.
 */
test('a Student gets a calendar address in Settings and regenerates it', async ({ page }) => {
  const password = 'calendar-feed-student';
  const email = await madeAccount({
    firstName: 'Feed',
    role: 'Student',
    password,
    studentClass: { branch: 'Computer Engineering', year: 'SE', division: 'A' },
  });
  await logIn(page, email, 'Student', password);
  await expect(page).toHaveURL(/\/student$/);
  await page.goto('/settings');
  const block = page.getByRole('region', { name: 'Your calendar address' });
  const make = block.getByRole('button', { name: 'Get my calendar address' });
  // Enabled once the address's status is read; a disabled button takes no focus.
  await expect(make).toBeEnabled();
  await make.focus();
  await expect(make).toBeFocused();
  await page.keyboard.press('Enter');
  const google = block.getByLabel(/Add to Google Calendar/);
  await expect(google).toHaveValue(/\/api\/feeds\/[\w-]{43}\/calendar\.ics$/);
  await expect(block.getByLabel(/Subscribe on a phone/)).toHaveValue(/^webcal:\/\//);
  await checkAtBothWidths(page, 'Settings with the calendar address');
  await page.screenshot({ path: test.info().outputPath('calendar-feed.png'), fullPage: true });

  const first = await google.inputValue();
  const feed = await page.request.get(first);
  expect(feed.status()).toBe(200);
  expect(feed.headers()['content-type']).toContain('text/calendar');
  expect(await feed.text()).toContain('BEGIN:VCALENDAR');

  await block.getByRole('button', { name: 'Regenerate address' }).click();
  await expect(google).not.toHaveValue(first);
  expect((await page.request.get(first)).status()).toBe(404);
});
