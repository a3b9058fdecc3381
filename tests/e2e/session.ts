import type { Page } from '@playwright/test';
import { sentMail } from '../support/sent-mail';
import { fillClass } from './class-fields';
import { expect } from './fixtures';

export const unique = (prefix: string) =>
  `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.org`;

export async function signUp(page: Page, email: string, role: string, password = 'a long passphrase') {
  await page.goto('/signup');
  await page.getByLabel('First name').fill('Test');
  await page.getByLabel('Last name').fill(role);
  await page.getByLabel('Email or phone').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm password').fill(password);
  await page.getByLabel('Birth date').fill('2001-04-05');
  await page.getByLabel('Role').selectOption(role);
  if (role === 'Student') await fillClass(page);
  await page.getByRole('button', { name: 'Sign Up' }).click();
}

export async function logIn(page: Page, email: string, role: string, password = 'a long passphrase') {
  if (!page.url().endsWith('/login')) await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByLabel('Role').selectOption(role);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

/**
 * The link to this page in the newest mail to this address, read from the SES stand-in as a user
 * reads the mail; polled until that mail has come.
 */
export async function mailedLink(
  email: string,
  page: 'confirm-email' | 'reset-password' | 'set-password',
): Promise<string> {
  const pattern = new RegExp(`https?://\\S+/${page}#token=[\\w-]+`);
  let link = '';
  await expect
    .poll(async () => {
      const mails = (await sentMail(process.env.CAMPUS_E2E_SES_URL ?? '')).filter((mail) =>
        mail.destination.to.includes(email),
      );
      link = pattern.exec(mails.at(-1)?.body.text ?? '')?.[0] ?? '';
      return link;
    })
    .not.toBe('');
  return link;
}

/** The newest confirmation link mailed to this address. */
export const mailedConfirmLink = (email: string): Promise<string> => mailedLink(email, 'confirm-email');

/** Opens the confirmation link mailed to this address: what a new account does before its first login. */
export async function confirmEmail(page: Page, email: string) {
  await page.goto(await mailedConfirmLink(email));
  await expect(page.getByRole('status').filter({ hasText: 'Your email is confirmed.' })).toBeVisible();
  await page.getByRole('link', { name: 'Go to login' }).click();
  await expect(page).toHaveURL(/\/login$/);
}

/** A new account of a role that needs no approval, signed up, confirmed and logged in: the page ends on `home`. */
export async function signUpAndLogIn(
  page: Page,
  email: string,
  role: string,
  password: string,
  home: RegExp,
) {
  await signUp(page, email, role, password);
  await expect(page).toHaveURL(/\/login$/);
  await confirmEmail(page, email);
  await logIn(page, email, role, password);
  await expect(page).toHaveURL(home);
}

export async function logOut(page: Page) {
  await page
    .getByRole('navigation', { name: 'Main' })
    .page()
    .getByRole('button', { name: 'Logout' })
    .first()
    .click();
  await expect(page).toHaveURL(/\/login$/);
}
