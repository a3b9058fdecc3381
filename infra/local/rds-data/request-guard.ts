import type { IncomingMessage } from 'node:http';
import { badRequest, DataApiError, requestTooLarge } from './limits';

/*
 * What reaches the Data API stand-in's database: only a call as the SDK makes it. A web page can
 * post a `text/plain` body to any local port without a preflight, so an unsigned or non-JSON body
 * is refused, and so is anything carrying a browser's Origin (a page cannot add an Authorization
 * header without the CORS preflight the stand-in never grants; the Origin check shuts the rest).
 * The signature's form is checked, not its value: the stand-ins take any local key pair.
 */

const SIGV4 = /^AWS4-HMAC-SHA256 Credential=[^,\s]+,\s*SignedHeaders=[^,\s]+,\s*Signature=[0-9a-f]{64}$/;

const forbidden = (errorType: string, message: string) => new DataApiError(403, errorType, message);

function refusal(request: IncomingMessage): DataApiError | undefined {
  if (request.headers.origin !== undefined) {
    return forbidden('ForbiddenException', 'The Data API takes no calls from a web page');
  }
  if (!SIGV4.test(request.headers.authorization ?? '')) {
    return forbidden('MissingAuthenticationTokenException', 'Missing Authentication Token');
  }
  if (!/^application\/json\b/i.test(request.headers['content-type'] ?? '')) {
    return badRequest('The request body must be JSON (application/json)');
  }
  return undefined;
}

/* The request line and headers count toward the limit, as AWS counts them. */
const headerBytes = (request: IncomingMessage) =>
  request.rawHeaders.reduce((sum, part) => sum + Buffer.byteLength(part) + 2, 0) +
  Buffer.byteLength(`${request.method} ${request.url} HTTP/1.1\r\n`);

/**
 * Reads a Data API call's JSON body, or throws the error the call gets: refused callers and bodies
 * over `limit` bytes are not read further (the rest is drained, not kept).
 */
export function readCall(request: IncomingMessage, limit: number): Promise<Record<string, unknown>> {
  return new Promise((resolve, reject) => {
    const refused = refusal(request);
    let size = headerBytes(request);
    const chunks: Buffer[] = [];
    let failure: DataApiError | undefined = refused ?? (size > limit ? requestTooLarge(limit) : undefined);
    request.on('data', (chunk: Buffer) => {
      if (failure) return;
      size += chunk.length;
      if (size > limit) {
        failure = requestTooLarge(limit);
        chunks.length = 0;
      } else chunks.push(chunk);
    });
    request.on('error', reject);
    request.on('end', () => {
      if (failure) return reject(failure);
      try {
        const body: unknown = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}');
        if (typeof body !== 'object' || body === null) throw new Error('not an object');
        resolve(body as Record<string, unknown>);
      } catch {
        reject(badRequest('The body is not JSON'));
      }
    });
  });
}
