import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

/*
 * AWS Signature Version 4 as S3 checks it, for the three forms the S3 stand-in is called with: a
 * presigned POST's policy (a browser's upload), a presigned URL's query (download links) and the
 * Authorization header (the SDK's calls). s3rver checks none of them (lib/middleware/authentication.js:
 * "Signature version 4 calculation is unimplemented"; a header is taken on its key id alone).
 * https://docs.aws.amazon.com/AmazonS3/latest/API/sigv4-authentication-HTTPPOST.html
 * https://docs.aws.amazon.com/AmazonS3/latest/API/sigv4-query-string-auth.html
 * https://docs.aws.amazon.com/AmazonS3/latest/API/sig-v4-header-based-auth.html
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

interface SignedRequest {
  readonly method: string;
  readonly rawPath: string;
  readonly query: URLSearchParams;
  readonly headers: Record<string, unknown>;
}

/*
 * The canonical request S3 signs: the path as sent (S3 does not encode it again), the query's names
 * and values encoded and sorted, the signed headers' values trimmed, and the payload's hash as the
 * caller declared it.
 */
function matches(
  request: SignedRequest,
  signed: { credential: string; date: string; signedHeaders: string; signature: string; payload: string },
  credentials: StandInCredentials,
): boolean {
  const { key, scope } = signingKey(signed.credential, credentials);
  const canonicalQuery = [...request.query]
    .filter(([name]) => name !== 'X-Amz-Signature')
    .map(([name, value]) => [encode(name), encode(value)])
    .sort(([a = '', x = ''], [b = '', y = '']) => (a === b ? (x < y ? -1 : 1) : a < b ? -1 : 1))
    .map(([name, value]) => `${name}=${value}`)
    .join('&');
  const canonicalHeaders = signed.signedHeaders
    .split(';')
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
    signed.signedHeaders,
    signed.payload,
  ].join('\n');
  const toSign = [ALGORITHM, signed.date, scope, sha256Hex(canonicalRequest)].join('\n');
  return sameSignature(signed.signature, hmac(key, toSign));
}

/**
 * A presigned URL (`X-Amz-Signature` in its query) was signed with the stand-in's key for this very
 * method, path, query and signed headers, and has not expired; throws S3's refusal if not.
 */
export function verifyPresignedQuery(
  request: SignedRequest,
  credentials: StandInCredentials,
  now = Date.now(),
): void {
  const { query } = request;
  const [credential = '', date = '', signedHeaders = '', expires, signature = ''] = [
    'X-Amz-Credential',
    'X-Amz-Date',
    'X-Amz-SignedHeaders',
    'X-Amz-Expires',
    'X-Amz-Signature',
  ].map((name) => query.get(name) ?? '');
  const parts = iso8601Basic(date);
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
  const signed = { credential, date, signedHeaders, signature, payload: 'UNSIGNED-PAYLOAD' };
  if (!matches(request, signed, credentials)) throw mismatch();
}

const invalidRequest = (message: string) => new S3Refusal('InvalidRequest', 400, message);

/**
 * A call signed in its Authorization header was signed with the stand-in's key for this method,
 * path, query, signed headers and declared payload hash; throws S3's refusal if not. The body is not
 * hashed here: a changed body under a kept hash is what S3 answers `XAmzContentSHA256Mismatch` to.
 */
export function verifyHeaderSignature(request: SignedRequest, credentials: StandInCredentials): void {
  const header = String(request.headers.authorization ?? '');
  // ap-south-1 takes Signature Version 4 only.
  if (!header.startsWith(`${ALGORITHM} `)) {
    throw invalidRequest(
      'The authorization mechanism you have provided is not supported. Please use AWS4-HMAC-SHA256.',
    );
  }
  const parts = new Map(
    header
      .slice(ALGORITHM.length)
      .split(',')
      .map((part): [string, string] => {
        const [name = '', value = ''] = part.trim().split('=');
        return [name, value];
      }),
  );
  const [credential = '', signedHeaders = '', signature = ''] = [
    'Credential',
    'SignedHeaders',
    'Signature',
  ].map((name) => parts.get(name) ?? '');
  if (parts.size !== 3 || !credential || !signedHeaders || !signature) {
    throw new S3Refusal('AuthorizationHeaderMalformed', 400, 'The authorization header is malformed.');
  }
  const payload = request.headers['x-amz-content-sha256'];
  if (typeof payload !== 'string' || !payload) {
    throw invalidRequest('Missing required header for this request: x-amz-content-sha256');
  }
  const date = String(request.headers['x-amz-date'] ?? '');
  if (!iso8601Basic(date)) {
    throw new S3Refusal('AccessDenied', 403, 'AWS authentication requires a valid Date or x-amz-date header');
  }
  const names = signedHeaders.split(';');
  if (Object.keys(request.headers).some((name) => name.startsWith('x-amz-') && !names.includes(name))) {
    throw new S3Refusal(
      'AccessDenied',
      403,
      'There were headers present in the request which were not signed',
    );
  }
  if (!matches(request, { credential, date, signedHeaders, signature, payload }, credentials))
    throw mismatch();
}
