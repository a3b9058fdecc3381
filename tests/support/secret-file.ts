import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * A secret in a file of its own, as the local runtime keeps the JWT key and the origin secret, in
 * a new temporary folder; `remove` deletes the folder, so test runs leave nothing behind.
 */
export function secretFile(name: string, value: string): { file: string; remove: () => void } {
  const folder = mkdtempSync(join(tmpdir(), 'campus-secret-'));
  const file = join(folder, name);
  writeFileSync(file, value);
  return { file, remove: () => rmSync(folder, { recursive: true, force: true }) };
}
