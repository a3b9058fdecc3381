import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where each worker's shared stack keeps its data; removed when the run ends. */
    integrationDataRoot: string;
  }
}

/*
 * Vitest ends its workers with SIGTERM, so a worker's own exit hooks never run and its shared
 * stack could not delete its data. The main process owns one directory for the run instead, and
 * removes it once every worker has gone. (The stack's servers live in the worker's process and
 * end with it.)
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const root = await mkdtemp(join(tmpdir(), 'campus-integration-'));
  project.provide('integrationDataRoot', root);
  return () => rm(root, { recursive: true, force: true });
}
