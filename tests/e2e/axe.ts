import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * axe's serious and critical findings on the page as it stands, WCAG 2.1 A and AA. Legacy mode runs
 * axe in the page itself: the default opens a blank page per check to merge the frames' results,
 * which cost about a second a check here (2.0 s against 0.9 s on the login page), and the site's
 * only frame is the calendar's PDF, a document of the college's, not markup of ours.
 */
export async function severeAxeFindings(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .setLegacyMode(true)
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}

/** How far the page is wider than the window (0 or less when nothing scrolls sideways). */
export const sidewaysOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/** The page as it stands, checked by axe and for sideways scrolling at 1,280 and 360 px, then back to 1,280. */
export async function checkAtBothWidths(page: Page, what: string): Promise<void> {
  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: 800 });
    expect(await severeAxeFindings(page), `${what} at ${width} px`).toEqual([]);
    expect(await sidewaysOverflow(page), `${what} at ${width} px`).toBeLessThanOrEqual(0);
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}
