import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './fixtures';

const PUBLIC_PAGES = ['/', '/departments', '/faculty?department=Civil+Engineering', '/resource', '/contact'];

for (const path of PUBLIC_PAGES) {
  test(`axe finds no serious or critical problem on ${path}`, async ({ page }) => {
    await page.goto(path);
    await expect(page.locator('main h1')).toBeVisible();
    await page.waitForLoadState('networkidle');
    const results = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze();
    const severe = results.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map(
        (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
      );
    expect(severe).toEqual([]);
  });

  test(`${path} fits a 360 px wide screen`, async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto(path);
    await expect(page.locator('main h1')).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
}
