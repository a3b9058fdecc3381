import { ROUTES, type RouteDefinition, type RouteId, type RouteResponse } from '../../../shared/api/routes';
import { storedToken } from './token';

/** A failed API call; `message` is the server's `msg` when it sent one. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** Whether the message is the server's own `msg`, fit to show the user. */
    readonly fromServer = false,
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
  const route: RouteDefinition = ROUTES[id];
  const headers: Record<string, string> = {};
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const token = route.access.kind === 'public' ? null : storedToken();
  if (token) headers.authorization = `Bearer ${token}`;
  const response = await fetch(buildUrl(route.path, options), {
    method: route.method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    signal: options.signal,
  });
  const payload: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    // Handlers answer { msg }; API Gateway itself (401/403 from the authorizer) answers { message }.
    const { msg, message } = (payload ?? {}) as { msg?: unknown; message?: unknown };
    const text = typeof msg === 'string' ? msg : typeof message === 'string' ? message : undefined;
    throw new ApiError(
      response.status,
      text ?? `Request failed (${response.status})`,
      typeof msg === 'string',
    );
  }
  return route.response.parse(payload) as RouteResponse<Id>;
}
