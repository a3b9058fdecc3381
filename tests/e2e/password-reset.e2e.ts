import { expect, test } from './fixtures';
import { confirmEmail, logIn, mailedLink, signUp, unique } from './session';

test('a forgotten password: the login page’s link, the mailed link, a new password that works', async ({
  page,
}) => {
  const email = unique('forgot');
  await signUp(page, email, 'Student', 'the old passphrase');
  await expect(page).toHaveURL(/\/login$/);
  await confirmEmail(page, email);

  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'we have sent it a link' })).toBeVisible();

  // The newest mail to the address: sign-up mailed it a confirmation link first.
  const link = await mailedLink(email, 'reset-password');
  // The link names the site the request came through: the page opens from the mail as it is.
  expect(link.startsWith(new URL(page.url()).origin)).toBe(true);

  await page.goto(link);
  await page.getByLabel('New password', { exact: true }).fill('the new passphrase');
  await page.getByLabel('Confirm new password').fill('something else');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByText('Passwords do not match')).toBeVisible();
  await page.getByLabel('Confirm new password').fill('the new passphrase');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByText('Your password has been changed.')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  await logIn(page, email, 'Student', 'the new passphrase');
  await expect(page).toHaveURL(/\/student/);

  // The link worked once.
  await page.goto(link);
  await page.getByLabel('New password', { exact: true }).fill('a third passphrase');
  await page.getByLabel('Confirm new password').fill('a third passphrase');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByText('This reset link has expired or has already been used.')).toBeVisible();
});
