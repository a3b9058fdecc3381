import { afterEach, describe, expect, it, vi } from 'vitest';
import { hashPassword, verifyPassword } from './passwords';

const costOf = (hash: string) => hash.split('$')[1];

describe('password hashes', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('are made at N=2^17 on the site, and checked at whatever cost a stored hash names', async () => {
    vi.stubEnv('CAMPUS_TEST_PASSWORD_COST_LOG2', undefined);
    const hash = await hashPassword('a long passphrase');
    expect(costOf(hash)).toBe(String(2 ** 17));
    expect(await verifyPassword('a long passphrase', hash)).toBe(true);
    expect(await verifyPassword('another passphrase', hash)).toBe(false);
    // Three hashes at the site's cost are slow by design, and slower on a busy machine.
  }, 30_000);

  it('take a test stack’s lower cost, but never on Lambda and never below 2^10', async () => {
    vi.stubEnv('CAMPUS_TEST_PASSWORD_COST_LOG2', '12');
    const cheap = await hashPassword('a long passphrase');
    expect(costOf(cheap)).toBe(String(2 ** 12));
    expect(await verifyPassword('a long passphrase', cheap)).toBe(true);

    vi.stubEnv('AWS_LAMBDA_FUNCTION_NAME', 'campus-auth');
    expect(costOf(await hashPassword('a long passphrase'))).toBe(String(2 ** 17));
    vi.stubEnv('AWS_LAMBDA_FUNCTION_NAME', undefined);
    vi.stubEnv('CAMPUS_TEST_PASSWORD_COST_LOG2', '4');
    expect(costOf(await hashPassword('a long passphrase'))).toBe(String(2 ** 17));
  }, 30_000);

  it('never match a stored value that is no scrypt hash (an imported account before its invitation)', async () => {
    expect(await verifyPassword('', '')).toBe(false);
    expect(await verifyPassword('anything', 'scrypt$not-a-real-hash')).toBe(false);
    // Each refusal derives a key at the deployed cost (so it takes as long as a real check): on
    // two busy cores, beside the database-backed tests, that is seconds.
  }, 30_000);
});
