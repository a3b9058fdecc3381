import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

/*
 * AWS Signature Version 4 as S3 checks it, for the two forms a browser carries to the S3 stand-in:
 * a presigned POST's policy (uploads) and a presigned URL's query (download links). s3rver checks
 * neither (lib/middleware/authentication.js: "Signature version 4 calculation is unimplemented"),
 * so any web page could post a form to it with made-up fields. Header-signed calls are left to
 * s3rver: a browser on another origin cannot send an Authorization header without the preflight
 * the stand-in's CORS refuses.
 * https://docs.aws.amazon.com/AmazonS3/latest/API/sigv4-authentication-HTTPPOST.html
 * https://docs.aws.amazon.com/AmazonS3/latest/API/sigv4-query-string-auth.html
 */

export interface StandInCredentials {
  readonly accessKeyId: string;
  readonly secretAccessKey: string;
}

/** Why S3 refuses a request: its error code, HTTP status and message. */
export class S3Refusal extends Error {
  constructor(
    readonly code: string,
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

const ALGORITHM = 'AWS4-HMAC-SHA256';
const hmac = (key: Buffer | string, data: string) => createHmac('sha256', key).update(data, 'utf8').digest();
const sha256Hex = (data: string) => createHash('sha256').update(data, 'utf8').digest('hex');

const mismatch = () =>
  new S3Refusal(
    'SignatureDoesNotMatch',
    403,
    'The request signature we calculated does not match the signature you provided. Check your key and signing method.',
  );

/* `<key id>/<yyyymmdd>/<region>/s3/aws4_request` → the signing key, when the key id is the stand-in's. */
function signingKey(credential: string, credentials: StandInCredentials): { key: Buffer; scope: string } {
  const [accessKeyId, date = '', region = '', service, terminator, ...rest] = credential.split('/');
  if (accessKeyId !== credentials.accessKeyId) {
    throw new S3Refusal(
      'InvalidAccessKeyId',
      403,
      'The AWS Access Key Id you provided does not exist in our records.',
    );
  }
  if (!/^\d{8}$/.test(date) || !region || service !== 's3' || terminator !== 'aws4_request' || rest.length) {
    throw new S3Refusal(
      'AuthorizationQueryParametersError',
      400,
      'Error parsing the X-Amz-Credential parameter.',
    );
  }
  const key = ['s3', 'aws4_request'].reduce(
    (previous, part) => hmac(previous, part),
    hmac(hmac(`AWS4${credentials.secretAccessKey}`, date), region),
  );
  return { key, scope: credential.slice(accessKeyId.length + 1) };
}

function sameSignature(provided: string, expected: Buffer): boolean {
  const given = Buffer.from(provided, 'hex');
  return (
    given.length === expected.length &&
    provided.length === expected.length * 2 &&
    timingSafeEqual(given, expected)
  );
}

/** A presigned POST's `Policy` field was signed with the stand-in's key (throws S3's refusal if not). */
export function verifyPolicySignature(
  fields: ReadonlyMap<string, string>,
  credentials: StandInCredentials,
): void {
  const policy = fields.get('policy');
  const signature = fields.get('x-amz-signature');
  const credential = fields.get('x-amz-credential');
  if (!policy || !signature || !credential || fields.get('x-amz-algorithm') !== ALGORITHM) {
    // What S3 answers an anonymous form post to a bucket that grants no public write.
    throw new S3Refusal('AccessDenied', 403, 'Access Denied');
  }
  const { key } = signingKey(credential, credentials);
  if (!sameSignature(signature, hmac(key, policy))) throw mismatch();
}

/* S3's URI encoding (RFC 3986 unreserved characters kept), for names and values of the query. */
const encode = (value: string) =>
  encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

const iso8601Basic = (value: string) =>
  /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(value)?.slice(1).map(Number);

/**
 * A presigned URL (`X-Amz-Signature` in its query) was signed with the stand-in's key for this very
 * method, path, query and signed headers, and has not expired; throws S3's refusal if not.
 */
export function verifyPresignedQuery(
  request: { method: string; rawPath: string; query: URLSearchParams; headers: Record<string, unknown> },
  credentials: StandInCredentials,
  now = Date.now(),
): void {
  const { query } = request;
  const [credential, date, signedHeaders, expires, signature] = [
    'X-Amz-Credential',
    'X-Amz-Date',
    'X-Amz-SignedHeaders',
    'X-Amz-Expires',
    'X-Amz-Signature',
  ].map((name) => query.get(name) ?? '');
  const parts = iso8601Basic(date ?? '');
  if (query.get('X-Amz-Algorithm') !== ALGORITHM || !credential || !parts || !signedHeaders || !signature) {
    throw new S3Refusal(
      'AuthorizationQueryParametersError',
      400,
      'Query-string authentication version 4 requires the X-Amz-Algorithm, X-Amz-Credential, X-Amz-Signature, X-Amz-Date, X-Amz-SignedHeaders, and X-Amz-Expires parameters.',
    );
  }
  const [year = 0, month = 1, day = 1, hours = 0, minutes = 0, seconds = 0] = parts;
  const signedAt = Date.UTC(year, month - 1, day, hours, minutes, seconds);
  if (!(Number(expires) >= 0) || now > signedAt + Number(expires) * 1000) {
    throw new S3Refusal('AccessDenied', 403, 'Request has expired');
  }
  const { key, scope } = signingKey(credential ?? '', credentials);
  const names = (signedHeaders ?? '').split(';');
  const canonicalQuery = [...query]
    .filter(([name]) => name !== 'X-Amz-Signature')
    .map(([name, value]) => [encode(name), encode(value)])
    .sort(([a = '', x = ''], [b = '', y = '']) => (a === b ? (x < y ? -1 : 1) : a < b ? -1 : 1))
    .map(([name, value]) => `${name}=${value}`)
    .join('&');
  const canonicalHeaders = names
    .map(
      (name) =>
        `${name}:${String(request.headers[name] ?? '')
          .trim()
          .replace(/\s+/g, ' ')}\n`,
    )
    .join('');
  const canonicalRequest = [
    request.method,
    request.rawPath,
    canonicalQuery,
    canonicalHeaders,
    signedHeaders,
    'UNSIGNED-PAYLOAD',
  ].join('\n');
  const toSign = [ALGORITHM, date, scope, sha256Hex(canonicalRequest)].join('\n');
  if (!sameSignature(signature ?? '', hmac(key, toSign))) throw mismatch();
}
