import { randomBytes } from 'node:crypto';
import { readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { previousFile } from '../../functions/lib/generated-secret';

type SecretName = 'jwt-secret' | 'origin-secret';

const newValue = () => randomBytes(48).toString('base64url');

/**
 * Locally the generated secrets (the JWT signing key, the origin secret) are files in the data
 * directory, made once and kept.
 */
export async function ensureSecretFile(dataDir: string, name: SecretName): Promise<string> {
  const path = join(dataDir, name);
  try {
    await readFile(path, 'utf8');
  } catch {
    await writeFile(path, newValue(), { mode: 0o600, flag: 'wx' }).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'EEXIST') throw error;
    });
  }
  return path;
}

/**
 * What `aws secretsmanager put-secret-value` does on AWS, in files: the value in use becomes the
 * previous one (`<name>.previous`, as AWSPREVIOUS), and a new value takes its place. Returns both.
 */
export async function rotateSecretFile(
  dataDir: string,
  name: SecretName,
): Promise<{ current: string; previous: string }> {
  const path = await ensureSecretFile(dataDir, name);
  const previous = (await readFile(path, 'utf8')).trim();
  const current = newValue();
  await writeFile(previousFile(path), previous, { mode: 0o600 });
  // Written beside it and renamed, so a reader sees the old value or the new one, never half of one.
  await writeFile(`${path}.next`, current, { mode: 0o600 });
  await rename(`${path}.next`, path);
  return { current, previous };
}
