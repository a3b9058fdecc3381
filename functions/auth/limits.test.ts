import { afterEach, describe, expect, it, vi } from 'vitest';
import { isTrustedClient } from './limits';

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
