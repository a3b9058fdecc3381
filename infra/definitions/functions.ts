import { fileURLToPath } from 'node:url';

export const PROJECT_ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** A function's entry (as functions/registry.ts gives it) as an absolute path, for esbuild and import(). */
export const entryPath = (entry: string): string => `${PROJECT_ROOT}${entry}`;
