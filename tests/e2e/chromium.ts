import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';

export const DEBIAN_CHROMIUM = '/usr/bin/chromium';
/*
 * Debian's build of Chromium's headless shell (package chromium-headless-shell), what Playwright
 * itself runs headless tests in. It has no browser window layer to drive: on this 2-core machine
 * the browser tests took 4.4 minutes in it against 7.2 in the full browser (decision 6).
 */
export const DEBIAN_HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

function playwrightsChromium(): string | undefined {
  try {
    return chromium.executablePath();
  } catch {
    return undefined; // Playwright knows no browser of its own for this platform.
  }
}

const given = (paths: readonly (string | undefined)[]) =>
  paths.filter((path): path is string => Boolean(path));

/** Where a full Chromium might be, in the order tried: an explicit path, Debian's, Playwright's own. */
export function chromiumCandidates(env: NodeJS.ProcessEnv = process.env): string[] {
  return given([env.CHROMIUM_PATH, DEBIAN_CHROMIUM, playwrightsChromium()]);
}

/** The browser tests' order: an explicit path, Debian's headless shell, then any full Chromium. */
export function testBrowserCandidates(env: NodeJS.ProcessEnv = process.env): string[] {
  return given([env.CHROMIUM_PATH, DEBIAN_HEADLESS_SHELL, ...chromiumCandidates({})]);
}

/** The first candidate that exists: Playwright's `executablePath`, Lighthouse's Chrome. */
export function findChromium(
  candidates: readonly string[] = chromiumCandidates(),
  exists: (path: string) => boolean = existsSync,
): string | undefined {
  return candidates.find((path) => exists(path));
}

/** What a machine can do about a missing browser. */
export interface InstallAbility {
  readonly aptGet: boolean;
  readonly root: boolean;
  readonly passwordlessSudo: boolean;
}

/*
 * The headless shell for the tests and the full browser for Lighthouse (`npm run bench`); where
 * apt has no headless shell (older Debian, Ubuntu), the full browser alone.
 */
const APT_INSTALL =
  'apt-get update -qq && (apt-get install -y -qq chromium-headless-shell chromium || apt-get install -y -qq chromium)';

/** The apt-get command line that installs Debian's Chromium here, or why none can. */
export function installPlan(ability: InstallAbility): { command: string[] } | { message: string } {
  const install = ['sh', '-c', APT_INSTALL];
  if (ability.aptGet && ability.root) return { command: install };
  if (ability.aptGet && ability.passwordlessSudo) return { command: ['sudo', '-n', ...install] };
  return { message: WHAT_TO_INSTALL };
}

export const WHAT_TO_INSTALL =
  'The browser tests need Chromium: install it (Debian: sudo apt-get install chromium-headless-shell ' +
  'chromium) or set CHROMIUM_PATH to a Chromium or Chrome executable, then run npm test again.';
