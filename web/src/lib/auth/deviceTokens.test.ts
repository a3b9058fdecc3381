import { beforeEach, describe, expect, it } from 'vitest';
import { deviceTokenFor, keepDeviceToken } from './deviceTokens';

/* A token shaped as the server's (its payload names the login); the browser only files it. */
const tokenFor = (login: string, n = 1) =>
  `header.${btoa(JSON.stringify({ login, did: `device-${n}` })).replace(/=+$/, '')}.signature${n}`;

describe('device tokens in this browser', () => {
  beforeEach(() => localStorage.clear());

  it('files each account’s token by its login, the newest replacing the older', () => {
    keepDeviceToken(tokenFor('ira@example.edu'));
    keepDeviceToken(tokenFor('sam@example.edu'));
    keepDeviceToken(tokenFor('ira@example.edu', 2));
    expect(deviceTokenFor('ira@example.edu')).toBe(tokenFor('ira@example.edu', 2));
    expect(deviceTokenFor('sam@example.edu')).toBe(tokenFor('sam@example.edu'));
    expect(deviceTokenFor('nobody@example.edu')).toBeUndefined();
  });

  it('keeps the newest 20 accounts’ tokens on a shared computer, and ignores what it cannot read', () => {
    for (let n = 0; n < 25; n++) keepDeviceToken(tokenFor(`student${n}@example.edu`));
    keepDeviceToken('not a token');
    expect(deviceTokenFor('student4@example.edu')).toBeUndefined();
    expect(deviceTokenFor('student5@example.edu')).toBeDefined();
    expect(deviceTokenFor('student24@example.edu')).toBeDefined();
  });
});
