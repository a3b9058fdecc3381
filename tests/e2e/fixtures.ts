import { test as base } from '@playwright/test';

/**
 * Tests address pages relative to the site the global setup started. A page load waits until the
 * app has taken the page over (web/src/app/App.tsx marks it): a public page arrives rendered, and a
 * press on its buttons before then is answered only then (web/src/lib/early-presses.ts), a form
 * enabled only then, so a test would race the app.
 */
export const test = base.extend({
  baseURL: async ({ baseURL }, use) => {
    await use(process.env.CAMPUS_E2E_URL ?? baseURL);
  },
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    page.goto = async (...args: Parameters<typeof goto>) => {
      const response = await goto(...args);
      await page.waitForFunction(() => document.documentElement.dataset.app === 'ready');
      return response;
    };
    await use(page);
  },
});

export { expect } from '@playwright/test';
