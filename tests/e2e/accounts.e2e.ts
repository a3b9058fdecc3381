import { expect, test } from './fixtures';
import { confirmEmail, logIn, logOut, signUp, unique } from './session';

test('a Student signs up, confirms the email, logs in, is kept out of /admin, and logs out', async ({
  page,
}) => {
  const email = unique('student');
  await signUp(page, email, 'Student');
  await expect(page.getByText('Sign-up successful! Please log in.')).toBeVisible();
  await expect(page.getByText('We have mailed you a link to confirm your email.')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByLabel('Role')).toHaveValue('Admin');
  await confirmEmail(page, email);

  await logIn(page, email, 'Student');
  await expect(page.getByText('Logged in successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/student$/);
  await expect(page.getByText('Test Student').first()).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeTruthy();

  await page.goto('/admin');
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('lastPage'))).toBe('/admin');

  await logOut(page);
  await expect(page.getByRole('link', { name: 'Login' }).first()).toBeVisible();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});

test('a Faculty sign-up cannot log in until an Admin approves it', async ({ page }) => {
  const email = unique('faculty');
  await signUp(page, email, 'Faculty');
  await expect(page.getByText('an administrator must then approve the account')).toBeVisible();
  await confirmEmail(page, email);
  await logIn(page, email, 'Faculty');
  await expect(page.getByText('Your account is awaiting approval by an administrator.')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  await logIn(page, 'admin@campus.local', 'Admin', 'campus-demo-admin');
  await expect(page).toHaveURL(/\/admin$/);
  await page.getByRole('link', { name: /^Approvals / }).click();
  await expect(page).toHaveURL(/\/admin\/accounts$/);
  const row = page.getByRole('listitem').filter({ hasText: email });
  await row.getByRole('button', { name: /^Approve/ }).click();
  await expect(page.getByText('Account approved.')).toBeVisible();
  await expect(row).toHaveCount(0);
  await logOut(page);

  await logIn(page, email, 'Faculty');
  await expect(page).toHaveURL(/\/facultypage$/);
});

test('a turned-away visitor returns to the saved page after login, when the role may see it', async ({
  page,
}) => {
  await page.goto('/studybuddy');
  await expect(page).toHaveURL(/\/login$/);
  await logIn(page, 'student@campus.local', 'Student', 'campus-demo-student');
  await expect(page).toHaveURL(/\/studybuddy$/);
  await logOut(page);

  await page.goto('/admin');
  await expect(page).toHaveURL(/\/login$/);
  await logIn(page, 'alumni@campus.local', 'Alumni', 'campus-demo-alumni');
  await expect(page).toHaveURL(/\/alumni$/);
});

test('a stored token restores the session on start, and a bad one signs the user out', async ({ page }) => {
  await logIn(page, 'faculty@campus.local', 'Faculty', 'campus-demo-faculty');
  await expect(page).toHaveURL(/\/facultypage$/);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Faculty Dashboard' })).toBeVisible();
  await expect(page.getByText('Demo Faculty').first()).toBeVisible();

  await page.evaluate(() => localStorage.setItem('token', 'not-a-real-token'));
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Login' }).first()).toBeVisible();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  // Signed out silently: the visitor was not signed in on this page, and it needs no sign-in.
  await expect(page.getByText('Your session has ended. Please log in again.')).toHaveCount(0);
});

test('a session ended elsewhere signs the user out to the login page, saying why once, and back after login', async ({
  page,
}) => {
  await logIn(page, 'student@campus.local', 'Student', 'campus-demo-student');
  await expect(page).toHaveURL(/\/student$/);
  await page.goto('/student/attendance');
  await expect(page.getByRole('heading', { name: 'Attendance', exact: true })).toBeVisible();
  await page.waitForLoadState('networkidle');
  // The server ends the session while the page is open, as a logout elsewhere with its token does.
  await page.evaluate(async () => {
    const token = localStorage.getItem('token');
    await fetch('/api/logout', { method: 'POST', headers: { authorization: `Bearer ${token}` } });
  });
  // The next section's first read is refused: the app signs out then, not after retries.
  await page.getByRole('link', { name: 'Notifications', exact: true }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('alert')).toHaveText(/^Your session has ended\. Please log in again\./);
  await expect(page.getByText('Your session has ended. Please log in again.')).toHaveCount(1);
  expect(await page.evaluate(() => localStorage.getItem('lastPage'))).toBe('/student/notifications');
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

  await logIn(page, 'student@campus.local', 'Student', 'campus-demo-student');
  await expect(page).toHaveURL(/\/student\/notifications$/);
});

test('sign-up and login say what went wrong', async ({ page }) => {
  await page.goto('/signup');
  await page.getByLabel('Password', { exact: true }).fill('one passphrase');
  await page.getByLabel('Confirm password').fill('another passphrase');
  await page.getByLabel('First name').fill('A');
  await page.getByLabel('Last name').fill('B');
  await page.getByLabel('Email or phone').fill(unique('mismatch'));
  await page.getByLabel('Birth date').fill('2001-04-05');
  // An Alumni sign-up: a Student's class fields are required, and the browser would ask for them first.
  await page.getByLabel('Role').selectOption('Alumni');
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByText('Passwords do not match')).toBeVisible();

  // A taken email is answered as any sign-up, so the form tells no one who has an account (its
  // owner is mailed instead).
  await signUp(page, 'student@campus.local', 'Student');
  await expect(page.getByText('Sign-up successful! Please log in.')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  await logIn(page, 'student@campus.local', 'Student', 'not the password');
  await expect(page.getByText('Login failed. Please check your credentials.')).toBeVisible();

  await page.goto('/login');
  await page.getByRole('button', { name: 'Login with Google' }).click();
  await expect(page).toHaveURL(/\/signup$/);
});
