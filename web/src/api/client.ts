import type * as z from 'zod';
import type { RouteSpec } from '#shared/api/define';
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

/**
 * A call refused because the session it was made in is over: the handler's 401 (logged out, its
 * password changed, its account disabled), or API Gateway's own 401/403 when the authorizer refused
 * the token (expired, or signed with a key since rotated). Never retried: only a new login mends it.
 * Any other 403 (a role's refusal, a WAF block) leaves the session as it is.
 */
export class SessionEndedError extends ApiError {
  override name = 'SessionEndedError';
}

export const isSessionEnded = (error: unknown): error is SessionEndedError =>
  error instanceof SessionEndedError;

/** Told, with the token, of each call a session's end refused: lib/auth signs that session out. */
export type SessionEndedListener = (token: string) => void;
const sessionEndedListeners = new Set<SessionEndedListener>();

/** Listens for every call an ended session makes from now on; returns how to stop. */
export function onSessionEnded(listener: SessionEndedListener): () => void {
  sessionEndedListeners.add(listener);
  return () => sessionEndedListeners.delete(listener);
}

/*
 * Only handlers and API Gateway answer 401: a handler when the session is over (with its msg), the
 * gateway when no token came. A 403 is the session's end only as the gateway words an authorizer's
 * refusal, {"message":"Forbidden"}: a handler refuses a role with its msg, and AWS WAF blocks (a
 * body over 8 KB, text that looks like a script) with its own page or nothing, for a request whose
 * session is fine. Signing out then would lose what the user was sending.
 */
const endsSession = (status: number, payload: unknown) =>
  status === 401 ||
  (status === 403 &&
    typeof payload === 'object' &&
    payload !== null &&
    Object.keys(payload).length === 1 &&
    (payload as { message?: unknown }).message === 'Forbidden');

/** The server's own message for a failed call when it sent one, else `fallback`. */
export const messageOf = (error: unknown, fallback: string): string =>
  error instanceof ApiError && error.fromServer ? error.message : fallback;

/**
 * A failed call's own message whoever answered (the server's `msg`, the gateway's `message`, or
 * the status), and `fallback` only when nothing answered or the answer did not parse.
 */
export const anyMessageOf = (error: unknown, fallback: string): string =>
  error instanceof ApiError ? error.message : fallback;

/**
 * The server's own words when it refused a call for a reason the user can mend (a 4xx it
 * explained: bad input, a file that is not what it claims, too many tries); undefined otherwise.
 */
export const refusalOf = (error: unknown): string | undefined =>
  error instanceof ApiError && error.fromServer && error.status < 500 ? error.message : undefined;

/** `text`, followed by the server's reason when it refused the call (see refusalOf). */
export function withRefusal(text: string, error: unknown): string {
  const reason = refusalOf(error);
  return reason === undefined ? text : `${text} ${reason}`;
}

interface UrlParts {
  readonly pathParameters?: Readonly<Record<string, string>>;
  readonly query?: Readonly<Record<string, string | undefined>>;
}

/** What a call to `Route` takes, from its schemas: a body, query or path parameters only where it has them. */
export type CallOptions<Route extends RouteSpec> = { readonly signal?: AbortSignal } & (Route extends {
  body: infer B extends z.ZodType;
}
  ? { readonly body: z.input<B> }
  : { readonly body?: never }) &
  (Route extends { query: infer Q extends z.ZodType }
    ? { readonly query?: z.input<Q> }
    : { readonly query?: never }) &
  (Route extends { params: infer P extends z.ZodType }
    ? { readonly pathParameters: z.input<P> }
    : { readonly pathParameters?: never });

/* Options may be left out only when the route needs none of them. */
type OptionsArgument<Route extends RouteSpec> = Route extends { body: z.ZodType } | { params: z.ZodType }
  ? [options: CallOptions<Route>]
  : [options?: CallOptions<Route>];

export function buildUrl(path: string, options: UrlParts = {}): string {
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

/** Told of each write the server accepted, with its route: query-client.ts refreshes reads by it. */
export type WriteListener = (route: RouteSpec & { readonly group?: string }) => void;
const writeListeners = new Set<WriteListener>();

/** Listens for every accepted write from now on; returns how to stop. */
export function onEveryWrite(listener: WriteListener): () => void {
  writeListeners.add(listener);
  return () => writeListeners.delete(listener);
}

/**
 * Calls a route of the shared route table and checks the answer against its response schema. It
 * takes the route object itself (from its group module), so a page bundles only its group's schemas.
 */
export async function callApi<Route extends RouteSpec>(
  route: Route,
  ...[given]: OptionsArgument<Route>
): Promise<z.infer<Route['response']>> {
  // The route's schemas typed `given` for the caller; here only its shape matters.
  const options = (given ?? {}) as UrlParts & { body?: unknown; signal?: AbortSignal };
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
    const fromServer = typeof msg === 'string';
    const shown = text ?? `Request failed (${response.status})`;
    if (token && endsSession(response.status, payload)) {
      for (const listener of sessionEndedListeners) listener(token);
      throw new SessionEndedError(response.status, shown, fromServer);
    }
    throw new ApiError(response.status, shown, fromServer);
  }
  const answer = route.response.parse(payload) as z.infer<Route['response']>;
  if (route.method !== 'GET') for (const listener of writeListeners) listener(route);
  return answer;
}
