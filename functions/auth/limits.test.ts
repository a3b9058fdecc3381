import { afterEach, describe, expect, it, vi } from 'vitest';
import { isTrustedClient, LOGIN_ATTEMPTS_PER_ACCOUNT, loginDelayMs, MAX_LOGIN_DELAY_MS } from './limits';

describe('loginDelayMs', () => {
  it('lets the account’s first 5 attempts in a window go at once, then doubles from 0.5 s to a 4 s cap', () => {
    const delays = Array.from({ length: 12 }, (_, earlier) => loginDelayMs(earlier));
    expect(delays).toEqual([0, 0, 0, 0, 0, 500, 1000, 2000, 4000, 4000, 4000, 4000]);
    expect(LOGIN_ATTEMPTS_PER_ACCOUNT.limit).toBe(5);
    // However long an attack goes on, an owner waits no more than this before the password check.
    expect(loginDelayMs(1_000_000)).toBe(MAX_LOGIN_DELAY_MS);
  });
});

describe('isTrustedClient', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('trusts no one when no network is named, and the named networks once they are', () => {
    vi.stubEnv('TRUSTED_NETWORKS', '');
    expect(isTrustedClient('203.0.113.9')).toBe(false);
    vi.stubEnv('TRUSTED_NETWORKS', '203.0.113.0/24,2001:db8:a::/48');
    expect(isTrustedClient('203.0.113.9')).toBe(true);
    expect(isTrustedClient('198.51.100.9')).toBe(false);
    expect(isTrustedClient('2001:db8:a:1::/64')).toBe(true);
  });

  it('refuses a setting it cannot read rather than trusting or ignoring it', () => {
    vi.stubEnv('TRUSTED_NETWORKS', 'the campus');
    expect(() => isTrustedClient('203.0.113.9')).toThrow('must be written as a CIDR');
  });
});
