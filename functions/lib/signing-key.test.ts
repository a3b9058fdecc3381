import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signingKey } from './signing-key';

describe('signing key', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllEnvs();
  });

  it('is read once, kept five minutes, then read again so a rotated key takes over', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const file = join(mkdtempSync(join(tmpdir(), 'campus-key-')), 'jwt-secret');
    writeFileSync(file, 'a'.repeat(40));
    vi.stubEnv('JWT_SECRET_ARN', '');
    vi.stubEnv('JWT_SECRET_FILE', file);
    const decode = async () => new TextDecoder().decode(await signingKey());

    expect(await decode()).toBe('a'.repeat(40));
    writeFileSync(file, 'b'.repeat(40));
    vi.advanceTimersByTime(4 * 60 * 1000);
    expect(await decode()).toBe('a'.repeat(40));
    vi.advanceTimersByTime(2 * 60 * 1000);
    expect(await decode()).toBe('b'.repeat(40));
  });
});
