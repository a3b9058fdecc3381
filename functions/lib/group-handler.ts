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
} from '../../shared/api/define';
import { API_MESSAGES } from '../../shared/constants/api-messages';
import { authorize, type Caller, callerFrom } from './caller';
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
  /** Present on every route that is not public: the authorizer and authorize() let no one else in. */
  readonly caller: IsPublic<Route> extends true ? Caller | undefined : Caller;
  /** The visitor's network (an IPv4 address or an IPv6 /64; see clientOf), for per-client limits. */
  readonly client: string;
  /** The site's address, for links in mail (see site-origin.ts). */
  readonly siteOrigin: string | undefined;
}

/** An action answers the route's response body (a 200), or `reply(status, body)`. */
export type Action<Route extends RouteSpec> = (
  request: RouteRequest<Route>,
) => Promise<RouteResponse<Route> | Reply<RouteResponse<Route>>>;

export type GroupActions<Routes extends Record<string, RouteSpec>> = {
  readonly [Id in keyof Routes]: Action<Routes[Id]>;
};

export type LambdaHandler = (event: APIGatewayProxyEventV2) => Promise<APIGatewayProxyStructuredResultV2>;

type AnyAction = (request: RouteRequest<RouteSpec>) => Promise<unknown>;

/**
 * One Lambda per endpoint group: refuse what did not come through the site, dispatch on the route key, re-check who may call, validate input
 * with the route's schemas, and map errors to HTTP. It takes the group's own route module, so a
 * group's bundle carries only its own schemas. A route key this group does not own is a 404.
 */
export function createGroupHandler<Routes extends Record<string, RouteDefinition>>(
  routes: Routes,
  actions: GroupActions<Routes>,
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
      const request = {
        body: route.body ? parseBody(route.body, event, route.maxBodyBytes) : undefined,
        query: route.query ? parseQuery(route.query, event) : undefined,
        pathParameters: route.params
          ? validate(route.params, event.pathParameters ?? {})
          : (event.pathParameters ?? {}),
        caller,
        client: clientOf(event),
        siteOrigin: siteOriginOf(event),
      } as RouteRequest<RouteSpec>;
      return toResponse(await action(request));
    } catch (error) {
      return errorResponse(error);
    }
  };
}
