import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { secretFile } from '../../tests/support/secret-file';
import { issueToken, verifyToken } from '../lib/tokens';
import { issueDeviceToken, stillValidFor, verifyDeviceToken } from './device-tokens';

const account = { userId: 'u1', login: 'ira@example.edu', passwordVersion: 2 };

describe('device tokens', () => {
  beforeEach(() => {
    const { file, remove } = secretFile('jwt-secret', 'd'.repeat(40));
    onTestFinished(remove);
    vi.stubEnv('JWT_SECRET_ARN', '');
    vi.stubEnv('JWT_SECRET_FILE', file);
  });
  afterEach(() => vi.unstubAllEnvs());

  it('name the account, the device and the password version, and keep the device when renewed', async () => {
    const token = await issueDeviceToken(account);
    const claims = await verifyDeviceToken(token, account.login);
    expect(claims).toMatchObject(account);
    const renewed = await verifyDeviceToken(await issueDeviceToken(account, claims?.deviceId), account.login);
    expect(renewed?.deviceId).toBe(claims?.deviceId);
    expect(stillValidFor(claims, account)).toBe(claims?.deviceId);
  });

  it('count for nothing when tampered with, for another account, or from before a password change', async () => {
    const token = await issueDeviceToken(account);
    expect(await verifyDeviceToken(`${token.slice(0, -2)}xx`, account.login)).toBeUndefined();
    expect(await verifyDeviceToken(token, 'someone.else@example.edu')).toBeUndefined();
    const claims = await verifyDeviceToken(token, account.login);
    expect(stillValidFor(claims, { ...account, passwordVersion: 3 })).toBeUndefined();
    expect(stillValidFor(claims, { ...account, userId: 'u2' })).toBeUndefined();
    expect(stillValidFor(claims, undefined)).toBeUndefined();
  });

  it('are never taken for a session token, nor a session token for them', async () => {
    const session = await issueToken(
      { userId: 'u1', sessionId: 's1', role: 'Student', login: account.login },
      Math.floor(Date.now() / 1000) + 60,
    );
    expect(await verifyDeviceToken(session, account.login)).toBeUndefined();
    expect(await verifyToken(await issueDeviceToken(account))).toBeUndefined();
  });
});
