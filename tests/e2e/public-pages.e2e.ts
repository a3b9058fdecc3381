import { sentMail } from '../support/sent-mail';
import { expect, test } from './fixtures';

test('the resources hub links Study Buddy, Personalized GPT and Blog Post', async ({ page }) => {
  await page.goto('/resource');
  const hub = page.getByRole('list', { name: 'Resources' });
  await expect(hub.getByRole('link', { name: /Study Buddy/ })).toHaveAttribute('href', '/studybuddy');
  await expect(hub.getByRole('link', { name: /Personalized GPT/ })).toHaveAttribute('href', '/GPT');
  await expect(hub.getByRole('link', { name: /Blog Post/ })).toHaveAttribute('href', '/blogs');
});

test('the contact form sends mail that arrives in the SES stand-in', async ({ page }) => {
  const text = `Question sent at ${Date.now()}`;
  await page.goto('/contact');
  await expect(page.getByRole('link', { name: '+91 20 2555 0101' })).toHaveAttribute(
    'href',
    'tel:+912025550101',
  );
  await expect(page.getByLabel('Email')).toHaveAttribute('type', 'email');
  await page.getByLabel('First name').fill('Ria');
  await page.getByLabel('Last name').fill('Shah');
  await page.getByLabel('Email').fill('ria@example.org');
  await page.getByLabel('Phone number').fill('+91 98765 43210');
  await page.getByLabel('Your message').fill(text);
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByText('Mail sent successfully!')).toBeVisible();
  await expect(page.getByLabel('Your message')).toHaveValue('');

  const sesUrl = process.env.CAMPUS_E2E_SES_URL ?? '';
  await expect
    .poll(async () => (await sentMail(sesUrl)).some((mail) => mail.body.text?.includes(text)))
    .toBe(true);
});

test('robots.txt is a robots file, not the app, keeps crawlers out of the API and dashboards, and names the sitemap', async ({
  request,
}) => {
  const response = await request.get('/robots.txt');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/^text\/plain/);
  const text = await response.text();
  expect(text).toContain('User-agent: *');
  expect(text).toContain('Disallow: /api/');
  expect(text).toContain('Disallow: /admin');
  expect(text).not.toContain('<html');
  // It names the sitemap at the address the site is served at, and the sitemap lists public pages.
  const sitemapUrl = new URL('/sitemap.xml', response.url()).href;
  expect(text).toContain(`Sitemap: ${sitemapUrl}`);
  const sitemap = await request.get(sitemapUrl);
  expect(sitemap.headers()['content-type']).toMatch(/^application\/xml/);
  const xml = await sitemap.text();
  expect(xml).toContain(`<loc>${new URL('/departments', response.url()).href}</loc>`);
  expect(xml).not.toContain('/admin</loc>');
});

test('a 12 MB body through the site’s proxy is answered 413, not a broken gateway', async ({ request }) => {
  const response = await request.post('/api/signup', {
    headers: { 'content-type': 'application/json' },
    data: Buffer.alloc(12 * 1024 * 1024, 'a'),
  });
  expect(response.status()).toBe(413);
});

test('a carousel moves on after a dot is clicked, and holds still while the keyboard is on it', async ({
  page,
}) => {
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  // The page's clock is the test's to move: the slides' 3 s are shown without waiting them out.
  await page.clock.install();
  await page.goto('/');
  const slider = page.getByRole('region', { name: 'Campus life' });
  const dot = (n: number) => slider.getByRole('button', { name: `Show slide ${n} of 6` });
  await page.clock.pauseAt(Date.now() + 1_000);
  await dot(3).click();
  await expect(dot(3)).toHaveAttribute('aria-current', 'true');
  // What a timer set is drawn by React in a later task (its scheduler posts messages; the clock,
  // paused, fires no animation frame): a check that nothing moved waits two such tasks.
  const rendered = () =>
    page.evaluate(async () => {
      for (let round = 0; round < 2; round++) {
        await new Promise<void>((resolve) => {
          const channel = new MessageChannel();
          channel.port1.onmessage = () => resolve();
          channel.port2.postMessage(null);
        });
      }
    });
  // The slide changes every 3 s (docs/requirements.md#home-page); the click must not have stopped it.
  await page.clock.runFor(2_900);
  await rendered();
  await expect(dot(3)).toHaveAttribute('aria-current', 'true');
  await page.clock.runFor(100);
  await expect(dot(4)).toHaveAttribute('aria-current', 'true');
  await dot(4).press('Tab');
  await expect(dot(5)).toBeFocused();
  await dot(5).press('Enter');
  await expect(dot(5)).toHaveAttribute('aria-current', 'true');
  await page.clock.runFor(6_000);
  await rendered();
  await expect(dot(5)).toHaveAttribute('aria-current', 'true');
});
