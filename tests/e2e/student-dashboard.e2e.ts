import { expect, test } from './fixtures';
import { logIn, signUpAndLogIn, unique } from './session';

test('a student’s to-do list: add, tick and delete, surviving a reload', async ({ page }) => {
  await logIn(page, 'student@campus.local', 'Student', 'campus-demo-student');
  await expect(page).toHaveURL(/\/student$/);
  await page.getByRole('link', { name: /^To-Do List Your own/ }).click();
  const box = page.getByLabel('New task');
  await box.fill('   ');
  await box.press('Enter');
  await expect(page.getByRole('checkbox')).toHaveCount(0);
  await box.fill('Revise graphs');
  await box.press('Enter');
  await box.fill('Return library books');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await page.getByRole('checkbox', { name: 'Revise graphs' }).check();

  await page.reload();
  await expect(page.getByRole('checkbox', { name: 'Revise graphs' })).toBeChecked();
  await expect(page.getByText('Revise graphs')).toHaveCSS('text-decoration-line', 'line-through');
  await page.getByRole('button', { name: 'Delete Return library books' }).click();
  await page.reload();
  await expect(page.getByText('Return library books')).toHaveCount(0);
  await expect(page.getByText('Revise graphs')).toBeVisible();
});

test('two signed-in students see each other’s chat messages without reloading', async ({ browser }) => {
  const other = unique('chatter');
  const first = await browser.newPage();
  await signUpAndLogIn(first, other, 'Student', 'a chatty passphrase', /\/student$/);
  await first.goto('/student/chat');

  const second = await browser.newPage();
  await logIn(second, 'student@campus.local', 'Student', 'campus-demo-student');
  await expect(second).toHaveURL(/\/student$/);
  await second.goto('/student/chat');

  const hello = `Anyone at the library? ${Date.now()}`;
  await first.getByLabel('Message', { exact: true }).fill(hello);
  await first.getByRole('button', { name: 'Send' }).click();
  await expect(first.getByRole('log', { name: 'Messages' })).toContainText(hello);
  await expect(second.getByRole('log', { name: 'Messages' })).toContainText(hello, { timeout: 10_000 });

  const reply = `Yes, second floor ${Date.now()}`;
  await second.getByLabel('Message', { exact: true }).fill(reply);
  await second.getByRole('button', { name: 'Send' }).click();
  await expect(first.getByRole('log', { name: 'Messages' })).toContainText(reply, { timeout: 10_000 });
  await first.close();
  await second.close();
});

test('directions for e-101 and for a room that does not exist', async ({ page }) => {
  await logIn(page, 'student@campus.local', 'Student', 'campus-demo-student');
  await expect(page).toHaveURL(/\/student$/);
  await page.goto('/student/directions');
  await page.getByLabel('Classroom').fill('e-101');
  await page.getByRole('button', { name: 'Get directions' }).click();
  await expect(
    page.getByText('E Wing, Ground Floor, Mechanical Engineering Department, Class Room 1'),
  ).toBeVisible();
  await page.getByLabel('Classroom').fill('Z999');
  await page.getByRole('button', { name: 'Get directions' }).click();
  await expect(page.getByText('Classroom not found.')).toBeVisible();
});

test('a new name shows in the navigation bar at once', async ({ page }) => {
  const email = unique('renamed');
  await signUpAndLogIn(page, email, 'Student', 'a renaming passphrase', /\/student$/);
  await page.getByRole('link', { name: /^Settings Your name/ }).click();
  await expect(page).toHaveURL(/\/student\/settings$/);
  await page.getByLabel('First name').fill('Ishaan');
  await page.getByLabel('Last name').fill('Kulkarni');
  await page.getByRole('button', { name: 'Save name' }).click();
  await expect(page.getByText('Your name has been changed.')).toBeVisible();
  await expect(page.getByRole('banner').getByText('Ishaan Kulkarni').first()).toBeVisible();
});

test('any role opens the account settings from its name in the navigation bar', async ({ page }) => {
  const email = unique('alumnus');
  await signUpAndLogIn(page, email, 'Alumni', 'an alumni passphrase', /\/alumni$/);
  await page
    .getByRole('link', { name: /account settings$/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/settings$/);
  await page.getByLabel('First name').fill('Meher');
  await page.getByRole('button', { name: 'Save name' }).click();
  await expect(page.getByText('Your name has been changed.')).toBeVisible();
  await expect(page.getByRole('link', { name: /^Meher .*: account settings$/ }).first()).toBeVisible();
});
