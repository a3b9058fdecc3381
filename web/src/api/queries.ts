import {
  type InfiniteData,
  infiniteQueryOptions,
  type QueryClient,
  queryOptions,
} from '@tanstack/react-query';
import type * as z from 'zod';
import type { RouteDefinition, RouteResponse, RouteSpec } from '#shared/api/define';
import { callApi } from './client';

/*
 * The web's one data layer: every cached read is made here from a route object, so its key comes
 * from the route (group and id) and the read's parameters, never from a hand-typed array, and its
 * data type is the route's response schema's. A write refreshes the reads of its route's groups
 * (query-client.ts); `invalidateRoute` refreshes every read of one route, whatever its parameters. `query-keys.test.ts` refuses a key written anywhere else.
 * Reads more than one feature makes are defined once, in `api/reads/<group>.ts`.
 *
 * A GET that is an action rather than data the page holds — a lookup on submit (directions), a
 * signed download link, an export, the chat's own poll — calls `callApi` directly: caching it
 * would change when the server is asked.
 */

/** A route the web reads through the cache: a GET of the shared route table. */
export type ReadRoute = RouteDefinition & { readonly method: 'GET' };

/** What names a route in a key: enough to invalidate it without loading its schemas. */
export type RouteName = Pick<RouteDefinition, 'group' | 'id'>;

/**
 * A route whose module is loaded on first use, named here for its key. The name is checked
 * against the loaded route's own (`typeof import(…)` costs no bytes), so it cannot be misspelt.
 */
export interface LazyRoute<Route extends ReadRoute> {
  readonly group: Route['group'];
  readonly id: Route['id'];
  readonly load: () => Promise<Route>;
}

type PathParameters<Route> = Route extends { params: infer P extends z.ZodType }
  ? { readonly pathParameters: z.input<P> }
  : { readonly pathParameters?: never };
type QueryInput<Route> = Route extends { query: infer Q extends z.ZodType } ? z.input<Q> : never;

/** Which read of a route: its path parameters and query string, as `callApi` takes them. */
export type ReadParams<Route extends ReadRoute> = PathParameters<Route> & {
  readonly query?: QueryInput<Route>;
  /**
   * The session the answer belongs to, for a read that says who is calling and is kept for the
   * whole session (the signed-in user): a new sign-in then reads afresh instead of the old answer.
   */
  readonly session?: string | null;
};

/* Parameters may be left out only when the route has no path parameters. */
type ParamsArgument<Route extends ReadRoute, Params> = Route extends { params: z.ZodType }
  ? [params: Params]
  : [params?: Params];

/** A paged list: its query takes the `cursor` its answer's `nextCursor` gave. */
export type PagedRoute = ReadRoute & {
  readonly query: z.ZodType<unknown, { cursor?: string | undefined }>;
  readonly response: z.ZodType<{ nextCursor?: string | undefined }>;
};

/** A paged read's parameters: as a plain read's, less the cursor, which the pages carry. */
export type PageParams<Route extends PagedRoute> = PathParameters<Route> & {
  readonly query?: Omit<QueryInput<Route>, 'cursor'>;
};

/** The pages of a paged route held so far. */
export type RoutePages<Route extends PagedRoute> = InfiniteData<RouteResponse<Route>, string | undefined>;

interface KeyParams {
  readonly pathParameters?: Readonly<Record<string, string>>;
  readonly query?: Readonly<Record<string, unknown>>;
  readonly session?: string | null;
}

/*
 * One read's key: [group, id, parameters, shape]. The shape keeps a route read whole and read by
 * pages apart (their data differ); a prefix of the key names every read of a route, or of a route
 * with some parameters, for invalidation.
 */
export type RouteQueryKey = readonly [group: string, id: string, params: KeyParams, shape: 'one' | 'pages'];

/* Undefined members say nothing: `{ search: undefined }` and `{}` are the same read. */
function defined<T extends object>(values: T | undefined): T | undefined {
  if (values === undefined) return undefined;
  const kept = Object.entries(values).filter(([, value]) => value !== undefined);
  return kept.length === 0 ? undefined : (Object.fromEntries(kept) as T);
}

function keyParams(params: KeyParams | undefined): KeyParams {
  const pathParameters = defined(params?.pathParameters);
  const query = defined(params?.query);
  const session = params?.session;
  return {
    ...(pathParameters && { pathParameters }),
    ...(query && { query }),
    ...(session !== undefined && { session }),
  };
}

/** The key of one read of `route`; `routeQuery` and `routePagesQuery` use it, tests compare it. */
export function routeQueryKey(
  route: RouteName,
  params?: KeyParams,
  shape: RouteQueryKey[3] = 'one',
): RouteQueryKey {
  return [route.group, route.id, keyParams(params), shape];
}

/** The key prefix every read of `route` (with `params`, when given) starts with. */
function routeKeyPrefix(route: RouteName, params?: KeyParams): readonly unknown[] {
  return params === undefined ? [route.group, route.id] : [route.group, route.id, keyParams(params)];
}

/*
 * Inside these generic functions the route's schemas are not yet known, so `callApi`'s precise
 * argument type cannot be spelt; the exported signatures above type every caller instead.
 */
type LooseCall = (
  route: RouteSpec,
  options: KeyParams & { readonly signal?: AbortSignal },
) => Promise<unknown>;
const call = callApi as unknown as LooseCall;

const load = async <Route extends ReadRoute>(route: Route | LazyRoute<Route>): Promise<Route> =>
  'load' in route ? route.load() : route;

/* The request itself leaves out the session: it is in the stored token `callApi` sends. */
const requestOf = ({ pathParameters, query }: KeyParams) => ({ pathParameters, query });

/**
 * Query options for one read of `route`: spread them into `useQuery` (adding `enabled`, `retry`
 * and the like) or hand them to `queryClient.fetchQuery`.
 */
export function routeQuery<Route extends ReadRoute>(
  route: Route | LazyRoute<Route>,
  ...[params]: ParamsArgument<Route, ReadParams<Route>>
) {
  const given = params as KeyParams | undefined;
  return queryOptions({
    queryKey: routeQueryKey(route, given),
    queryFn: async ({ signal }) =>
      (await call(await load(route), { ...requestOf(given ?? {}), signal })) as RouteResponse<Route>,
  });
}

/**
 * Infinite-query options for a cursor-paged list: the first page, then each `fetchNextPage` asks
 * for the page after the last one's `nextCursor` (`ShowMoreButton` drives it).
 */
export function routePagesQuery<Route extends PagedRoute>(
  route: Route,
  ...[params]: ParamsArgument<Route, PageParams<Route>>
) {
  const given = params as KeyParams | undefined;
  return infiniteQueryOptions({
    queryKey: routeQueryKey(route, given, 'pages'),
    initialPageParam: undefined as string | undefined,
    queryFn: async ({ signal, pageParam }) =>
      (await call(route, {
        pathParameters: given?.pathParameters,
        query: { ...given?.query, cursor: pageParam },
        signal,
      })) as RouteResponse<Route>,
    getNextPageParam: (page) => (page as { nextCursor?: string }).nextCursor,
  });
}

/**
 * After a write: fetch again every read of `route` the page holds (only those with `params`, when
 * given), whole or paged.
 */
export function invalidateRoute(queryClient: QueryClient, route: RouteName, params?: KeyParams) {
  return queryClient.invalidateQueries({ queryKey: routeKeyPrefix(route, params) });
}

/** After a write: fetch again every read of an endpoint group the page holds, whatever its route. */
export function invalidateGroup(queryClient: QueryClient, group: string) {
  return queryClient.invalidateQueries({ queryKey: [group] });
}

/** Forget every read of `route` (signing out forgets who was signed in). */
export function removeRoute(queryClient: QueryClient, route: RouteName) {
  queryClient.removeQueries({ queryKey: routeKeyPrefix(route) });
}

/** Change in place the pages held of every paged read of `route` (a like's new count). */
export function updateRoutePages<Route extends PagedRoute>(
  queryClient: QueryClient,
  route: Route,
  update: (pages: RoutePages<Route>) => RoutePages<Route>,
) {
  queryClient.setQueriesData<RoutePages<Route>>(
    { queryKey: routeKeyPrefix(route), predicate: (query) => query.queryKey[3] === 'pages' },
    (pages) => pages && update(pages),
  );
}
