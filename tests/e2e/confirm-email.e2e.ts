import { checkAtBothWidths } from './axe';
import { expect, test } from './fixtures';
import { logIn, mailedConfirmLink, signUp, unique } from './session';

const PASSWORD = 'a confirming passphrase';

/* A link mailed to the address after `previous`: the SES stand-in holds every mail sent. */
async function newerLink(email: string, previous: string): Promise<string> {
  let link = previous;
  await expect
    .poll(async () => {
      link = await mailedConfirmLink(email);
      return link;
    })
    .not.toBe(previous);
  return link;
}

test('sign-up, a login refused until the email is confirmed, the link sent again, confirmed, logged in', async ({
  page,
}) => {
  test.setTimeout(90_000); // six axe runs, each waited on
  const email = unique('confirm');
  await signUp(page, email, 'Alumni', PASSWORD);
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Sign-up successful! Please log in.')).toBeVisible();
  await expect(
    page.getByRole('status').filter({ hasText: 'We have mailed you a link to confirm your email.' }),
  ).toBeVisible();
  const first = await mailedConfirmLink(email);
  // The link names the site the request came through: the page opens from the mail as it is.
  expect(first.startsWith(new URL(page.url()).origin)).toBe(true);

  await logIn(page, email, 'Alumni', PASSWORD);
  await expect(page.getByRole('alert').filter({ hasText: 'Please confirm your email first' })).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  await checkAtBothWidths(page, 'the login page asking to confirm');

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByRole('button', { name: 'Send the confirmation link again' }).click();
  await expect(page.getByText('If an account with that email is waiting for confirmation')).toBeVisible();
  const second = await newerLink(email, first);

  await page.goto(second);
  await expect(page.getByRole('heading', { name: 'Confirm your email' })).toBeVisible();
  await expect(page.getByText('Your email is confirmed. You can now log in.')).toBeVisible();
  await checkAtBothWidths(page, 'the confirmed page');

  // The link works once: opened again, it says so, and the login page is a click away.
  await page.goto('/');
  await page.goto(second);
  await expect(page.getByText('This confirmation link has expired or has already been used.')).toBeVisible();
  await checkAtBothWidths(page, 'a used link');
  await page.getByRole('link', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(/\/login$/);

  await logIn(page, email, 'Alumni', PASSWORD);
  await expect(page).toHaveURL(/\/alumni$/);
});

test('by keyboard alone on a phone: send the link again from the login page, confirm, go to login', async ({
  page,
}) => {
  const email = unique('confirm-keys');
  await signUp(page, email, 'Alumni', PASSWORD);
  await expect(page).toHaveURL(/\/login$/);
  const first = await mailedConfirmLink(email);

  await page.setViewportSize({ width: 360, height: 740 });
  await page.getByLabel('Role').selectOption('Alumni');
  await page.getByLabel('Email').focus();
  await page.keyboard.type(email);
  await page.keyboard.press('Tab');
  await page.keyboard.type(PASSWORD);
  await page.keyboard.press('Enter');
  const sendAgain = page.getByRole('button', { name: 'Send the confirmation link again' });
  await expect(sendAgain).toBeVisible();

  // From the Login button, the next stop is the button that sends the link again.
  await page.getByRole('button', { name: 'Login', exact: true }).focus();
  await page.keyboard.press('Tab');
  await expect(sendAgain).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByText('If an account with that email is waiting for confirmation')).toBeVisible();
  const second = await newerLink(email, first);

  await page.goto(second);
  await expect(page.getByText('Your email is confirmed. You can now log in.')).toBeVisible();
  const toLogin = page.getByRole('link', { name: 'Go to login' });
  for (let i = 0; i < 40 && !(await toLogin.evaluate((el) => el === document.activeElement)); i++) {
    await page.keyboard.press('Tab');
  }
  await expect(toLogin).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/login$/);
});
