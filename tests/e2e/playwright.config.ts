import { availableParallelism } from 'node:os';
import { defineConfig } from '@playwright/test';
import { DEBIAN_HEADLESS_SHELL, findChromium, testBrowserCandidates } from './chromium';

/* Files that start a stack of their own (the rest share the global setup's). */
const OWN_STACK_FILES = ['**/contact-ses-down.e2e.ts'];

/*
 * Playwright drives Debian's Chromium headless shell (its own browser download does not work
 * here; chromium.ts says which browser is taken). The flags keep Chromium from reaching for the
 * network at start, which this machine refuses.
 */
export default defineConfig({
  testDir: '.',
  testMatch: '**/*.e2e.ts',
  globalSetup: './global-setup.ts',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  // Playwright's default is half the cores: one worker on two. The tests keep their data apart, so
  // two run side by side (on a busy two-core machine: 6.4 minutes instead of 8.3).
  workers: Math.max(2, Math.floor(availableParallelism() / 2)),
  forbidOnly: true,
  retries: 0,
  reporter: [['list']],
  use: {
    browserName: 'chromium',
    // Recording a trace costs about a sixth of the browser tests' CPU; CI's clone is thrown away, so
    // only a developer's run keeps the traces of failed tests.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    launchOptions: {
      executablePath: findChromium(testBrowserCandidates()) ?? DEBIAN_HEADLESS_SHELL,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  outputDir: '../../test-results',
  /*
   * A file that starts a stack of its own does it in its worker's process, whose environment and
   * SDK clients (made once per process) it takes over; its own project gives it a worker no other
   * file shares (Playwright never runs two projects' files in one worker).
   */
  projects: [
    { name: 'site', testIgnore: OWN_STACK_FILES },
    { name: 'own stack', testMatch: OWN_STACK_FILES },
  ],
});
