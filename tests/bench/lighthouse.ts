import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { DEBIAN_CHROMIUM, findChromium } from '../e2e/chromium';

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
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    });
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
