import { randomUUID } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import { signingKey } from '../lib/signing-key';
import { TOKEN_ALGORITHM, TOKEN_ISSUER } from '../lib/tokens';

/*
 * Device tokens (OWASP's "device cookies"): a browser where an account logged in (or reset its
 * password) holds one, signed by the server, naming the account, the device and the password
 * version it was issued under. A login that brings a valid one is counted on that device alone, so
 * guessers elsewhere cannot lock the owner out. A password change or reset revokes every device at
 * once (the version moves on); disabling or deleting the account ends its logins anyway. Its own
 * audience keeps it from ever passing as a session token, and a session token from passing as it.
 */
const DEVICE_AUDIENCE = 'campus-device';
export const DEVICE_LIFETIME_SECONDS = 365 * 24 * 60 * 60;

export interface DeviceAccount {
  readonly userId: string;
  readonly login: string;
  readonly passwordVersion: number;
}

export interface DeviceClaims extends DeviceAccount {
  readonly deviceId: string;
}

/** A token for this browser: `deviceId` kept when renewing one, a new device otherwise. */
export async function issueDeviceToken(
  account: DeviceAccount,
  deviceId: string = randomUUID(),
): Promise<string> {
  return new SignJWT({ login: account.login, pv: account.passwordVersion, did: deviceId })
    .setProtectedHeader({ alg: TOKEN_ALGORITHM, typ: 'JWT' })
    .setSubject(account.userId)
    .setIssuer(TOKEN_ISSUER)
    .setAudience(DEVICE_AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(Math.floor(Date.now() / 1000) + DEVICE_LIFETIME_SECONDS)
    .sign(await signingKey());
}

/** The token's claims when it is genuine, unexpired and names `login`; anything else is undefined. */
export async function verifyDeviceToken(token: string, login: string): Promise<DeviceClaims | undefined> {
  try {
    const { payload } = await jwtVerify(token, await signingKey(), {
      algorithms: [TOKEN_ALGORITHM],
      issuer: TOKEN_ISSUER,
      audience: DEVICE_AUDIENCE,
      requiredClaims: ['exp', 'sub', 'login', 'pv', 'did'],
    });
    const { sub, login: named, pv, did } = payload;
    if (typeof sub !== 'string' || named !== login || typeof pv !== 'number' || typeof did !== 'string') {
      return undefined;
    }
    return { userId: sub, login, passwordVersion: pv, deviceId: did };
  } catch {
    return undefined;
  }
}

/** The device a token stands for, if it is still good for this account as it now is. */
export function stillValidFor(
  claims: DeviceClaims | undefined,
  account: DeviceAccount | undefined,
): string | undefined {
  return claims && account?.userId === claims.userId && account.passwordVersion === claims.passwordVersion
    ? claims.deviceId
    : undefined;
}
