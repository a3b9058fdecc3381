import {
  createServer,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http';
import { pathToFileURL } from 'node:url';
import type { APIGatewayProxyEventV2, APIGatewayProxyResultV2 } from 'aws-lambda';
import { type FunctionGroup, usesAuthorizer } from '#shared/api/routes/index';
import { CLIENT_IP_HEADER } from '../../functions/lib/client-address';
import { ORIGIN_HEADER, originSecret } from '../../functions/lib/origin';
import { SITE_ORIGIN_HEADER } from '../../functions/lib/site-origin';
import { API_FUNCTIONS } from '../../functions/registry';
import { entryPath } from '../definitions/functions';
import { runAuthorizer } from './authorizer';
import { buildEvent } from './lambda-event';
import { MalformedPathError, matchRoute } from './route-matcher';

/** API Gateway HTTP API rejects bodies over 10 MB; Lambda rejects invocations over 6 MB. */
export const API_GATEWAY_MAX_BODY_BYTES = 10 * 1024 * 1024;
export const LAMBDA_MAX_PAYLOAD_BYTES = 6 * 1024 * 1024;

type Handler = (event: APIGatewayProxyEventV2) => Promise<APIGatewayProxyResultV2>;

const handlers = new Map<FunctionGroup, Promise<Handler>>();

function loadHandler(group: FunctionGroup): Promise<Handler> {
  let loaded = handlers.get(group);
  if (!loaded) {
    loaded = import(pathToFileURL(entryPath(API_FUNCTIONS[group].entry)).href).then(
      (module: { handler: Handler }) => module.handler,
    );
    handlers.set(group, loaded);
  }
  return loaded;
}

function send(res: ServerResponse, status: number, body: string, headers: Record<string, string> = {}): void {
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(body);
}

const message = (text: string) => JSON.stringify({ message: text });

/* Past this much, an oversized body is cut off rather than read to its end. */
const DRAIN_LIMIT_BYTES = 4 * API_GATEWAY_MAX_BODY_BYTES;

/**
 * Reads the body; over the limit it answers undefined, but only once the body has ended (up to a
 * bound), so a proxy in front (Vite's, locally) reads the 413 instead of a reset connection.
 */
function readBody(req: IncomingMessage, limit: number): Promise<Buffer | undefined> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= limit) chunks.push(chunk);
      else if (size > DRAIN_LIMIT_BYTES) {
        resolve(undefined);
        req.destroy();
      }
    });
    req.on('end', () => resolve(size > limit ? undefined : Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

/* Payload 2.0: a result without a statusCode is a 200 JSON body, as API Gateway infers it. */
function writeResult(res: ServerResponse, result: APIGatewayProxyResultV2): void {
  if (typeof result !== 'object' || result === null || !('statusCode' in result)) {
    send(res, 200, JSON.stringify(result));
    return;
  }
  const body = result.body ?? '';
  const bytes = result.isBase64Encoded ? Buffer.from(body, 'base64') : Buffer.from(body);
  const headers: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(result.headers ?? {})) headers[name] = String(value);
  if (result.cookies?.length) headers['set-cookie'] = result.cookies;
  res.writeHead(result.statusCode ?? 200, headers);
  res.end(bytes);
}

const socketAddress = (req: IncomingMessage) => req.socket.remoteAddress ?? '127.0.0.1';

/*
 * What CloudFront does on AWS: the visitor's address comes from the connection, the site's
 * address is the site's own (CloudFront answers only for its domains; here it is configured, never
 * read from the request's Host, which anyone can set), and the origin secret is added, each
 * overwriting any header of that name the caller sent.
 */
async function asFromCloudFront(req: IncomingMessage, siteOrigin: string): Promise<IncomingHttpHeaders> {
  return {
    ...req.headers,
    [CLIENT_IP_HEADER]: socketAddress(req),
    [SITE_ORIGIN_HEADER]: siteOrigin,
    [ORIGIN_HEADER]: await originSecret(),
  };
}

export interface GatewayOptions {
  /** The site's address, which mailed links are built on: the web server's, else the gateway's own. */
  siteOrigin: () => string;
  /** Called once per request, for a log line. */
  onRequest?: (line: string) => void;
}

async function handle(req: IncomingMessage, res: ServerResponse, options: GatewayOptions): Promise<void> {
  const url = new URL(req.url ?? '/', 'http://localhost');
  const method = req.method ?? 'GET';
  let match: ReturnType<typeof matchRoute>;
  try {
    match = matchRoute(method, url.pathname);
  } catch (error) {
    if (!(error instanceof MalformedPathError)) throw error;
    req.resume();
    send(res, 400, message('Bad Request'));
    return;
  }
  if (!match) {
    req.resume();
    send(res, 404, message('Not Found'));
    return;
  }
  const body = await readBody(req, API_GATEWAY_MAX_BODY_BYTES);
  if (!body) {
    send(res, 413, message('Request Entity Too Large'));
    return;
  }
  const event = buildEvent(
    {
      method,
      url,
      headers: await asFromCloudFront(req, options.siteOrigin()),
      body,
      sourceIp: socketAddress(req),
    },
    match.routeKey,
    match.pathParameters,
  );
  if (Buffer.byteLength(JSON.stringify(event)) > LAMBDA_MAX_PAYLOAD_BYTES) {
    send(res, 413, message('Request Entity Too Large: the Lambda invocation payload limit is 6 MB'));
    return;
  }
  if (usesAuthorizer(match.route)) {
    const outcome = await runAuthorizer(event);
    if (outcome.kind === 'deny') {
      send(res, outcome.status, message(outcome.message));
      return;
    }
    Object.assign(event.requestContext, { authorizer: { lambda: outcome.context } });
  }
  const result = await (await loadHandler(match.route.group))(event);
  if (Buffer.byteLength(JSON.stringify(result)) > LAMBDA_MAX_PAYLOAD_BYTES) {
    options.onRequest?.(`  ${match.routeKey}: response exceeds Lambda's 6 MB payload limit`);
    send(res, 500, message('Internal Server Error'));
    return;
  }
  writeResult(res, result);
}

/** A local stand-in for the HTTP API: matches the route table and calls the real handlers. */
export function createGateway(options: GatewayOptions): Server {
  return createServer((req, res) => {
    const started = performance.now();
    handle(req, res, options)
      .catch((error: unknown) => {
        console.error('Lambda invocation failed', error);
        if (!res.headersSent) send(res, 500, message('Internal Server Error'));
      })
      .finally(() => {
        const ms = (performance.now() - started).toFixed(0);
        options.onRequest?.(`${req.method} ${req.url} ${res.statusCode} ${ms} ms`);
      });
  });
}
