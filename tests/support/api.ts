import type { DemoAccount } from '../../infra/local/seed';

export interface ApiResponse {
  readonly status: number;
  readonly body: Record<string, unknown>;
}

/** A JSON call to the local gateway, with a bearer token when given. */
export async function call(
  apiUrl: string,
  method: string,
  path: string,
  options: { body?: unknown; token?: string; rawBody?: string; headers?: Record<string, string> } = {},
): Promise<ApiResponse> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const body = options.rawBody ?? (options.body === undefined ? undefined : JSON.stringify(options.body));
  if (body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${apiUrl}${path}`, { method, headers, body });
  const text = await response.text();
  let parsed: Record<string, unknown> = {};
  try {
    parsed = text ? (JSON.parse(text) as Record<string, unknown>) : {};
  } catch {
    parsed = { text };
  }
  return { status: response.status, body: parsed };
}

export async function loginAs(apiUrl: string, account: Pick<DemoAccount, 'email' | 'password' | 'role'>) {
  const response = await call(apiUrl, 'POST', '/api/login', { body: account });
  if (response.status !== 200) throw new Error(`login as ${account.email} failed: ${response.status}`);
  return response.body.token as string;
}
