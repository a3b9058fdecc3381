import { randomUUID } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';

/* HTTP APIs pass these content types to Lambda as text; everything else arrives base64-encoded. */
const TEXT_TYPES = [
  /^text\//,
  /^application\/(.+\+)?json/,
  /^application\/(.+\+)?xml/,
  /^application\/javascript/,
];
const isText = (contentType: string | undefined) =>
  contentType === undefined || TEXT_TYPES.some((pattern) => pattern.test(contentType.toLowerCase()));

export interface IncomingRequest {
  readonly method: string;
  readonly url: URL;
  readonly headers: IncomingHttpHeaders;
  readonly body: Buffer;
  readonly sourceIp: string;
}

function joinHeaders(headers: IncomingHttpHeaders): Record<string, string> {
  const joined: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined || name === 'cookie') continue;
    joined[name.toLowerCase()] = Array.isArray(value) ? value.join(',') : value;
  }
  return joined;
}

function queryParameters(url: URL): Record<string, string> | undefined {
  if (!url.search) return undefined;
  const parameters: Record<string, string> = {};
  for (const name of new Set(url.searchParams.keys()))
    parameters[name] = url.searchParams.getAll(name).join(',');
  return parameters;
}

/** Builds the API Gateway HTTP API payload format 2.0 event for a matched route. */
export function buildEvent(
  request: IncomingRequest,
  routeKey: string,
  pathParameters: Record<string, string>,
): APIGatewayProxyEventV2 {
  const now = new Date();
  const contentType = request.headers['content-type'];
  const text = isText(contentType);
  const cookieHeader = request.headers.cookie;
  return {
    version: '2.0',
    routeKey,
    rawPath: request.url.pathname,
    rawQueryString: request.url.search.slice(1),
    cookies: cookieHeader ? cookieHeader.split(';').map((c) => c.trim()) : undefined,
    headers: joinHeaders(request.headers),
    queryStringParameters: queryParameters(request.url),
    pathParameters: Object.keys(pathParameters).length ? pathParameters : undefined,
    requestContext: {
      accountId: '000000000000',
      apiId: 'local',
      domainName: request.headers.host ?? 'localhost',
      domainPrefix: 'local',
      http: {
        method: request.method,
        path: request.url.pathname,
        protocol: 'HTTP/1.1',
        sourceIp: request.sourceIp,
        userAgent: request.headers['user-agent'] ?? '',
      },
      requestId: randomUUID(),
      routeKey,
      stage: '$default',
      time: now.toISOString(),
      timeEpoch: now.getTime(),
    },
    body: request.body.length ? request.body.toString(text ? 'utf8' : 'base64') : undefined,
    isBase64Encoded: request.body.length > 0 && !text,
  };
}
