import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import type * as z from 'zod';
import {
  type FunctionGroup,
  ROUTE_LIST,
  type ROUTES,
  type RouteDefinition,
  routeKey,
} from '../../shared/api/routes';
import { authorize, type Caller, callerFrom } from './caller';
import { errorResponse, HttpError, type HttpResult, toResponse } from './http';
import { clientIp, parseBody, parseQuery, validate } from './request';

type RoutesOf<G extends FunctionGroup> = {
  [Id in keyof typeof ROUTES]: (typeof ROUTES)[Id]['group'] extends G ? Id : never;
}[keyof typeof ROUTES];

type Infer<T> = T extends z.ZodType ? z.infer<T> : undefined;

export interface RouteRequest<Route extends RouteDefinition> {
  readonly body: Route extends { body: infer B } ? Infer<B> : undefined;
  readonly query: Route extends { query: infer Q } ? Infer<Q> : undefined;
  readonly pathParameters: Route extends { params: infer P } ? Infer<P> : Readonly<Record<string, string>>;
  readonly caller: Caller | undefined;
  /** The visitor's address (see clientIp), for per-client rate limits. */
  readonly clientIp: string;
}

export type GroupActions<G extends FunctionGroup> = {
  [Id in RoutesOf<G>]: (request: RouteRequest<(typeof ROUTES)[Id]>) => Promise<HttpResult>;
};

export type LambdaHandler = (event: APIGatewayProxyEventV2) => Promise<APIGatewayProxyStructuredResultV2>;

/**
 * One Lambda per endpoint group: dispatch on the route key, re-check who may call, validate input
 * with the route's schemas, and map errors to HTTP. A route key this group does not own is a 404.
 */
export function createGroupHandler<G extends FunctionGroup>(
  group: G,
  actions: GroupActions<G>,
): LambdaHandler {
  const byKey = new Map<
    string,
    { route: RouteDefinition; action: (request: never) => Promise<HttpResult> }
  >();
  for (const route of ROUTE_LIST) {
    if (route.group !== group) continue;
    const action = actions[route.id as RoutesOf<G>];
    byKey.set(routeKey(route), { route, action: action as (request: never) => Promise<HttpResult> });
  }

  return async (event) => {
    try {
      const entry = byKey.get(event.routeKey);
      if (!entry) throw new HttpError(404, 'Not found');
      const caller = callerFrom(event);
      authorize(entry.route.access, caller);
      const request = {
        body: entry.route.body ? parseBody(entry.route.body, event, entry.route.maxBodyBytes) : undefined,
        query: entry.route.query ? parseQuery(entry.route.query, event) : undefined,
        pathParameters: entry.route.params
          ? validate(entry.route.params, event.pathParameters ?? {})
          : (event.pathParameters ?? {}),
        caller,
        clientIp: clientIp(event),
      };
      return toResponse(await entry.action(request as never));
    } catch (error) {
      return errorResponse(error);
    }
  };
}
