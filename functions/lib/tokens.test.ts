import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
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
    const file = join(mkdtempSync(join(tmpdir(), 'campus-key-')), 'jwt-secret');
    writeFileSync(file, 'k'.repeat(40));
    vi.stubEnv('JWT_SECRET_ARN', '');
    vi.stubEnv('JWT_SECRET_FILE', file);
    const claims = { userId: 'u1', sessionId: 's1', role: 'Faculty' } as const;
    const token = await issueToken(claims, Math.floor(Date.now() / 1000) + 60);
    expect(await verifyToken(token)).toEqual(claims);
    expect(await verifyToken(`${token.slice(0, -2)}xx`)).toBeUndefined();
  });
});
