import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';

export const DEBIAN_CHROMIUM = '/usr/bin/chromium';

/** Where a Chromium might be, in the order tried: an explicit path, Debian's, Playwright's own. */
export function chromiumCandidates(env: NodeJS.ProcessEnv = process.env): string[] {
  let playwrights: string | undefined;
  try {
    playwrights = chromium.executablePath();
  } catch {
    playwrights = undefined; // Playwright knows no browser of its own for this platform.
  }
  return [env.CHROMIUM_PATH, DEBIAN_CHROMIUM, playwrights].filter((path): path is string => Boolean(path));
}

/** The first Chromium that exists, for Playwright's `executablePath` and Lighthouse. */
export function findChromium(
  candidates: readonly string[] = chromiumCandidates(),
  exists: (path: string) => boolean = existsSync,
): string | undefined {
  return candidates.find((path) => exists(path));
}

/** What a machine can do about a missing Chromium. */
export interface InstallAbility {
  readonly aptGet: boolean;
  readonly root: boolean;
  readonly passwordlessSudo: boolean;
}

/** The apt-get command line that installs Debian's Chromium here, or why none can. */
export function installPlan(ability: InstallAbility): { command: string[] } | { message: string } {
  const install = ['sh', '-c', 'apt-get update -qq && apt-get install -y -qq chromium'];
  if (ability.aptGet && ability.root) return { command: install };
  if (ability.aptGet && ability.passwordlessSudo) return { command: ['sudo', '-n', ...install] };
  return { message: WHAT_TO_INSTALL };
}

export const WHAT_TO_INSTALL =
  'The browser tests need Chromium: install it (Debian/Ubuntu: sudo apt-get install chromium) ' +
  'or set CHROMIUM_PATH to a Chromium or Chrome executable, then run npm test again.';
