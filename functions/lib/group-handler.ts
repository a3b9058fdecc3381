import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import {
  type IsPublic,
  type RouteBody,
  type RouteDefinition,
  type RouteParams,
  type RouteQuery,
  type RouteResponse,
  type RouteSpec,
  routeKey,
} from '#shared/api/define';
import { API_MESSAGES } from '#shared/constants/api-messages';
import {
  authorize,
  type Caller,
  callerFrom,
  type LiveSessions,
  liveCaller,
  type NamedCaller,
} from './caller';
import { clientOf } from './client-address';
import { errorResponse, HttpError, type Reply, toResponse } from './http';
import { logger } from './logger';
import { cameThroughSite } from './origin';
import { parseBody, parseQuery, validate } from './request';
import { siteOriginOf } from './site-origin';

/** A request whose input the route's schemas have validated, and whose caller the route allows. */
export interface RouteRequest<Route extends RouteSpec> {
  readonly body: RouteBody<Route>;
  readonly query: RouteQuery<Route>;
  readonly pathParameters: RouteParams<Route>;
  /**
   * Present on every route that is not public: the authorizer and authorize() let no one else in.
   * A change is made under the live session's name; a read runs beside the session check, so it
   * knows the caller by their token (see createGroupHandler).
   */
  readonly caller: IsPublic<Route> extends true ? Caller | undefined : CallerOf<Route>;
  /** The visitor's network (an IPv4 address or an IPv6 /64; see clientOf), for per-client limits. */
  readonly client: string;
  /** The site's address, for links in mail (see site-origin.ts). */
  readonly siteOrigin: string | undefined;
}

type CallerOf<Route extends RouteSpec> = Route extends { readOnly: true } ? Caller : NamedCaller;

/** An action answers the route's response body (a 200), or `reply(status, body)`. */
export type Action<Route extends RouteSpec> = (
  request: RouteRequest<Route>,
) => Promise<RouteResponse<Route> | Reply<RouteResponse<Route>>>;

export type GroupActions<Routes extends Record<string, RouteSpec>> = {
  readonly [Id in keyof Routes]: Action<Routes[Id]>;
};

export type LambdaHandler = (event: APIGatewayProxyEventV2) => Promise<APIGatewayProxyStructuredResultV2>;

type AnyAction = (request: RouteRequest<RouteSpec>) => Promise<unknown>;

export interface GroupHandlerDeps {
  readonly sessions: LiveSessions;
}

const settle = (work: Promise<unknown>) =>
  work.then(
    (value) => ({ ok: true as const, value }),
    (error: unknown) => ({ ok: false as const, error }),
  );

const sessionEnded = () => new HttpError(401, API_MESSAGES.sessionEnded);

/* The request as an action sees it: input validated with the route's schemas, and its caller. */
function requestOf(
  route: RouteDefinition,
  event: APIGatewayProxyEventV2,
  caller: Caller | undefined,
): RouteRequest<RouteSpec> {
  return {
    body: route.body ? parseBody(route.body, event, route.maxBodyBytes) : undefined,
    query: route.query ? parseQuery(route.query, event) : undefined,
    pathParameters: route.params
      ? validate(route.params, event.pathParameters ?? {})
      : (event.pathParameters ?? {}),
    caller,
    client: clientOf(event),
    siteOrigin: siteOriginOf(event),
  } as RouteRequest<RouteSpec>;
}

/**
 * One Lambda per endpoint group: refuse what did not come through the site, dispatch on the route
 * key, re-check who may call, validate input with the route's schemas, check that the caller's
 * session is still live (logging out ends access at once; `deps.sessions` looks it up), and map
 * errors to HTTP. It takes the group's own route module, so a group's bundle carries only its own
 * schemas. A route key this group does not own is a 404.
 */
export function createGroupHandler<Routes extends Record<string, RouteDefinition>>(
  routes: Routes,
  actions: GroupActions<Routes>,
  deps: GroupHandlerDeps,
): LambdaHandler {
  const byKey = new Map<string, { route: RouteDefinition; action: AnyAction }>();
  for (const [id, route] of Object.entries(routes)) {
    byKey.set(routeKey(route), { route, action: actions[id] as unknown as AnyAction });
  }

  return async (event) => {
    logger.resetKeys();
    logger.appendKeys({ route: event.routeKey, requestId: event.requestContext?.requestId });
    try {
      if (!(await cameThroughSite(event.headers))) throw new HttpError(403, API_MESSAGES.notThroughSite);
      const entry = byKey.get(event.routeKey);
      if (!entry) throw new HttpError(404, 'Not found');
      const { route, action } = entry;
      const caller = callerFrom(event);
      authorize(route.access, caller);
      if (!caller) return toResponse(await action(requestOf(route, event, undefined)));
      // An ended session hears so before any input error or any answer of the action.
      const live = liveCaller(caller, deps).then((named) => named ?? Promise.reject(sessionEnded()));
      if (!route.readOnly) return toResponse(await action(requestOf(route, event, await live)));
      /*
       * A read need not wait for the session: it runs beside the check, and its answer (or error)
       * goes out only once the session is known to be live. A route marked readOnly only reads, so
       * a read refused this way leaves nothing behind.
       */
      const read = settle(Promise.resolve().then(() => action(requestOf(route, event, caller))));
      const [, outcome] = await Promise.all([live, read]);
      if (!outcome.ok) throw outcome.error;
      return toResponse(outcome.value);
    } catch (error) {
      return errorResponse(error);
    }
  };
}
