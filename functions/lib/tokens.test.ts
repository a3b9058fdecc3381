import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { secretFile } from '../../tests/support/secret-file';
import { issueToken, verifyToken } from './tokens';

describe('tokens', () => {
  afterEach(() => vi.unstubAllEnvs());

  // The authorizer's refusals are cached; an outage must not be mistaken for a bad token. (First,
  // while no key is cached yet.)
  it('throw when the key cannot be loaded, rather than refusing the token', async () => {
    vi.stubEnv('JWT_SECRET_ARN', '');
    vi.stubEnv('JWT_SECRET_FILE', join(tmpdir(), 'campus-no-such-key', 'jwt-secret'));
    await expect(verifyToken('a.b.c')).rejects.toThrow();
  });

  it('carry the account, session and role, and a tampered one is refused', async () => {
    const { file, remove } = secretFile('jwt-secret', 'k'.repeat(40));
    onTestFinished(remove);
    vi.stubEnv('JWT_SECRET_ARN', '');
    vi.stubEnv('JWT_SECRET_FILE', file);
    const claims = { userId: 'u1', sessionId: 's1', role: 'Faculty' } as const;
    const token = await issueToken(claims, Math.floor(Date.now() / 1000) + 60);
    expect(await verifyToken(token)).toEqual(claims);
    expect(await verifyToken(`${token.slice(0, -2)}xx`)).toBeUndefined();
  });
});
