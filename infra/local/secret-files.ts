import { randomBytes } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * Locally the generated secrets (the JWT signing key, the origin secret) are files in the data
 * directory, made once and kept.
 */
export async function ensureSecretFile(
  dataDir: string,
  name: 'jwt-secret' | 'origin-secret',
): Promise<string> {
  const path = join(dataDir, name);
  try {
    await readFile(path, 'utf8');
  } catch {
    await writeFile(path, randomBytes(48).toString('base64url'), { mode: 0o600, flag: 'wx' }).catch(
      (error: NodeJS.ErrnoException) => {
        if (error.code !== 'EEXIST') throw error;
      },
    );
  }
  return path;
}
