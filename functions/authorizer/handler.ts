import type {
  APIGatewayRequestAuthorizerEventV2,
  APIGatewaySimpleAuthorizerWithContextResult,
} from 'aws-lambda';
import { cameThroughSite } from '../lib/origin';
import { type TokenClaims, verifyToken } from '../lib/tokens';

export type AuthorizerContext = TokenClaims;

type Result = APIGatewaySimpleAuthorizerWithContextResult<AuthorizerContext | Record<string, never>>;

const DENY: Result = { isAuthorized: false, context: {} };

function bearerToken(event: APIGatewayRequestAuthorizerEventV2): string | undefined {
  const header = event.headers?.authorization ?? event.identitySource?.[0];
  const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  return match?.[1];
}

/**
 * HTTP API Lambda authorizer (simple responses): a request that did not come through the site is
 * refused first; a token with a valid signature, issuer, audience and expiry lets the request
 * through, carrying the account, session and role it names. Its answer depends on the token alone,
 * so API Gateway may cache it. Whether the session is still live (not logged out, not ended by a
 * change to its account) is checked by the endpoint's own handler on every call (group-handler.ts,
 * sessions.findLiveSession), so logging out, a password change and a revocation end access at
 * once, whatever the cache holds.
 */
export async function handler(event: APIGatewayRequestAuthorizerEventV2): Promise<Result> {
  if (!(await cameThroughSite(event.headers))) return DENY;
  const token = bearerToken(event);
  if (!token) return DENY;
  const claims = await verifyToken(token);
  return claims ? { isAuthorized: true, context: claims } : DENY;
}
