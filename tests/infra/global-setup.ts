import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where the infra tests' apps write their cloud assemblies and web stand-ins; removed at the end. */
    infraOutRoot: string;
  }
}

/*
 * A run's assemblies hold every Lambda bundle with its source map (about 45 MB); the main process
 * owns one directory for them and removes it once the run is over, as integration-setup.ts does.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const root = await mkdtemp(join(tmpdir(), 'campus-infra-'));
  project.provide('infraOutRoot', root);
  return () => rm(root, { recursive: true, force: true });
}
