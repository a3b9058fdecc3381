import { readFile } from 'node:fs/promises';
import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';

/** Where a generated secret lives: Secrets Manager on AWS, a file the local runtime writes under .data/. */
export interface SecretLocation {
  readonly arn: string | undefined;
  readonly file: string | undefined;
}

const KEEP_MS = 5 * 60 * 1000;

async function load(location: SecretLocation, what: string): Promise<string> {
  let secret: string | undefined;
  if (location.arn) {
    const client = new SecretsManagerClient({});
    const result = await client.send(new GetSecretValueCommand({ SecretId: location.arn }));
    secret = result.SecretString;
  } else if (location.file) {
    secret = (await readFile(location.file, 'utf8')).trim();
  }
  if (!secret || secret.length < 32) throw new Error(`No ${what} of 32+ characters is configured`);
  return secret;
}

/**
 * A secret generated at deploy time, read once per container and kept five minutes, so a rotated
 * value is in use everywhere within five minutes without a redeploy. `locate` reads the function's
 * environment where it is called, naming its variables literally (the grants test reads them).
 */
export function cachedSecret(locate: () => SecretLocation, what: string): () => Promise<string> {
  let value: Promise<string> | undefined;
  let loadedAt = 0;
  return () => {
    if (!value || Date.now() - loadedAt > KEEP_MS) {
      loadedAt = Date.now();
      value = load(locate(), what).catch((error: unknown) => {
        value = undefined;
        throw error;
      });
    }
    return value;
  };
}
