import { createHash, timingSafeEqual } from 'node:crypto';
import { rotatingSecret, type SecretVersions } from './generated-secret';

/**
 * CloudFront adds this header, holding a secret generated at deploy, to every request it sends
 * the API; the local gateway does the same. A request without it did not come through the site
 * (someone called the execute-api address directly) and could have forged the client address.
 */
export const ORIGIN_HEADER = 'x-campus-origin-verify';

const secret = rotatingSecret(
  () => ({ arn: process.env.ORIGIN_SECRET_ARN, file: process.env.ORIGIN_SECRET_FILE }),
  'origin secret',
);

/** The value to send now (the local gateway sends it as CloudFront does). */
export const originSecret = async () => (await secret.versions()).current;

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * Both versions are compared, each in constant time over digests (so the length tells nothing),
 * and always both, so the time taken does not tell which one matched. While a rotation is under
 * way (docs/operations.md, “Rotate the origin secret”) CloudFront may still send the previous value, or a
 * container may not have read the new one yet: either is accepted.
 */
const matchesEither = (presented: Buffer) => (versions: SecretVersions) => {
  const current = timingSafeEqual(presented, digest(versions.current));
  const previous = timingSafeEqual(presented, digest(versions.previous ?? versions.current));
  return current || previous;
};

export async function cameThroughSite(headers: Record<string, string | undefined> | undefined) {
  const presented = headers?.[ORIGIN_HEADER];
  if (!presented) return false;
  return secret.check(matchesEither(digest(presented)));
}
