import sharp from 'sharp';
import { LISTED_PATHS } from '#web/crawlers';
import { PREVIEW_SIZE } from '#web/page-documents';
import { PAGE_DATA_ID } from '../../web/src/api/page-data';
import { expect, test } from './fixtures';

/*
 * The public pages arrive rendered (web/build/prerender.ts): a visitor, a crawler or a link preview
 * whose script has not run reads each page's heading and the required texts, and its own head. That
 * each hydrates without a mismatch is checked where every public page is opened already
 * (accessibility.e2e.ts), and attribute by attribute in web/src/prerender/hydration.test.tsx.
 */
const RENDERED: Record<string, { heading: string; texts: readonly string[] }> = {
  '/': {
    heading: 'Engineer the future with us',
    texts: ['50k+', 'Computer Engineering', 'View All', 'Admission process', 'See all our admissions'],
  },
  '/faculty': {
    heading: 'Faculty',
    texts: ['Choose a department', 'Civil Engineering', 'Robotics And Automation'],
  },
  // Served with its list (decision 38): the cards are in the HTML.
  '/departments': {
    heading: 'Departments',
    texts: [
      'Computer Engineering',
      'Electronics &amp; Telecommunication Engineering',
      'Robotics And Automation',
    ],
  },
  '/resource': { heading: 'Resources', texts: ['Study Buddy', 'Personalized GPT', 'Blog Post'] },
  '/contact': { heading: 'Contact Us', texts: ['+91 20 2555 0101', 'Send us a message'] },
  '/login': { heading: 'Login', texts: ['Remember me', 'Forgot password', 'Login with Google'] },
  '/signup': { heading: 'Sign Up', texts: ['First name', 'Confirm password', 'Birth date'] },
  '/blogs': { heading: 'Blog Posts', texts: ['Loading posts…'] },
};

test('every page the sitemap lists is rendered at build time', () => {
  expect(Object.keys(RENDERED).sort()).toEqual([...LISTED_PATHS].sort());
});

const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

test('each page’s HTML, before any script runs, holds its heading, the required texts and its own head', async ({
  request,
  baseURL,
}) => {
  for (const [path, { heading, texts }] of Object.entries(RENDERED)) {
    const response = await request.get(path);
    expect(response.headers()['content-type'], path).toMatch(/^text\/html/);
    const html = await response.text();
    expect(html, path).toMatch(new RegExp(`<h1[^>]*>${heading}</h1>`));
    for (const expected of texts) expect(text(html), path).toContain(expected);
    // The navigation and footer are there too, and the site's address is written in.
    expect(html, path).toContain('<nav aria-label="Main"');
    expect(html, path).toContain('<footer');
    expect(html, path).toContain(`<link rel="canonical" href="${new URL(path, baseURL).href}" />`);
    expect(html, path).toContain(`<meta property="og:image" content="${new URL('/images/', baseURL).href}`);
  }
});

test('a rendered page names none of the app’s code to fetch before it has painted; the app shell does', async ({
  request,
}) => {
  // Fetched beside the stylesheet and hero image, that code held the first paint back (decision 37).
  for (const path of Object.keys(RENDERED)) {
    const html = await (await request.get(path)).text();
    expect(html, path).not.toContain('rel="modulepreload"');
    expect(html.match(/<script[^>]*>/g), path).toEqual([
      expect.stringMatching(/^<script type="module" fetchpriority="low" crossorigin src="\/assets\/index-/),
      ...(path === '/' ? ['<script type="application/ld+json">'] : []),
      ...(path === '/departments' ? [`<script type="application/json" id="${PAGE_DATA_ID}">`] : []),
    ]);
  }
  // The page's own code is named for the entry to ask for once the page has painted.
  const contact = await (await request.get('/contact')).text();
  expect(contact).toMatch(/<meta name="campus-page-code" content="\/assets\/ContactPage-[^"]+\.js /);
  expect(await (await request.get('/admin')).text()).toContain('rel="modulepreload"');
});

test('the link preview’s picture is a PNG or a JPEG of the size the pages declare', async ({ request }) => {
  const html = await (await request.get('/')).text();
  const declared = (property: string) =>
    html.match(new RegExp(`<meta property="${property}" content="([^"]+)"`))?.[1] ?? '';
  const image = await request.get(new URL(declared('og:image')).pathname);
  const body = await image.body();
  const { format, width, height } = await sharp(body).metadata();
  // Previews read these two everywhere; the type the server gives matches the file.
  expect(['png', 'jpeg']).toContain(format);
  expect(image.headers()['content-type']).toBe(`image/${format}`);
  expect([width, height]).toEqual([PREVIEW_SIZE.width, PREVIEW_SIZE.height]);
  expect([declared('og:image:width'), declared('og:image:height')]).toEqual([
    String(PREVIEW_SIZE.width),
    String(PREVIEW_SIZE.height),
  ]);
});

test('a rendered page opened by its file name, or with a trailing slash, is sent on to its address', async ({
  request,
}) => {
  for (const [asked, address] of [
    ['/faculty.html', '/faculty'],
    ['/departments/?from=mail&next=/x?y=1', '/departments?from=mail&next=/x?y=1'],
    ['/contact/?', '/contact'],
  ] as const) {
    const response = await request.get(asked, { maxRedirects: 0 });
    expect(response.status(), asked).toBe(301);
    expect(response.headers().location, asked).toBe(address);
  }
});

test('a page that needs a sign-in arrives as the app shell, drawn by the script', async ({ request }) => {
  const html = await (await request.get('/admin')).text();
  expect(html).toContain('<div id="root"></div>');
});

test('the home page arrives with its first slide only, and has all six once the browser has it, without the query cache', async ({
  page,
  request,
}) => {
  const html = await (await request.get('/')).text();
  expect(html.match(/<img[^>]+class="hero-slide"/g)).toHaveLength(1);
  await page.goto('/');
  await expect(page.locator('img.hero-slide')).toHaveCount(6);
  await expect(page.getByRole('button', { name: 'Show slide 3 of 6' })).toBeVisible();
  // Nor does a signed-out visitor's home page load the query cache (api/app-query-client.ts).
  const scripts = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .flatMap((entry) => (entry.name.endsWith('.js') ? [entry.name] : [])),
  );
  const queryCache = (names: string[]) => names.filter((name) => /\/assets\/query-client-/.test(name));
  expect(scripts.length).toBeGreaterThan(2);
  expect(queryCache(scripts)).toEqual([]);
  // A page that reads through it loads it (so the name looked for above is the cache's).
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Departments' }).click();
  await expect(page.getByRole('heading', { name: 'Departments', level: 1 })).toBeVisible();
  const later = await page.evaluate(() =>
    performance.getEntriesByType('resource').map((entry) => entry.name),
  );
  expect(queryCache(later)).toHaveLength(1);
});

test('the contact page hydrates without the query cache or the sender’s code, and asks for the sender once the form is touched', async ({
  page,
}) => {
  const scripts = () =>
    page.evaluate(() =>
      performance.getEntriesByType('resource').flatMap((entry) => {
        const file = new URL(entry.name).pathname.split('/').pop() ?? '';
        return file.endsWith('.js') ? [file] : [];
      }),
    );
  // The fixture's goto waits until the app holds the page, hydrated.
  await page.goto('/contact');
  const atFirst = await scripts();
  expect(atFirst.some((file) => file.startsWith('ContactPage-'))).toBe(true);
  expect(atFirst.filter((file) => /^(query-client|send-message)-/.test(file))).toEqual([]);
  await page.getByLabel('First name').focus();
  await expect
    .poll(async () => (await scripts()).filter((file) => file.startsWith('send-message-')))
    .toHaveLength(1);
});

test('a rendered form can be neither filled nor sent until the page is hydrated, then can', async ({
  page,
  request,
}) => {
  // Sent before its script has run, the login form would put the password in the address.
  for (const path of ['/login', '/signup', '/contact', '/faculty']) {
    const html = await (await request.get(path)).text();
    expect(html, path).toMatch(/<fieldset class="form-controls" disabled="">/);
  }
  await page.goto('/login');
  await expect(page.getByLabel('Password')).toBeEnabled();
  await expect(page.getByRole('button', { name: 'Login', exact: true })).toBeEnabled();
});

/* zod's chunk (named so in web/vite.config.ts) among the paths a page asked for. */
const zodChunks = (paths: readonly string[]) =>
  paths.filter((path) => /^\/assets\/zod-[^/]*\.js$/.test(path));

test('the Departments page arrives with its cards, and the browser, given the list with them, asks neither for it nor for the routes’ schemas', async ({
  page,
}) => {
  const asked: string[] = [];
  page.on('request', (request) => asked.push(new URL(request.url()).pathname));
  // The fixture's goto waits until the app holds the page, hydrated.
  await page.goto('/departments');
  await expect(page.getByRole('heading', { name: 'Computer Engineering' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(asked).toContain('/departments');
  expect(asked.filter((path) => path.startsWith('/api/'))).toEqual([]);
  // The schemas come with the list's next read (api/reads/departments.ts); the login page's form needs them.
  expect(zodChunks(asked)).toEqual([]);
  await page.getByRole('link', { name: 'Login', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Login', level: 1 })).toBeVisible();
  await expect.poll(() => zodChunks(asked)).toHaveLength(1);
});

test('reached from another page, the Departments page reads its list, and its schemas, in the browser', async ({
  page,
}) => {
  const asked: string[] = [];
  page.on('request', (request) => asked.push(new URL(request.url()).pathname));
  await page.goto('/');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Departments' }).click();
  await expect(page.getByRole('heading', { name: 'Computer Engineering' })).toBeVisible();
  expect(asked).toContain('/api/admin/departments');
  expect(zodChunks(asked)).toHaveLength(1);
});

test('a tap on a rendered page’s Menu before its code has arrived opens the menu once the code has', async ({
  page,
}) => {
  // A page of its own: the fixture's waits for the app, which here is held back.
  const visitor = await page.context().newPage();
  await visitor.setViewportSize({ width: 360, height: 740 });
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await visitor.route('**/assets/start-*.js', async (route) => {
    await held;
    await route.continue();
  });
  await visitor.goto('/contact');
  const menu = visitor.getByRole('button', { name: 'Menu', exact: true });
  await menu.click();
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  release();
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  await expect(
    visitor.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Faculty' }),
  ).toBeVisible();
});
