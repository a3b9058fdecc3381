import { type IncomingHttpHeaders, request } from 'node:http';

/** A request with any method and body (fetch refuses a body on GET), answering status, headers and text. */
export function rawRequest(
  url: string,
  method: string,
  body?: Buffer,
  headers: Record<string, string> = {},
  // Sent as written: a URL would resolve `%2E%2E` segments first, as browsers do.
  rawPath?: string,
): Promise<{ status: number; text: string; headers: IncomingHttpHeaders }> {
  return new Promise((resolve, reject) => {
    // Node sends a GET body unframed unless told its length.
    const framing = body ? { 'content-length': String(body.length) } : {};
    const req = request(
      url,
      { method, headers: { ...framing, ...headers }, ...(rawPath && { path: rawPath }) },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            text: Buffer.concat(chunks).toString('utf8'),
            headers: res.headers,
          }),
        );
      },
    );
    // The gateway may answer 413 and close before the whole body is written; that is the answer.
    req.on('error', (error: NodeJS.ErrnoException) => (error.code === 'EPIPE' ? undefined : reject(error)));
    req.end(body);
  });
}
