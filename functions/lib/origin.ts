import { createHash, timingSafeEqual } from 'node:crypto';
import { cachedSecret } from './generated-secret';

/**
 * CloudFront adds this header, holding a secret generated at deploy, to every request it sends
 * the API; the local gateway does the same. A request without it did not come through the site
 * (someone called the execute-api address directly) and could have forged the client address.
 */
export const ORIGIN_HEADER = 'x-campus-origin-verify';

export const originSecret = cachedSecret(
  () => ({ arn: process.env.ORIGIN_SECRET_ARN, file: process.env.ORIGIN_SECRET_FILE }),
  'origin secret',
);

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Compared in constant time (over digests, so the length tells nothing either). */
export async function cameThroughSite(headers: Record<string, string | undefined> | undefined) {
  const presented = headers?.[ORIGIN_HEADER];
  if (!presented) return false;
  return timingSafeEqual(digest(presented), digest(await originSecret()));
}
