import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { DEBIAN_CHROMIUM, findChromium } from '../tests/e2e/chromium';

export interface LighthouseScores {
  readonly performance: number;
  readonly accessibility: number;
  readonly bestPractices: number;
  readonly seo: number;
  readonly largestContentfulPaintMs: number;
  readonly cumulativeLayoutShift: number;
}

/*
 * Lighthouse's default mobile run (emulated phone, simulated slow 4G and CPU) in Debian's
 * Chromium. The flags keep Chromium off the network, which this machine does not have.
 */
export async function lighthouseScores(url: string): Promise<LighthouseScores> {
  const chrome = await launch({
    chromePath: findChromium() ?? DEBIAN_CHROMIUM,
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  try {
    const options = {
      port: chrome.port,
      output: 'json' as const,
      logLevel: 'error' as const,
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    };
    /*
     * A first run warms the browser up, and its result is dropped. A browser just started draws its
     * first frame late, whatever the page (decision 37 has the measurements). Lighthouse counts all the
     * page's work before that frame into its simulated paint times, so a cold start measured the
     * harness, not the site. A visitor's browser is already running.
     */
    await lighthouse(url, options);
    const result = await lighthouse(url, options);
    const categories = result?.lhr.categories;
    const score = (id: string) => Math.round((categories?.[id]?.score ?? 0) * 100);
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      largestContentfulPaintMs: result?.lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
      cumulativeLayoutShift: result?.lhr.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
    };
  } finally {
    chrome.kill();
  }
}

const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

/** Each measure's median over `runs` runs (an odd number), each in a fresh browser. */
export async function medianLighthouseScores(url: string, runs = 3): Promise<LighthouseScores> {
  const all: LighthouseScores[] = [];
  for (let run = 0; run < runs; run += 1) all.push(await lighthouseScores(url));
  const of = (key: keyof LighthouseScores) => median(all.map((scores) => scores[key]));
  return {
    performance: of('performance'),
    accessibility: of('accessibility'),
    bestPractices: of('bestPractices'),
    seo: of('seo'),
    largestContentfulPaintMs: of('largestContentfulPaintMs'),
    cumulativeLayoutShift: of('cumulativeLayoutShift'),
  };
}

/** The public pages Lighthouse measures: the landing page, a page with fetched data, a form. */
export const LIGHTHOUSE_PAGES = ['/', '/departments', '/contact'] as const;

/** Each measure's budget (docs/testing.md): scores at least, paint and shift at most. */
export const LIGHTHOUSE_BUDGETS = {
  performance: 98,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  largestContentfulPaintMs: 1200,
  cumulativeLayoutShift: 0,
} as const satisfies LighthouseScores;

/** The scores as the bench prints them, each against its budget. */
export function lighthouseMeasures(
  scores: LighthouseScores,
): { name: string; value: string; withinBudget: boolean }[] {
  const atLeast = (name: string, key: 'performance' | 'accessibility' | 'bestPractices' | 'seo') => ({
    name,
    value: String(scores[key]),
    withinBudget: scores[key] >= LIGHTHOUSE_BUDGETS[key],
  });
  return [
    atLeast('performance', 'performance'),
    atLeast('accessibility', 'accessibility'),
    atLeast('best practices', 'bestPractices'),
    atLeast('SEO', 'seo'),
    {
      name: 'largest contentful paint',
      value: `${Math.round(scores.largestContentfulPaintMs)} ms`,
      withinBudget: scores.largestContentfulPaintMs <= LIGHTHOUSE_BUDGETS.largestContentfulPaintMs,
    },
    {
      name: 'cumulative layout shift',
      value: scores.cumulativeLayoutShift.toFixed(3),
      withinBudget: scores.cumulativeLayoutShift <= LIGHTHOUSE_BUDGETS.cumulativeLayoutShift,
    },
  ];
}
