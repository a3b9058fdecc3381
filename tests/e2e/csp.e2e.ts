import type { Page } from '@playwright/test';
import { pngImage } from '../support/images';
import { watchCsp } from './csp-watch';
import { expect, test } from './fixtures';
import { logIn } from './session';

/*
 * The production CSP in the end-to-end run: its header, a violation seen when one happens, and the
 * forum's image preview drawn under it. Every page of the site map is opened under it with its
 * reports watched by accessibility.e2e.ts, which visits them all already.
 */

/** Opens a page and waits until it has drawn its heading and its requests have settled. */
async function open(page: Page, path: string) {
  const response = await page.goto(path);
  await expect(page.locator('main h1')).toBeVisible();
  await page.waitForLoadState('networkidle');
  return response;
}

test('the site is served with the production CSP, whose reports this test sees', async ({ page }) => {
  const violations = await watchCsp(page);
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

test('the forum shows the chosen image before it is posted, under the CSP', async ({ page }) => {
  const violations = await watchCsp(page);
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
