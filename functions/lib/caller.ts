import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import type { Access } from '../../shared/api/define';
import { API_MESSAGES } from '../../shared/constants/api-messages';
import { ROLES, type Role } from '../../shared/constants/roles';
import { HttpError } from './http';

/** The signed-in user as the Lambda authorizer hands it over (requestContext.authorizer.lambda). */
export interface Caller {
  readonly userId: string;
  readonly sessionId: string;
  readonly name: string;
  readonly role: Role;
}

type EventWithAuthorizer = APIGatewayProxyEventV2 & {
  requestContext: { authorizer?: { lambda?: Record<string, unknown> } };
};

export function callerFrom(event: APIGatewayProxyEventV2): Caller | undefined {
  const context = (event as EventWithAuthorizer).requestContext.authorizer?.lambda;
  if (!context) return undefined;
  const { userId, sessionId, name, role } = context;
  if (typeof userId !== 'string' || typeof sessionId !== 'string' || typeof name !== 'string')
    return undefined;
  if (!ROLES.includes(role as Role)) return undefined;
  return { userId, sessionId, name, role: role as Role };
}

/** Checks the route's access rule again inside the handler: deny unless the rule allows. */
export function authorize(access: Access, caller: Caller | undefined): void {
  if (access.kind === 'public') return;
  if (!caller) throw new HttpError(401, API_MESSAGES.signInRequired);
  if (access.kind === 'signedIn') return;
  if (!access.roles.includes(caller.role)) throw new HttpError(403, API_MESSAGES.forbidden);
}
