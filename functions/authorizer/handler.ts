import type {
  APIGatewayRequestAuthorizerEventV2,
  APIGatewaySimpleAuthorizerWithContextResult,
} from 'aws-lambda';
import { cameThroughSite } from '../lib/origin';
import { findLiveSession } from '../lib/sessions';
import { verifyToken } from '../lib/tokens';

export interface AuthorizerContext {
  readonly userId: string;
  readonly sessionId: string;
  readonly name: string;
  readonly role: string;
}

type Result = APIGatewaySimpleAuthorizerWithContextResult<AuthorizerContext | Record<string, never>>;

const DENY: Result = { isAuthorized: false, context: {} };

function bearerToken(event: APIGatewayRequestAuthorizerEventV2): string | undefined {
  const header = event.headers?.authorization ?? event.identitySource?.[0];
  const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  return match?.[1];
}

/**
 * HTTP API Lambda authorizer (simple responses): a valid token naming a live session lets the
 * request through, carrying who the caller is; the session is checked every time (no caching), so
 * logging out ends access at once. A request that did not come through the site is refused first.
 */
export async function handler(event: APIGatewayRequestAuthorizerEventV2): Promise<Result> {
  if (!(await cameThroughSite(event.headers))) return DENY;
  const token = bearerToken(event);
  if (!token) return DENY;
  const claims = await verifyToken(token);
  if (!claims) return DENY;
  const session = await findLiveSession(claims.sessionId);
  if (!session || session.userId !== claims.userId) return DENY;
  return {
    isAuthorized: true,
    context: { userId: session.userId, sessionId: session.sessionId, name: session.name, role: session.role },
  };
}
