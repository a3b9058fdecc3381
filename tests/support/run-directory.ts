import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ProvidedContext } from 'vitest';
import type { TestProject } from 'vitest/node';

/**
 * For a project's global setup: one temporary directory for the whole run, made by the main
 * process, handed to the test workers under `key`, and removed by the main process once every
 * worker has gone (Vitest ends workers with SIGTERM, so their own exit hooks never run).
 */
export async function provideRunDirectory(
  project: TestProject,
  key: keyof ProvidedContext,
  prefix: string,
): Promise<() => Promise<void>> {
  const root = await mkdtemp(join(tmpdir(), prefix));
  project.provide(key, root);
  return () => rm(root, { recursive: true, force: true });
}
