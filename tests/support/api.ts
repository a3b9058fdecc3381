import { request } from 'node:http';
import type { DemoAccount } from '../../infra/local/seed';

export interface ApiResponse {
  readonly status: number;
  readonly body: Record<string, unknown>;
}

export interface CallOptions {
  readonly body?: unknown;
  readonly token?: string;
  readonly rawBody?: string;
  readonly headers?: Record<string, string>;
  /** The local address to connect from (see newVisitor), which the gateway takes as the client's. */
  readonly from?: string;
}

/* node:http rather than fetch: only it can choose the address a request leaves from. */
function send(
  url: URL,
  method: string,
  headers: Record<string, string>,
  body: string | undefined,
  from?: string,
) {
  return new Promise<{ status: number; text: string }>((resolve, reject) => {
    const outgoing = request(url, { method, headers, localAddress: from }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }),
      );
      response.on('error', reject);
    });
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

/** A JSON call to the local gateway, with a bearer token when given. */
export async function call(
  apiUrl: string,
  method: string,
  path: string,
  options: CallOptions = {},
): Promise<ApiResponse> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const body = options.rawBody ?? (options.body === undefined ? undefined : JSON.stringify(options.body));
  if (body !== undefined) {
    headers['content-type'] ??= 'application/json';
    // node:http frames a GET or DELETE body only when told its length.
    headers['content-length'] = String(Buffer.byteLength(body));
  }
  const { status, text } = await send(new URL(`${apiUrl}${path}`), method, headers, body, options.from);
  let parsed: Record<string, unknown> = {};
  try {
    parsed = text ? (JSON.parse(text) as Record<string, unknown>) : {};
  } catch {
    parsed = { text };
  }
  return { status, body: parsed };
}

export async function loginAs(apiUrl: string, account: Pick<DemoAccount, 'email' | 'password' | 'role'>) {
  const response = await call(apiUrl, 'POST', '/api/login', { body: account });
  if (response.status !== 200) throw new Error(`login as ${account.email} failed: ${response.status}`);
  return response.body.token as string;
}

/** A token for each demo account's role (one login each), for files that call as several roles. */
export async function tokensByRole(apiUrl: string, accounts: readonly DemoAccount[]) {
  const tokens = new Map<string, string>();
  for (const account of accounts) tokens.set(account.role, await loginAs(apiUrl, account));
  return (role: string) => tokens.get(role) ?? '';
}
