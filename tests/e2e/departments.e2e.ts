import { DEPARTMENT_NAMES } from '#shared/constants/departments';
import { expect, test } from './fixtures';

test('the departments page shows the 10 department cards, with a clean console', async ({ page }) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  await page.goto('/departments');
  await expect(page.getByRole('heading', { level: 1, name: 'Departments' })).toBeVisible();
  // The ten seeded ones at least: an Admin test may add one of its own for a moment.
  const cards = page.getByRole('list', { name: 'Departments' }).getByRole('article');
  await expect.poll(() => cards.count()).toBeGreaterThanOrEqual(10);
  for (const name of DEPARTMENT_NAMES) {
    await expect(page.getByRole('heading', { level: 2, name, exact: true })).toBeVisible();
  }
  const images = page.locator('.card-image');
  await expect(images.first()).toHaveAttribute('src', '/images/departments/default-1.svg');
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Departments' }),
  ).toHaveAttribute('aria-current', 'page');
});

test('a failed department fetch is logged and the page stays usable', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.route('**/api/admin/departments', (route) => route.abort());
  // Opened at its address, the page arrives with its list (decision 38); reached from another
  // page, the browser reads the list itself.
  await page.goto('/');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Departments' }).click();
  await expect.poll(() => errors.some((text) => text.includes('Failed to fetch departments'))).toBe(true);
  await expect(page.getByRole('heading', { level: 1, name: 'Departments' })).toBeVisible();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('on a phone the menu opens as a side drawer and navigates by keyboard', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/');
  await expect(page.getByRole('navigation', { name: 'Main', exact: true })).toBeHidden();
  const menu = page.getByRole('button', { name: /menu/i });
  await menu.focus();
  await page.keyboard.press('Enter');
  const drawer = page.getByRole('navigation', { name: 'Main (menu)' });
  await expect(drawer).toBeVisible();
  await drawer.getByRole('link', { name: 'Departments' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/departments$/);
  await expect(drawer).toBeHidden();
  await expect
    .poll(() => page.getByRole('list', { name: 'Departments' }).getByRole('article').count())
    .toBeGreaterThanOrEqual(10);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
  expect(overflow).toBe(false);
});

test('the misspelt footer link reaches the faculty dashboard, and an unknown page says so', async ({
  page,
}) => {
  // The alias leads to the faculty dashboard, whose guard sends a visitor to log in first.
  await page.goto('/facutlypage');
  await expect(page).toHaveURL(/\/login$/);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('lastPage'))).toBe('/facultypage');
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
});
