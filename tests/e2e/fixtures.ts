import { test as base } from '@playwright/test';

/** Tests address pages relative to the site the global setup started. */
export const test = base.extend({
  baseURL: async ({ baseURL }, use) => {
    await use(process.env.CAMPUS_E2E_URL ?? baseURL);
  },
});

export { expect } from '@playwright/test';
