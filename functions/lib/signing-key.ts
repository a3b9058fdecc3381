import { cachedSecret } from './generated-secret';

/* The JWT signing key: JWT_SECRET_ARN on AWS, JWT_SECRET_FILE locally. */
const secret = cachedSecret(
  () => ({ arn: process.env.JWT_SECRET_ARN, file: process.env.JWT_SECRET_FILE }),
  'JWT signing key',
);

export async function signingKey(): Promise<Uint8Array> {
  return new TextEncoder().encode(await secret());
}
