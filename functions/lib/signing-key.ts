import { readFile } from 'node:fs/promises';
import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';

/*
 * The JWT signing key is a generated secret: Secrets Manager on AWS (JWT_SECRET_ARN), a file the
 * local runtime writes under .data/ (JWT_SECRET_FILE). A container keeps it five minutes, so a
 * rotated key is in use everywhere within five minutes without a redeploy.
 */
const KEEP_MS = 5 * 60 * 1000;
let key: Promise<Uint8Array> | undefined;
let loadedAt = 0;

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
  if (!key || Date.now() - loadedAt > KEEP_MS) {
    loadedAt = Date.now();
    key = load().catch((error: unknown) => {
      key = undefined;
      throw error;
    });
  }
  return key;
}
