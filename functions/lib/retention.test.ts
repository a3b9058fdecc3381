import { describe, expect, it } from 'vitest';
import { expiresAfterDays, isExpired, retentionDays } from './retention';

describe('retention periods', () => {
  it('takes a whole number of days from the setting, and the default for anything else', () => {
    expect(retentionDays('30', 365)).toBe(30);
    for (const value of [undefined, '', '0', '-5', '2.5', 'a year']) {
      expect(retentionDays(value, 365), String(value)).toBe(365);
    }
  });

  it('stamps an expiry that many days on, and calls an item expired only once it has passed', () => {
    const now = Date.UTC(2026, 10, 23, 12, 0, 0);
    const expiresAt = expiresAfterDays(90, now);
    expect(expiresAt).toBe(now / 1000 + 90 * 24 * 60 * 60);
    expect(isExpired({ expiresAt }, now)).toBe(false);
    expect(isExpired({ expiresAt }, expiresAt * 1000 - 1)).toBe(false);
    expect(isExpired({ expiresAt }, expiresAt * 1000)).toBe(true);
    // Items from before retention carry no expiry and are kept.
    expect(isExpired({}, now)).toBe(false);
  });
});
