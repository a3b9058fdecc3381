import type { IncomingMessage, ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import { isAbsolute, relative } from 'node:path';
import { Readable } from 'node:stream';
import type S3rver from 's3rver';
import { S3_STAND_IN_KEY_PAIR } from './s3-key-pair';
import { judgePostPolicy } from './s3-post-policy';
import {
  S3Refusal,
  type StandInCredentials,
  verifyHeaderSignature,
  verifyPolicySignature,
  verifyPresignedQuery,
} from './s3-signatures';

/*
 * The S3 stand-in refuses what S3 refuses and s3rver does not (decision 44). s3rver joins a key's
 * `..` segments into its file path, so a key could read, overwrite or delete files of another
 * bucket or beside `.data/jwt-secret`; it takes any unsigned request and checks no V4 signature,
 * in a form, a query or the Authorization header.
 * S3 answers an anonymous request only where a bucket policy allows it: here, as CloudFront's
 * origin access does, GET and HEAD of the media bucket's `media/` keys (the site's /media proxy).
 */

/* The largest upload kind is 50 MB (shared/constants/file-kinds.ts); a form above this is refused unread. */
const MAX_FORM_BYTES = 64 * 1024 * 1024;
/* The size of the pieces a socket hands a server (Node reads 64 KiB at a time). */
const PIECE_BYTES = 64 * 1024;

const BUCKET_NAME = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;

const invalidUri = () => new S3Refusal('InvalidURI', 400, "Couldn't parse the specified URI.");
const denied = () => new S3Refusal('AccessDenied', 403, 'Access Denied');

/** A key S3 would store under its own name and s3rver cannot turn into another file's path. */
export function isPlainKey(key: string): boolean {
  return !key.split('/').some((segment) => segment === '..' || segment === '.') && !key.includes('\0');
}

function answer(res: ServerResponse, refusal: S3Refusal): void {
  const xmlText = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
  const body = `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${refusal.code}</Code><Message>${xmlText(refusal.message)}</Message></Error>`;
  res.writeHead(refusal.status, {
    'Content-Type': 'application/xml',
    'Content-Length': Buffer.byteLength(body),
  });
  res.end(body);
}

async function readForm(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let length = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    length += chunk.length;
    if (length > MAX_FORM_BYTES) {
      throw new S3Refusal(
        'MaxPostPreDataLengthExceeded',
        400,
        'Your POST request fields preceeding the upload file was too large.',
      );
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

const argument = (message: string) => new S3Refusal('InvalidArgument', 400, message);

/*
 * The form's fields as S3 reads them: those before the first `file` part (S3 and s3rver ignore what
 * follows it), names lower-cased, each at most once, and that file.
 */
function fieldsAndFile(form: FormData): { fields: Map<string, string>; file: Blob } {
  const fields = new Map<string, string>();
  for (const [name, value] of form) {
    const lower = name.toLowerCase();
    if (lower === 'file') return { fields, file: value instanceof Blob ? value : new Blob([value]) };
    // Which of two values S3 would judge is not documented: a form that repeats a name is refused.
    if (fields.has(lower)) throw argument(`The form field ${name} may be given only once.`);
    if (typeof value !== 'string') throw argument(`The form field ${name} is not text.`);
    fields.set(lower, value);
  }
  throw argument('POST requires exactly one file upload per request.');
}

/*
 * A browser's form post to a bucket: its signature and policy are judged before s3rver stores
 * anything, and s3rver is handed a form rebuilt from exactly the fields judged and the file.
 */
async function judgeFormPost(
  req: IncomingMessage,
  bucket: string,
  credentials: StandInCredentials,
): Promise<void> {
  const body = await readForm(req);
  // A copy the fetch types take as a body (a Buffer's memory may be shared).
  const form = await new Response(new Uint8Array(body), {
    headers: { 'content-type': req.headers['content-type'] ?? '' },
  })
    .formData()
    .catch(() => {
      throw new S3Refusal(
        'MalformedPOSTRequest',
        400,
        'The body of your POST request is not well-formed multipart/form-data.',
      );
    });
  const { fields, file } = fieldsAndFile(form);
  verifyPolicySignature(fields, credentials);
  judgePostPolicy(fields, bucket);
  if (!isPlainKey(fields.get('key') ?? '')) throw invalidUri();
  const judged = new FormData();
  for (const [name, value] of fields) judged.append(name, value);
  judged.append('file', file, file instanceof File ? file.name : 'file');
  const rebuilt = new Request('http://stand-in.invalid', { method: 'POST', body: judged });
  const bytes = Buffer.from(await rebuilt.arrayBuffer());
  req.headers['content-type'] = rebuilt.headers.get('content-type') ?? '';
  req.headers['content-length'] = String(bytes.length);
  // s3rver reads the form with `ctx.req.pipe(busboy)` (controllers/object.js) and its headers. It
  // gets the form in a socket's pieces, as it would have: written in one 8 MB piece, busboy's file
  // stream overran its buffer and s3rver stored only the first 4 MiB, now and then.
  const pieces = Array.from({ length: Math.ceil(bytes.length / PIECE_BYTES) }, (_, index) =>
    bytes.subarray(index * PIECE_BYTES, (index + 1) * PIECE_BYTES),
  );
  req.pipe = <T extends NodeJS.WritableStream>(destination: T) => Readable.from(pieces).pipe(destination);
}

interface Judged {
  readonly bucket: string;
  readonly key: string;
}

/* The bucket and key a request names, as s3rver will decode them (path-style only: see the Host check). */
function namedResource(rawPath: string): Judged {
  let path: string;
  try {
    path = decodeURIComponent(rawPath);
  } catch {
    throw invalidUri();
  }
  const [, bucket = '', ...key] = path.split('/');
  if ((bucket && !BUCKET_NAME.test(bucket)) || !isPlainKey(key.join('/'))) throw invalidUri();
  return { bucket, key: key.join('/') };
}

async function judge(
  req: IncomingMessage,
  options: { credentials: StandInCredentials; publicBucket: string; publicPrefix: string },
): Promise<void> {
  // Any other name is a virtual-hosted bucket to s3rver, or a page that rebound its DNS to loopback.
  const host = URL.parse(`http://${req.headers.host ?? ''}`)?.hostname;
  if (host !== '127.0.0.1' && host !== 'localhost') throw denied();
  const rawPath = (req.url ?? '/').split('?')[0] ?? '/';
  const url = rawPath.startsWith('/') ? URL.parse(`http://stand-in${req.url}`) : null;
  if (!url) throw invalidUri();
  const { bucket, key } = namedResource(rawPath);
  const method = req.method ?? 'GET';
  const request = { method, rawPath, query: url.searchParams, headers: req.headers };
  const presigned = url.searchParams.has('X-Amz-Signature') || url.searchParams.has('X-Amz-Algorithm');
  if (req.headers.authorization !== undefined) {
    if (presigned) throw argument('Only one auth mechanism allowed');
    verifyHeaderSignature(request, options.credentials);
    return;
  }
  if (presigned) {
    verifyPresignedQuery(request, options.credentials);
    return;
  }
  if (url.searchParams.has('Signature')) throw denied();
  if (method === 'OPTIONS') return;
  const publicRead =
    (method === 'GET' || method === 'HEAD') &&
    bucket === options.publicBucket &&
    key.startsWith(options.publicPrefix) &&
    url.search === '';
  if (publicRead) return;
  const formPost = method === 'POST' && bucket && !key && url.search === '';
  if (formPost && req.headers['content-type']?.startsWith('multipart/form-data')) {
    await judgeFormPost(req, bucket, options.credentials);
    return;
  }
  throw denied();
}

const require = createRequire(import.meta.url);

/* s3rver's own error (lib/models/error.js), which its error handler answers with its code and status. */
const S3Error = require('s3rver/lib/models/error') as new (code: string, message: string) => Error;

/*
 * Every path s3rver's file store makes stays inside its bucket's folder, whatever route made it: a
 * form's key field, a copy's source header.
 */
function confineStore(server: S3rver, root: string): void {
  const store = server.store as S3rver['store'] & { getBucketPath(bucket: string): string };
  const outside = () => new S3Error('InvalidURI', "Couldn't parse the specified URI.");
  const inside = (path: string) => {
    const from = relative(root, path);
    if (!from || from.startsWith('..') || isAbsolute(from)) throw outside();
    return path;
  };
  const bucketPath = store.getBucketPath.bind(store);
  const resourcePath = store.getResourcePath.bind(store);
  store.getBucketPath = (bucket) => {
    if (!BUCKET_NAME.test(bucket)) throw outside();
    return inside(bucketPath(bucket));
  };
  store.getResourcePath = (bucket, key, resource) => {
    if (!BUCKET_NAME.test(bucket) || !isPlainKey(key ?? '')) throw outside();
    return inside(resourcePath(bucket, key, resource));
  };
}

/**
 * Puts the guards in front of a running s3rver: its HTTP server's handler judges each request
 * first, and its store refuses any path outside `root/<bucket>`.
 */
export function guardS3rver(
  server: S3rver,
  options: { root: string; publicBucket: string; publicPrefix: string },
): void {
  confineStore(server, options.root);
  const judged = { ...options, credentials: S3_STAND_IN_KEY_PAIR };
  const http = server.httpServer;
  if (!http) throw new Error('s3rver is not running');
  const handlers = http.listeners('request') as ((req: IncomingMessage, res: ServerResponse) => void)[];
  http.removeAllListeners('request');
  http.on('request', (req: IncomingMessage, res: ServerResponse) => {
    judge(req, judged).then(
      () => {
        for (const handler of handlers) handler(req, res);
      },
      (error: unknown) => {
        req.resume();
        answer(
          res,
          error instanceof S3Refusal
            ? error
            : new S3Refusal('InternalError', 500, 'We encountered an internal error. Please try again.'),
        );
      },
    );
  });
}
