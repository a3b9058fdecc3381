import type { Page } from '@playwright/test';

/*
 * The built site is served with the CSP CloudFront adds (infra/local/web-server.ts takes it from
 * web-policies.ts). A page watched from its first load collects every CSP violation it reports:
 * the securitypolicyviolation event, or the console's CSP error.
 */

type Violation = { directive: string; blocked: string; source: string };

/**
 * Starts collecting the page's CSP reports; the result reads them. Awaited before the first
 * navigation: a page loaded before the init script is registered has no collector (seen once the
 * browser got fast enough to win that race).
 */
export async function watchCsp(page: Page): Promise<() => Promise<string[]>> {
  const console: string[] = [];
  page.on('console', (message) => {
    if (/content security policy/i.test(message.text())) console.push(message.text());
  });
  await page.addInitScript(() => {
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
