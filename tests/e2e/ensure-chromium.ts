import { spawnSync } from 'node:child_process';
import {
  DEBIAN_HEADLESS_SHELL,
  findChromium,
  installPlan,
  testBrowserCandidates,
  WHAT_TO_INSTALL,
} from './chromium';

/*
 * Run first by `npm test`: the browser tests need a Chromium, at best Debian's headless shell.
 * When that is missing, install it (and the full browser) when this machine allows it (root or
 * passwordless sudo, with apt-get); a full Chromium already here still serves where that cannot
 * be done. With no browser at all, stop at once with one line that says what to install, instead of
 * a screen of failing browser tests.
 */
const succeeds = (command: string, args: string[]) =>
  spawnSync(command, args, { stdio: 'ignore' }).status === 0;

function main(): number {
  const found = findChromium(testBrowserCandidates());
  if (found && (process.env.CHROMIUM_PATH || found === DEBIAN_HEADLESS_SHELL)) return 0;
  // With a full Chromium here, install the headless shell only where apt already knows the package.
  if (found && !succeeds('apt-cache', ['show', 'chromium-headless-shell'])) return 0;
  const plan = installPlan({
    aptGet: succeeds('sh', ['-c', 'command -v apt-get']),
    root: process.getuid?.() === 0,
    passwordlessSudo: succeeds('sudo', ['-n', 'true']),
  });
  if ('message' in plan) {
    if (found) return 0;
    console.error(plan.message);
    return 1;
  }
  console.log('Installing Debian’s Chromium headless shell for the browser tests…');
  const [command = 'sh', ...args] = plan.command;
  const result = spawnSync(command, args, {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  if (findChromium(testBrowserCandidates())) {
    if (result.status !== 0) console.warn('The install failed; the browser tests run in the Chromium found.');
    return 0;
  }
  console.error(WHAT_TO_INSTALL);
  return 1;
}

process.exit(main());
