import { writeFileSync } from 'node:fs';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { secretFile } from '../../tests/support/secret-file';
import { signingKey } from './signing-key';

describe('signing key', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllEnvs();
  });

  it('is read once, kept five minutes, then read again so a rotated key takes over', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { file, remove } = secretFile('jwt-secret', 'a'.repeat(40));
    onTestFinished(remove);
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
