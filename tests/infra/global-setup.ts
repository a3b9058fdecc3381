import type { TestProject } from 'vitest/node';
import { provideRunDirectory } from '../support/run-directory';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where the infra tests' apps write their cloud assemblies and web stand-ins; removed at the end. */
    infraOutRoot: string;
  }
}

/*
 * A run's assemblies hold every Lambda bundle with its source map (about 45 MB); the main process
 * owns one directory for them and removes it once the run is over.
 */
export default (project: TestProject) => provideRunDirectory(project, 'infraOutRoot', 'campus-infra-');
