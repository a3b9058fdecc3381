import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import type { Access } from '#shared/api/define';
import { API_MESSAGES } from '#shared/constants/api-messages';
import { ROLES, type Role } from '#shared/constants/roles';
import { HttpError } from './http';
import type { TokenClaims } from './tokens';

/**
 * The signed-in user as their token names them, which the Lambda authorizer hands over
 * (requestContext.authorizer.lambda): enough to decide who may call what.
 */
export type Caller = TokenClaims;

/** The signed-in user once their session is known to be live, with the name they act under. */
export interface NamedCaller extends Caller {
  /** The account's key, under which the live session was found. */
  readonly login: string;
  readonly name: string;
}

type EventWithAuthorizer = APIGatewayProxyEventV2 & {
  requestContext: { authorizer?: { lambda?: Record<string, unknown> } };
};

export function callerFrom(event: APIGatewayProxyEventV2): Caller | undefined {
  const context = (event as EventWithAuthorizer).requestContext.authorizer?.lambda;
  if (!context) return undefined;
  const { userId, sessionId, role, login } = context;
  if (typeof userId !== 'string' || typeof sessionId !== 'string') return undefined;
  if (!ROLES.includes(role as Role)) return undefined;
  const caller = { userId, sessionId, role: role as Role };
  return typeof login === 'string' ? { ...caller, login } : caller;
}

/**
 * Where a request's session is looked up: the accounts group's sessions (functions/accounts/
 * sessions.ts), handed in by each group's handler, since lib/ imports no group.
 */
export interface LiveSessions {
  findLiveSession(
    sessionId: string,
    login: string | undefined,
  ): Promise<Pick<NamedCaller, 'userId' | 'role' | 'login' | 'name'> | undefined>;
}

/**
 * The caller with their session's name while the session the token names is live: not logged
 * out, not expired, not ended by a change to its account (one Get), and of the token's account
 * and role. Otherwise undefined.
 */
export async function liveCaller(
  caller: Caller,
  deps: { readonly sessions: LiveSessions },
): Promise<NamedCaller | undefined> {
  const session = await deps.sessions.findLiveSession(caller.sessionId, caller.login);
  if (!session || session.userId !== caller.userId || session.role !== caller.role) return undefined;
  return { ...caller, login: session.login, name: session.name };
}

/** Checks the route's access rule again inside the handler: deny unless the rule allows. */
export function authorize(access: Access, caller: Caller | undefined): void {
  if (access.kind === 'public') return;
  if (!caller) throw new HttpError(401, API_MESSAGES.signInRequired);
  if (access.kind === 'signedIn') return;
  if (!access.roles.includes(caller.role)) throw new HttpError(403, API_MESSAGES.forbidden);
}
