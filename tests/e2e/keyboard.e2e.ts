import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { tabTo } from './tab-to';

/** Logs in as the role's demo account from the login page, sending the form with Enter. */
async function logInWithEnter(page: Page, role: 'Admin' | 'Faculty' | 'Student' | 'Alumni', home: RegExp) {
  const name = role.toLowerCase();
  await page.getByLabel('Email').fill(`${name}@campus.local`);
  await page.getByLabel('Password').fill(`campus-demo-${name}`);
  await page.getByLabel('Role').selectOption(role);
  await page.getByLabel('Password').press('Enter');
  await expect(page).toHaveURL(home);
  // The address changes at once; the login page stays until the next page's code has arrived.
  await expect(page.getByRole('heading', { name: 'Login', level: 1 })).toBeHidden();
  // A keyboard user starts once they see their page, not its "Loading…": on a busy machine it comes later.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

test('the home page works with the keyboard alone on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/');
  await tabTo(page, 'Skip to content');
  await tabTo(page, 'View All');
  await page.keyboard.press('Enter');
  await expect(page.getByText('Robotics and Automation')).toBeVisible();
  await expect(page.getByRole('button', { name: 'View Less' })).toBeFocused();

  await tabTo(page, 'Next testimonial');
  await page.keyboard.press('Enter');
  await expect(page.getByText('Daniel Fernandes')).toBeVisible();

  await tabTo(page, 'What employers look for in young engineers');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(
    page.getByRole('button', { name: 'What employers look for in young engineers' }),
  ).toBeFocused();
});

test('the faculty page and contact form work with the keyboard alone', async ({ page }) => {
  await page.goto('/faculty');
  await tabTo(page, /^Choose a department/);
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('heading', { name: 'Dr. Kavita Menon' })).toBeVisible();

  await page.goto('/contact');
  await tabTo(page, '+91 20 2555 0100');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Ria');
  await expect(page.getByLabel('First name')).toHaveValue('Ria');
});

test('an Admin adds a department with the keyboard alone, on a phone, through the folded menu', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/login');
  await logInWithEnter(page, 'Admin', /\/admin$/);

  await tabTo(page, 'Show menu');
  await page.keyboard.press('Enter');
  await tabTo(page, 'Departments');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/admin\/departments$/);
  // The section's code arrives after the address changes; a keyboard user waits to see its form.
  await expect(page.getByLabel('Name', { exact: true })).toBeVisible();
  await tabTo(page, 'Show menu');
  const name = `Keyboard Studies ${Date.now()}`;
  await tabTo(page, '');
  await expect(page.getByLabel('Name', { exact: true })).toBeFocused();
  await page.keyboard.type(name);
  await page.keyboard.press('Enter');
  await expect(page.getByText('Department added.')).toBeVisible();
  await expect(page.getByRole('heading', { name })).toBeVisible();

  // Deleted again, so other tests see the ten departments they expect.
  await page.getByLabel('Name of the department to delete').fill(name);
  await page.getByLabel('Name of the department to delete').press('Enter');
  await expect(page.getByText('Department deleted.')).toBeVisible();
});

test('a student keeps a to-do list and a faculty member posts an announcement, by keyboard alone', async ({
  page,
}) => {
  await page.goto('/login');
  await logInWithEnter(page, 'Student', /\/student$/);
  await tabTo(page, 'To-Do List');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/student\/todo$/);
  await page.getByLabel('New task').focus();
  await page.keyboard.type('Finish the lab report');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab'); // the Add button
  await page.keyboard.press('Tab');
  await expect(page.getByRole('checkbox', { name: 'Finish the lab report' })).toBeFocused();
  await page.keyboard.press('Space');
  await expect(page.getByRole('checkbox', { name: 'Finish the lab report' })).toBeChecked();

  await page.getByRole('button', { name: 'Logout' }).last().press('Enter');
  await expect(page).toHaveURL(/\/login$/);
  await logInWithEnter(page, 'Faculty', /\/facultypage$/);
  await tabTo(page, 'Post Announcement');
  await page.keyboard.press('Enter');
  await expect(page.getByLabel('Title')).toBeVisible();
  await tabTo(page, '');
  await expect(page.getByLabel('Title')).toBeFocused();
  await page.keyboard.type('Lab closed on Monday');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Maintenance work.');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(page.getByText('Announcement posted successfully!')).toBeVisible();
});

test('an alumnus publishes a post and likes it by keyboard alone, on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/login');
  await logInWithEnter(page, 'Alumni', /\/alumni$/);
  const heading = `Keyboard meetup ${Date.now()}`;
  await tabTo(page, '');
  await expect(page.getByLabel('Heading')).toBeFocused();
  await page.keyboard.type(heading);
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Date and time')).toBeFocused();
  // Chromium's date-time field takes its parts in turn: month, day, year, then the time.
  await page.keyboard.type('02012027');
  await page.keyboard.press('Tab');
  await page.keyboard.type('0500P');
  await expect(page.getByLabel('Date and time')).toHaveValue('2027-02-01T17:00');
  // Tab leaves the date-time field's remaining parts, then reaches the body.
  for (
    let i = 0;
    i < 5 && !(await page.getByLabel('Body').evaluate((el) => el === document.activeElement));
    i++
  ) {
    await page.keyboard.press('Tab');
  }
  await expect(page.getByLabel('Body')).toBeFocused();
  await page.keyboard.type('Coffee near the library.');
  await tabTo(page, 'Publish post');
  await page.keyboard.press('Enter');
  await expect(page.getByText('Post published.')).toBeVisible();

  await tabTo(page, new RegExp(`^Like “${heading}”`), 200);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: new RegExp(`^Like “${heading}”`) })).toHaveText('Like (1)');
});
