import { rmSync, writeFileSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { secretFile } from '../../tests/support/secret-file';
import { previousFile, REREAD_AFTER_MISMATCH_MS } from './generated-secret';
import { cameThroughSite, ORIGIN_HEADER, originSecret } from './origin';

const FIRST = 'a'.repeat(40);
const SECOND = 'b'.repeat(40);
const THIRD = 'c'.repeat(40);
const through = (value: string) => cameThroughSite({ [ORIGIN_HEADER]: value });

/*
 * The origin secret as a warm container sees it across a rotation: locally the secret is a file
 * and the value it replaced sits beside it (as AWSCURRENT and AWSPREVIOUS on AWS). The clock is
 * the test's, so "a minute later" is exact.
 */
describe('the origin check across a rotation', () => {
  let file: string;
  let remove: () => void;
  let hour = 0;
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    // Each test an hour after the last, past anything an earlier one left in the module's cache.
    vi.setSystemTime(Date.UTC(2030, 0, 1) + ++hour * 3_600_000);
    ({ file, remove } = secretFile('origin-secret', FIRST));
    vi.stubEnv('ORIGIN_SECRET_ARN', '');
    vi.stubEnv('ORIGIN_SECRET_FILE', file);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllEnvs();
    remove();
  });

  const rotateTo = (value: string, previous: string) => {
    writeFileSync(previousFile(file), previous);
    writeFileSync(file, value);
  };

  it('accepts the current value only, before any rotation', async () => {
    expect(await through(FIRST)).toBe(true);
    expect(await through(SECOND)).toBe(false);
    expect(await through(FIRST.slice(1))).toBe(false);
    expect(await cameThroughSite({})).toBe(false);
    expect(await cameThroughSite(undefined)).toBe(false);
  });

  it('accepts the previous and the current value while a rotation is under way, nothing else', async () => {
    expect(await through(FIRST)).toBe(true);
    rotateTo(SECOND, FIRST);
    // Read less than a minute ago: the new value is not looked for yet; the old one still passes.
    vi.advanceTimersByTime(REREAD_AFTER_MISMATCH_MS - 1000);
    expect(await through(SECOND)).toBe(false);
    expect(await through(FIRST)).toBe(true);
    // A minute after the last read, a value that matches neither makes the container read again.
    vi.advanceTimersByTime(1000);
    expect(await through(SECOND)).toBe(true);
    expect(await through(FIRST)).toBe(true);
    expect(await through(THIRD)).toBe(false);
    expect(await originSecret()).toBe(SECOND);
  });

  it('reads again at most once a minute, however many wrong values arrive', async () => {
    expect(await through(FIRST)).toBe(true);
    vi.advanceTimersByTime(REREAD_AFTER_MISMATCH_MS);
    expect(await through('a guess of 32 characters or more.......')).toBe(false); // reads again
    rotateTo(SECOND, FIRST);
    vi.advanceTimersByTime(REREAD_AFTER_MISMATCH_MS - 1000);
    expect(await through(SECOND)).toBe(false);
    vi.advanceTimersByTime(1000);
    expect(await through(SECOND)).toBe(true);
  });

  it('refuses the old value once the rotation is over and the cache has expired', async () => {
    rotateTo(SECOND, FIRST);
    expect(await through(FIRST)).toBe(true);
    rotateTo(THIRD, SECOND);
    rmSync(previousFile(file));
    vi.advanceTimersByTime(5 * 60 * 1000 + 1);
    expect(await through(FIRST)).toBe(false);
    expect(await through(SECOND)).toBe(false);
    expect(await through(THIRD)).toBe(true);
  });
});
