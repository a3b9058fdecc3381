import { describe, expect, it } from 'vitest';
import {
  chromiumCandidates,
  DEBIAN_CHROMIUM,
  DEBIAN_HEADLESS_SHELL,
  findChromium,
  installPlan,
  testBrowserCandidates,
} from './chromium';

describe('finding Chromium for the browser tests', () => {
  it('tries CHROMIUM_PATH first, then Debian’s, then Playwright’s own', () => {
    const candidates = chromiumCandidates({ CHROMIUM_PATH: '/opt/chrome/chrome' });
    expect(candidates.slice(0, 2)).toEqual(['/opt/chrome/chrome', DEBIAN_CHROMIUM]);
    expect(chromiumCandidates({})[0]).toBe(DEBIAN_CHROMIUM);
  });

  it('runs the tests in Debian’s headless shell before any full Chromium, unless CHROMIUM_PATH names one', () => {
    expect(testBrowserCandidates({}).slice(0, 2)).toEqual([DEBIAN_HEADLESS_SHELL, DEBIAN_CHROMIUM]);
    expect(testBrowserCandidates({ CHROMIUM_PATH: '/opt/chrome/chrome' })[0]).toBe('/opt/chrome/chrome');
    expect(chromiumCandidates({})).not.toContain(DEBIAN_HEADLESS_SHELL);
  });

  it('takes the first candidate that exists, or none', () => {
    const exists = (path: string) => path === '/b';
    expect(findChromium(['/a', '/b', '/c'], exists)).toBe('/b');
    expect(findChromium(['/a'], exists)).toBeUndefined();
  });

  it('installs with apt-get as root, through sudo when that needs no password, else says what to do', () => {
    expect(installPlan({ aptGet: true, root: true, passwordlessSudo: false })).toEqual({
      command: [
        'sh',
        '-c',
        'apt-get update -qq && (apt-get install -y -qq chromium-headless-shell chromium || apt-get install -y -qq chromium)',
      ],
    });
    expect(installPlan({ aptGet: true, root: false, passwordlessSudo: true })).toMatchObject({
      command: ['sudo', '-n', 'sh', '-c', expect.stringContaining('apt-get install')],
    });
    const refusal = installPlan({ aptGet: true, root: false, passwordlessSudo: false });
    expect(refusal).toEqual({
      message: expect.stringContaining('sudo apt-get install chromium-headless-shell'),
    });
    expect('message' in refusal && refusal.message.split('\n')).toHaveLength(1);
    expect(installPlan({ aptGet: false, root: true, passwordlessSudo: false })).toHaveProperty('message');
  });
});
