import { pathToFileURL } from 'node:url';
import type { APIGatewayProxyEventV2, APIGatewayRequestAuthorizerEventV2 } from 'aws-lambda';
import { ORIGIN_HEADER } from '../../functions/lib/origin';
import { AUTHORIZER } from '../../functions/registry';
import { entryPath } from '../definitions/functions';

type AuthorizerResult = { isAuthorized: boolean; context?: Record<string, unknown> };
type Authorizer = (event: APIGatewayRequestAuthorizerEventV2) => Promise<AuthorizerResult>;

let loaded: Promise<Authorizer> | undefined;

const load = () => {
  loaded ??= import(pathToFileURL(entryPath(AUTHORIZER.entry)).href).then(
    (module: { handler: Authorizer }) => module.handler,
  );
  return loaded;
};

export type AuthorizerOutcome =
  | { readonly kind: 'allow'; readonly context: Record<string, unknown> }
  | { readonly kind: 'deny'; readonly status: 401 | 403; readonly message: 'Unauthorized' | 'Forbidden' };

/**
 * What API Gateway does before a protected route: a missing identity source (the Authorization or
 * the origin header) is 401 without calling the authorizer; `isAuthorized: false` is 403;
 * otherwise the authorizer's context reaches the handler as requestContext.authorizer.lambda. Its
 * answer is kept for the identity sources (the token and the origin header) as long as the deployed
 * API keeps it (`resultsCacheTtl` in infra/stacks/api-stack.ts, which tests/infra/stacks.test.ts
 * holds to this): a token refused or allowed is answered the same until then, and the handlers
 * check the session on every call either way.
 */
export const AUTHORIZER_CACHE_SECONDS = 300;
/* The answers kept, oldest first; a bound so a run of many tokens cannot grow it without end. */
const KEPT_ANSWERS = 10_000;
const kept = new Map<string, { readonly outcome: AuthorizerOutcome; readonly until: number }>();

export async function runAuthorizer(event: APIGatewayProxyEventV2): Promise<AuthorizerOutcome> {
  const header = event.headers.authorization;
  const origin = event.headers[ORIGIN_HEADER];
  if (!header || !origin) return { kind: 'deny', status: 401, message: 'Unauthorized' };
  const key = `${header}\n${origin}`;
  const known = kept.get(key);
  if (known && known.until > Date.now()) return known.outcome;
  const outcome = await authorize(event, header, origin);
  kept.delete(key);
  kept.set(key, { outcome, until: Date.now() + AUTHORIZER_CACHE_SECONDS * 1000 });
  const oldest = kept.keys().next().value;
  if (kept.size > KEPT_ANSWERS && oldest !== undefined) kept.delete(oldest);
  return outcome;
}

async function authorize(
  event: APIGatewayProxyEventV2,
  header: string,
  origin: string,
): Promise<AuthorizerOutcome> {
  const authorizerEvent: APIGatewayRequestAuthorizerEventV2 = {
    version: '2.0',
    type: 'REQUEST',
    routeArn: `arn:aws:execute-api:us-east-1:000000000000:local/$default/${event.routeKey.replace(' ', '')}`,
    identitySource: [header, origin],
    routeKey: event.routeKey,
    rawPath: event.rawPath,
    rawQueryString: event.rawQueryString,
    cookies: event.cookies ?? [],
    headers: event.headers,
    queryStringParameters: event.queryStringParameters ?? {},
    requestContext: event.requestContext,
    pathParameters: event.pathParameters ?? {},
    stageVariables: {},
  };
  const result = await (await load())(authorizerEvent);
  if (!result.isAuthorized) return { kind: 'deny', status: 403, message: 'Forbidden' };
  return { kind: 'allow', context: result.context ?? {} };
}
