import { readFile } from 'node:fs/promises';
import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';

/*
 * The JWT signing key is a generated secret: Secrets Manager on AWS (JWT_SECRET_ARN), a file the
 * local runtime writes under .data/ (JWT_SECRET_FILE). It is read once per container.
 */
let key: Promise<Uint8Array> | undefined;

async function load(): Promise<Uint8Array> {
  let secret: string | undefined;
  if (process.env.JWT_SECRET_ARN) {
    const client = new SecretsManagerClient({});
    const result = await client.send(new GetSecretValueCommand({ SecretId: process.env.JWT_SECRET_ARN }));
    secret = result.SecretString;
  } else if (process.env.JWT_SECRET_FILE) {
    secret = (await readFile(process.env.JWT_SECRET_FILE, 'utf8')).trim();
  }
  if (!secret || secret.length < 32) throw new Error('No JWT signing key of 32+ characters is configured');
  return new TextEncoder().encode(secret);
}

export function signingKey(): Promise<Uint8Array> {
  key ??= load().catch((error: unknown) => {
    key = undefined;
    throw error;
  });
  return key;
}
