import type { TestProject } from 'vitest/node';
import { provideRunDirectory } from './run-directory';

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
export default (project: TestProject) =>
  provideRunDirectory(project, 'integrationDataRoot', 'campus-integration-');
