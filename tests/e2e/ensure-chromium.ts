import { spawnSync } from 'node:child_process';
import { findChromium, installPlan, WHAT_TO_INSTALL } from './chromium';

/*
 * Run first by `npm test`: the browser tests need a Chromium. When none is found, install Debian's
 * when this machine allows it (root or passwordless sudo, with apt-get); otherwise stop at once
 * with one line that says what to install, instead of a screen of failing browser tests.
 */
const succeeds = (command: string, args: string[]) =>
  spawnSync(command, args, { stdio: 'ignore' }).status === 0;

function main(): number {
  if (findChromium()) return 0;
  const plan = installPlan({
    aptGet: succeeds('sh', ['-c', 'command -v apt-get']),
    root: process.getuid?.() === 0,
    passwordlessSudo: succeeds('sudo', ['-n', 'true']),
  });
  if ('message' in plan) {
    console.error(plan.message);
    return 1;
  }
  console.log('No Chromium found; installing Debian’s chromium for the browser tests…');
  const [command = 'sh', ...args] = plan.command;
  const result = spawnSync(command, args, {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  if (result.status === 0 && findChromium()) return 0;
  console.error(WHAT_TO_INSTALL);
  return 1;
}

process.exit(main());
