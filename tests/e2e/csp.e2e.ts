import type { Page } from '@playwright/test';
import type { Role } from '../../shared/constants/roles';
import { dashboardPaths, SITE_PAGES } from '../../web/src/lib/site-map';
import { pngImage } from '../support/images';
import { expect, test } from './fixtures';
import { logIn } from './session';

/*
 * The built site is served with the CSP CloudFront adds (infra/local/web-server.ts takes it from
 * web-policies.ts). Every page of the site map, signed out and as each role, is opened and every
 * CSP violation it reports (the securitypolicyviolation event, or the console's CSP error) is
 * collected; none may appear.
 */

type Violation = { directive: string; blocked: string; source: string };

/** Starts collecting the page's CSP reports; the result reads them. */
function watchCsp(page: Page): () => Promise<string[]> {
  const console: string[] = [];
  page.on('console', (message) => {
    if (/content security policy/i.test(message.text())) console.push(message.text());
  });
  void page.addInitScript(() => {
    const seen: Violation[] = [];
    (window as unknown as { __csp: Violation[] }).__csp = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push({
        directive: event.effectiveDirective,
        blocked: event.blockedURI,
        source: `${event.sourceFile}:${event.lineNumber}`,
      });
    });
  });
  return async () => {
    const events = await page.evaluate(() => (window as unknown as { __csp?: Violation[] }).__csp ?? []);
    return [...events.map((v) => `${v.directive} blocked ${v.blocked} at ${v.source}`), ...console];
  };
}

const TOKEN = 'a'.repeat(43);
const PUBLIC_PATHS = [
  '/',
  ...SITE_PAGES.filter((page) => page.access === 'public').map((page) =>
    ['reset-password', 'confirm-email', 'set-password'].includes(page.path)
      ? `/${page.path}#token=${TOKEN}`
      : `/${page.path}`,
  ),
];

/** Opens a page and waits until it has drawn its heading and its requests have settled. */
async function open(page: Page, path: string) {
  const response = await page.goto(path);
  await expect(page.locator('main h1')).toBeVisible();
  await page.waitForLoadState('networkidle');
  return response;
}

test('the site is served with the production CSP, whose reports this test sees', async ({ page }) => {
  const violations = watchCsp(page);
  const response = await open(page, '/');
  const csp = (await response?.headerValue('content-security-policy')) ?? '';
  expect(csp).toContain("script-src 'self';");
  expect(csp).toContain("img-src 'self' data: blob: https:");
  expect(csp).not.toContain('unsafe-eval');
  expect(await violations()).toEqual([]);
  // A script the policy refuses (as it refused zod's `new Function` probe) is reported and seen.
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.__ran = true';
    document.body.append(script);
  });
  await expect.poll(violations).toEqual(expect.arrayContaining([expect.stringMatching(/^script-src/)]));
  expect(await page.evaluate(() => (window as unknown as { __ran?: boolean }).__ran)).toBeUndefined();
});

test('no public page reports a CSP violation', async ({ page }) => {
  test.setTimeout(60_000);
  const violations = watchCsp(page);
  for (const path of PUBLIC_PATHS) {
    await open(page, path);
    expect(await violations(), path).toEqual([]);
  }
});

/* Each role's pages: its dashboard, every section of it, and the signed-in pages every role has. */
const SIGNED_IN = (
  [
    ['faculty@campus.local', 'Faculty', 'campus-demo-faculty', 'facultypage'],
    ['student@campus.local', 'Student', 'campus-demo-student', 'student'],
    ['admin@campus.local', 'Admin', 'campus-demo-admin', 'admin'],
    ['alumni@campus.local', 'Alumni', 'campus-demo-alumni', 'alumni'],
  ] as const satisfies readonly (readonly [string, Role, string, string])[]
).map(([email, role, password, home]) => {
  const entry = SITE_PAGES.find((page) => page.path === home);
  return {
    account: [email, role, password] as const,
    paths: [
      `/${home}`,
      ...(entry ? dashboardPaths(entry) : []),
      '/studybuddy',
      '/GPT',
      '/settings',
      '/blogs',
    ],
  };
});

for (const { account, paths } of SIGNED_IN) {
  const [email, role, password] = account;
  test(`no ${role} page reports a CSP violation`, async ({ page }) => {
    test.setTimeout(90_000);
    const violations = watchCsp(page);
    await logIn(page, email, role, password);
    await expect(page).not.toHaveURL(/\/login$/);
    for (const path of paths) {
      await open(page, path);
      expect(await violations(), path).toEqual([]);
    }
  });
}

test('the forum shows the chosen image before it is posted, under the CSP', async ({ page }) => {
  const violations = watchCsp(page);
  await logIn(page, 'alumni@campus.local', 'Alumni', 'campus-demo-alumni');
  await expect(page).toHaveURL(/\/alumni$/);
  await page.getByLabel('Image (optional)').setInputFiles({
    name: 'preview.png',
    mimeType: 'image/png',
    buffer: pngImage(32, 18, [200, 90, 30]),
  });
  const preview = page.getByRole('img', { name: 'Preview: preview.png' });
  await expect(preview).toHaveAttribute('src', /^blob:/);
  // Drawn, not refused: a blocked image has no natural size.
  await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(32);
  expect(await violations()).toEqual([]);
});
