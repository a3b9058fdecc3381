import { jwtVerify, SignJWT } from 'jose';
import { ROLES, type Role } from '#shared/constants/roles';
import { signingKey } from './signing-key';

export const TOKEN_ISSUER = 'campus';
export const TOKEN_AUDIENCE = 'campus-web';
export const TOKEN_ALGORITHM = 'HS256';
export const SESSION_LIFETIME_SECONDS = 12 * 60 * 60;

/** Who a token names: its account, its session and the account's role as the session began. */
export interface TokenClaims {
  readonly userId: string;
  readonly sessionId: string;
  readonly role: Role;
  /**
   * The account's key (its normalized email or phone), under which the session is kept
   * (sessions.ts). Tokens issued before it was added have none.
   */
  readonly login?: string;
}

export async function issueToken(claims: TokenClaims, expiresAt: number): Promise<string> {
  return new SignJWT({ sid: claims.sessionId, role: claims.role, login: claims.login })
    .setProtectedHeader({ alg: TOKEN_ALGORITHM, typ: 'JWT' })
    .setSubject(claims.userId)
    .setIssuer(TOKEN_ISSUER)
    .setAudience(TOKEN_AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(expiresAt)
    .sign(await signingKey());
}

/**
 * Verifies signature (HS256 only), issuer, audience and expiry; anything else is undefined. A key
 * that cannot be loaded throws instead: the authorizer then fails, and API Gateway caches no
 * refusal of a good token for it.
 */
export async function verifyToken(token: string): Promise<TokenClaims | undefined> {
  const key = await signingKey();
  try {
    const { payload } = await jwtVerify(token, key, {
      algorithms: [TOKEN_ALGORITHM],
      issuer: TOKEN_ISSUER,
      audience: TOKEN_AUDIENCE,
      requiredClaims: ['exp', 'iat', 'sub', 'sid', 'role'],
    });
    const { sub, sid, role, login } = payload;
    if (typeof sub !== 'string' || typeof sid !== 'string' || !ROLES.includes(role as Role)) return undefined;
    const claims = { userId: sub, sessionId: sid, role: role as Role };
    return typeof login === 'string' ? { ...claims, login } : claims;
  } catch {
    return undefined;
  }
}
