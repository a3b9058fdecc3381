import type { Role } from '#shared/constants/roles';
import { RENDERED_PATHS } from '#web/page-documents';
import { type DashboardPath, dashboardPaths, type PagePath, SITE_PAGES } from '../../web/src/lib/site-map';
import { severeAxeFindings, sidewaysOverflow } from './axe';
import { watchCsp } from './csp-watch';
import { expect, test } from './fixtures';
import { logIn } from './session';

/* How a page is visited when its path alone shows nothing: the query it reads, a mailed link's token. */
const VISITED_AS: Partial<Record<PagePath, string>> = {
  faculty: '/faculty?department=Civil+Engineering',
  'reset-password': `/reset-password#token=${'a'.repeat(43)}`,
  'confirm-email': `/confirm-email#token=${'a'.repeat(43)}`,
  'set-password': `/set-password#token=${'a'.repeat(43)}`,
};

/** Whether React has taken the page over: it marks the container it renders into. */
const isTheBrowsers = (root: HTMLElement) =>
  Object.keys(root).some((key) => key.startsWith('__reactContainer'));

/* The landing page and every public page of the site map: a page added there is checked here. */
const PUBLIC_PAGES = [
  '/',
  ...SITE_PAGES.filter((page) => page.access === 'public').map(
    (page) => VISITED_AS[page.path] ?? `/${page.path}`,
  ),
];

for (const path of PUBLIC_PAGES) {
  test(`axe finds no serious or critical problem on ${path}, nor a CSP violation, and it fits 360 px; a rendered page hydrates with no error`, async ({
    page,
  }) => {
    const violations = await watchCsp(page);
    // A page rendered at build time that hydrates with a mismatch says so here (decision 37).
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    await page.goto(path);
    await expect(page.locator('main h1')).toBeVisible();
    await expect.poll(() => page.locator('#root').evaluate(isTheBrowsers)).toBe(true);
    await page.waitForLoadState('networkidle');
    // A page opened with a made-up token is refused by the API, which the console reports.
    if (RENDERED_PATHS.includes(new URL(path, 'http://campus.invalid').pathname))
      expect(problems).toEqual([]);
    expect(await severeAxeFindings(page)).toEqual([]);
    expect(await violations()).toEqual([]);
    // A public page at a phone's width is the same page under its CSS's media queries (the menu
    // drawer starts closed at any width), so it is narrowed rather than loaded again.
    await page.setViewportSize({ width: 360, height: 740 });
    await expect(page.locator('main h1')).toBeVisible();
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
  });
}

/* A dashboard's landing page, then each of its sections, Settings last, as the site map lists them. */
const dashboard = (path: DashboardPath) => {
  const page = SITE_PAGES.find((candidate) => candidate.path === path);
  return page ? [`/${page.path}`, ...dashboardPaths(page)] : [];
};

/* Each role's screens, signed in once per role, at a desktop width and then at 360 px. */
const SIGNED_IN_PAGES: readonly { account: readonly [string, Role, string]; paths: readonly string[] }[] = [
  {
    account: ['faculty@campus.local', 'Faculty', 'campus-demo-faculty'],
    paths: dashboard('facultypage'),
  },
  {
    account: ['student@campus.local', 'Student', 'campus-demo-student'],
    paths: [...dashboard('student'), '/studybuddy', '/GPT', '/settings'],
  },
  {
    account: ['admin@campus.local', 'Admin', 'campus-demo-admin'],
    paths: dashboard('admin'),
  },
  {
    account: ['alumni@campus.local', 'Alumni', 'campus-demo-alumni'],
    paths: ['/alumni', '/blogs', '/settings'],
  },
];

test('every page of the site map that needs a sign-in is among the screens checked', () => {
  const checked = new Set(SIGNED_IN_PAGES.flatMap(({ paths }) => paths));
  const unchecked = SITE_PAGES.filter((page) => page.access !== 'public' && !checked.has(`/${page.path}`));
  expect(unchecked.map((page) => page.path)).toEqual([]);
});

for (const { account, paths } of SIGNED_IN_PAGES) {
  const [email, role, password] = account;
  test(`axe finds no serious or critical problem nor a CSP violation on the ${role} screens, which fit 360 px`, async ({
    page,
  }) => {
    // Every section is waited on until the network is quiet: the Student and Admin walks are the
    // longest tests, so this guard leaves room for a busy machine (docs/testing.md).
    test.setTimeout(240_000);
    const violations = await watchCsp(page);
    await logIn(page, email, role, password);
    await expect(page).not.toHaveURL(/\/login$/);
    for (const [at, path] of paths.entries()) {
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto(path);
      await expect(page.locator('main h1')).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(await severeAxeFindings(page), `${path} at 1280 px`).toEqual([]);
      expect(await sidewaysOverflow(page), `${path} at 1280 px`).toBeLessThanOrEqual(0);
      /*
       * At 360 px the same screen is laid out by its CSS's media queries (the sections' markup is
       * the same), so it is narrowed rather than loaded again. Its sidebar, open as a menu a
       * phone's user opened, must fit too; folded, as a phone opens the screen, axe reads the
       * first screen only: axe is most of a walk's time.
       */
      await page.setViewportSize({ width: 360, height: 800 });
      await expect(page.locator('main h1')).toBeVisible();
      expect(await sidewaysOverflow(page), `${path} at 360 px, menu open`).toBeLessThanOrEqual(0);
      const hideMenu = page.getByRole('button', { name: 'Hide menu' });
      if (await hideMenu.isVisible()) await hideMenu.click();
      if (at === 0) expect(await severeAxeFindings(page), `${path} at 360 px`).toEqual([]);
      expect(await sidewaysOverflow(page), `${path} at 360 px`).toBeLessThanOrEqual(0);
      expect(await violations(), path).toEqual([]);
    }
  });
}
