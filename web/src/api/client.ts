import { ROUTES, type RouteId, type RouteResponse } from '../../../shared/api/routes';

/** A failed API call; `message` is the server's `msg` when it sent one. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export interface CallOptions {
  readonly pathParameters?: Record<string, string>;
  readonly query?: Record<string, string | undefined>;
  readonly body?: unknown;
  readonly signal?: AbortSignal;
}

export function buildUrl(path: string, options: CallOptions = {}): string {
  const filled = path.replace(/\{(\w+)\+?\}/g, (_, name: string) => {
    const value = options.pathParameters?.[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name} for ${path}`);
    return encodeURIComponent(value);
  });
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(options.query ?? {}))
    if (value !== undefined) query.set(name, value);
  const search = query.toString();
  return search ? `${filled}?${search}` : filled;
}

/** Calls a route of the shared route table and checks the answer against its response schema. */
export async function callApi<Id extends RouteId>(
  id: Id,
  options: CallOptions = {},
): Promise<RouteResponse<Id>> {
  const route = ROUTES[id];
  const response = await fetch(buildUrl(route.path, options), {
    method: route.method,
    headers: options.body === undefined ? undefined : { 'content-type': 'application/json' },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    signal: options.signal,
  });
  const payload: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const msg = (payload as { msg?: unknown } | undefined)?.msg;
    throw new ApiError(
      response.status,
      typeof msg === 'string' ? msg : `Request failed (${response.status})`,
    );
  }
  return route.response.parse(payload) as RouteResponse<Id>;
}
