import type * as z from 'zod';
import type { Role } from '../constants/roles';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Who may call a route: anyone, any signed-in user, or the listed roles. */
export type Access = { kind: 'public' } | { kind: 'signedIn' } | { kind: 'roles'; roles: readonly Role[] };

export const PUBLIC = { kind: 'public' } as const;
export const SIGNED_IN = { kind: 'signedIn' } as const;
/** Only callers whose role is listed. */
export const rolesOnly = <const R extends readonly Role[]>(...roles: R) =>
  ({ kind: 'roles', roles }) as const;

/** One endpoint as a group module writes it. */
export interface RouteSpec {
  readonly method: HttpMethod;
  /** API Gateway path template, e.g. `/api/admin/faculty/{id}`. */
  readonly path: string;
  readonly access: Access;
  /** Body schema for POST/PUT/DELETE calls; validated by the handler. */
  readonly body?: z.ZodType;
  /** Largest body the handler reads; anything larger is refused with 400. Defaults to 16 KB. */
  readonly maxBodyBytes?: number;
  /** Path-parameter schema (for `{name}` in the path); validated by the handler. */
  readonly params?: z.ZodType;
  /** Query-string schema; validated by the handler. */
  readonly query?: z.ZodType;
  /** Success response body: the handler's action returns it, the web client parses it. */
  readonly response: z.ZodType;
  /**
   * A signed-in GET whose action only reads may run beside the check that its session is live
   * (group-handler.ts), saving a round trip; a write there would happen even for an ended session,
   * so a route says so here, where its action is reviewed. Without it, the action waits for the check.
   */
  readonly readOnly?: true;
  /**
   * The other endpoint groups whose reads a write changes (its own group's are always refreshed):
   * after it succeeds, the web reads them again (web/src/api/query-client.ts).
   * tests/infra/refreshes.test.ts finds every read of a table the write's code changes and fails
   * when that read's group is missing here.
   */
  readonly refreshes?: readonly string[];
}

/** A route as the gathered table holds it: stamped with its id and its endpoint group (one Lambda). */
export interface RouteDefinition<Group extends string = string> extends RouteSpec {
  readonly id: string;
  readonly group: Group;
}

export type GroupRoutes<Group extends string, Specs extends Record<string, RouteSpec>> = {
  readonly [Id in keyof Specs & string]: Specs[Id] & { readonly id: Id; readonly group: Group };
};

/**
 * One endpoint group's routes, each stamped with its id and group. A group module is all a lazy
 * web page needs to import, so it carries only its own schemas.
 */
export function defineGroup<const Group extends string, const Specs extends Record<string, RouteSpec>>(
  group: Group,
  specs: Specs,
): GroupRoutes<Group, Specs> {
  const routes: Record<string, RouteDefinition> = {};
  for (const [id, spec] of Object.entries(specs)) routes[id] = { ...spec, id, group };
  return routes as GroupRoutes<Group, Specs>;
}

type Infer<T> = T extends z.ZodType ? z.infer<T> : undefined;

/** The body a route answers with. */
export type RouteResponse<Route extends RouteSpec> = z.infer<Route['response']>;
/** What the handler hands an action once the route's schemas have validated the request. */
export type RouteBody<Route extends RouteSpec> = Route extends { body: infer B } ? Infer<B> : undefined;
export type RouteQuery<Route extends RouteSpec> = Route extends { query: infer Q } ? Infer<Q> : undefined;
export type RouteParams<Route extends RouteSpec> = Route extends { params: infer P }
  ? Infer<P>
  : Readonly<Record<string, string>>;
export type IsPublic<Route extends RouteSpec> = Route['access'] extends { kind: 'public' } ? true : false;

/** API Gateway's route key, e.g. `GET /api/admin/departments`. */
export function routeKey(route: Pick<RouteSpec, 'method' | 'path'>): string {
  return `${route.method} ${route.path}`;
}

export const DEFAULT_MAX_BODY_BYTES = 16 * 1024;

/** Routes that need a signed-in caller go through the Lambda authorizer. */
export const usesAuthorizer = (route: Pick<RouteSpec, 'access'>) => route.access.kind !== 'public';
