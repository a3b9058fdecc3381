import { request } from 'node:http';

/** A request with any method and body (fetch refuses a body on GET), answering status and text. */
export function rawRequest(
  url: string,
  method: string,
  body?: Buffer,
  headers: Record<string, string> = {},
): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    // Node sends a GET body unframed unless told its length.
    const framing = body ? { 'content-length': String(body.length) } : {};
    const req = request(url, { method, headers: { ...framing, ...headers } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }),
      );
    });
    // The gateway may answer 413 and close before the whole body is written; that is the answer.
    req.on('error', (error: NodeJS.ErrnoException) => (error.code === 'EPIPE' ? undefined : reject(error)));
    req.end(body);
  });
}
