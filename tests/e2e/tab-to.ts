import type { Page } from '@playwright/test';

/** Presses Tab until the focused element matches, as a keyboard user would. */
export async function tabTo(page: Page, name: string | RegExp, limit = 60) {
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press('Tab');
    const label = await page.evaluate(
      () =>
        document.activeElement?.getAttribute('aria-label') ??
        document.activeElement?.textContent?.trim() ??
        '',
    );
    if (typeof name === 'string' ? label === name : name.test(label)) return;
  }
  throw new Error(`Tab never reached ${name}`);
}
