import { randomUUID } from 'node:crypto';
import { pngImage } from '../support/images';
import { expect, test } from './fixtures';
import { logIn, logOut } from './session';

const XSS_HEADING = '<img src=x onerror="window.__xss=1">';
const XSS_BODY = '<script>window.__xss=2</script>\nSecond line <b>not bold</b>';

test('an alumnus posts with an image; two people like it and it rises above a post with fewer likes on /blogs', async ({
  page,
}) => {
  const word = randomUUID().slice(0, 8);
  const liked = `Reunion ${word} ${XSS_HEADING}`;
  const quiet = `Quiet ${word}`;
  page.on('dialog', (dialog) => {
    // Only the delete confirmation may ask anything; no payload may open one.
    if (!dialog.message().startsWith('Delete the post'))
      throw new Error(`unexpected dialog: ${dialog.message()}`);
    void dialog.accept();
  });

  await logIn(page, 'alumni@campus.local', 'Alumni', 'campus-demo-alumni');
  await expect(page).toHaveURL(/\/alumni$/);
  await page.getByLabel('Heading').fill(liked);
  await page.getByLabel('Date and time').fill('2027-02-01T17:00');
  await page.getByLabel('Body').fill(XSS_BODY);
  await page.getByLabel('Image (optional)').setInputFiles({
    name: 'reunion.png',
    mimeType: 'image/png',
    buffer: pngImage(32, 18, [30, 90, 200]),
  });
  await expect(page.getByRole('img', { name: 'Preview: reunion.png' })).toBeVisible();
  await page.getByRole('button', { name: 'Publish post' }).click();
  await expect(page.getByText('Post published.')).toBeVisible();

  await page.getByLabel('Heading').fill(quiet);
  await page.getByLabel('Date and time').fill('2027-03-01T10:00');
  await page.getByLabel('Body').fill('A smaller gathering.');
  await page.getByRole('button', { name: 'Publish post' }).click();
  await expect(page.getByText('Post published.').first()).toBeVisible();

  const likeButton = (heading: string) =>
    page.getByRole('button', { name: `Like “${heading}”`, exact: false });
  await expect(likeButton(quiet)).toHaveText('Like (0)');
  await likeButton(quiet).click();
  await expect(likeButton(quiet)).toHaveText('Like (1)');
  await expect(likeButton(quiet)).toHaveAttribute('aria-pressed', 'true');
  await likeButton(liked).click();
  await expect(likeButton(liked)).toHaveText('Like (1)');

  // The payloads are text: shown as typed, run nowhere, line breaks kept.
  const card = page.getByRole('article', { name: liked });
  await expect(card.getByRole('heading', { name: liked })).toBeVisible();
  await expect(card.getByText('<script>window.__xss=2</script>', { exact: false })).toBeVisible();
  await expect(card.locator('b')).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
  await logOut(page);

  await logIn(page, 'student@campus.local', 'Student', 'campus-demo-student');
  await expect(page).toHaveURL(/\/student$/);
  await page.goto('/blogs');
  await likeButton(liked).click();
  await expect(likeButton(liked)).toHaveText('Like (2)');
  await logOut(page);

  // A visitor: most liked first, a hint to log in instead of a Like button, and the image sized.
  await page.goto('/blogs');
  const headings = page.getByRole('article').getByRole('heading', { level: 3 });
  await expect(headings.filter({ hasText: word })).toHaveCount(2);
  const order = await headings.allTextContents();
  expect(order.indexOf(liked)).toBeGreaterThanOrEqual(0);
  expect(order.indexOf(liked)).toBeLessThan(order.indexOf(quiet));
  const visitorCard = page.getByRole('article', { name: liked });
  await expect(visitorCard.getByRole('link', { name: 'Log in to like' })).toBeVisible();
  await expect(visitorCard.getByText('2 likes')).toBeVisible();
  const image = visitorCard.locator('img');
  await expect(image).toHaveAttribute('width', '800');
  await expect(image).toHaveAttribute('height', '450');
  expect(await image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(32);
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();

  // Its author deletes the quiet post.
  await logIn(page, 'alumni@campus.local', 'Alumni', 'campus-demo-alumni');
  await expect(page).toHaveURL(/\/alumni$/);
  await page.getByRole('button', { name: `Delete “${quiet}”` }).click();
  await expect(page.getByText('Post deleted.')).toBeVisible();
  await expect(page.getByRole('article', { name: quiet })).toHaveCount(0);
});
