import { SAMPLE_FACULTY } from '../../infra/local/sample-faculty';
import { expect, test } from './fixtures';

test('picking a department on /faculty shows its faculty', async ({ page }) => {
  await page.goto('/faculty');
  await page.getByLabel('Department').selectOption('Computer Engineering');
  await expect(page).toHaveURL(/department=Computer\+Engineering/);
  const cards = page.getByRole('list', { name: 'Faculty of Computer Engineering' }).getByRole('article');
  const expected = SAMPLE_FACULTY.filter((member) => member.department === 'Computer Engineering');
  await expect(cards).toHaveCount(expected.length);
  await expect(page.getByRole('heading', { name: 'Dr. Meera Iyer' })).toBeVisible();
  // Education over 55 characters is cut to 55 plus an ellipsis.
  const long = expected.find((member) => member.education.length > 55);
  await expect(page.getByText(`${long?.education.slice(0, 55)}...`)).toBeVisible();

  await page.getByLabel('Department').selectOption('Civil Engineering');
  await expect(page.getByRole('heading', { name: 'Dr. Sunil Patil' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Dr. Meera Iyer' })).toHaveCount(0);
});

test('a failed faculty fetch says so', async ({ page }) => {
  await page.route('**/api/admin/faculty**', (route) => route.abort());
  await page.goto('/faculty?department=Information+Technology');
  await expect(page.getByRole('alert').filter({ hasText: 'Failed to fetch faculty data.' })).toBeVisible();
});
