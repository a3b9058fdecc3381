import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import ts from 'typescript';

/*
 * The server's source files and their relative imports, as the boundary tests read them
 * (functions/boundaries.test.ts, functions/module-faces.test.ts, functions/data-ownership.test.ts).
 */
export const functionsDir = resolve(__dirname, '../../functions');
export const projectDir = resolve(functionsDir, '..');

export interface SourceFile {
  readonly path: string;
  readonly text: string;
}

type Place =
  | { readonly kind: 'root' }
  | { readonly kind: 'lib' }
  | { readonly kind: 'group'; readonly group: string }
  | { readonly kind: 'outside'; readonly top: string };

export function placeOf(path: string): Place {
  const [first = '', ...rest] = relative(functionsDir, path).split(sep);
  if (first === '..') return { kind: 'outside', top: relative(projectDir, path).split(sep)[0] ?? '' };
  if (rest.length === 0) return { kind: 'root' };
  return first === 'lib' ? { kind: 'lib' } : { kind: 'group', group: first };
}

export const isTest = (path: string) => path.endsWith('.test.ts');

/* The file a relative import names: a module, or a folder's index (even one not written yet). */
export function resolveImport(from: string, specifier: string): string {
  const base = resolve(dirname(from), specifier);
  const candidates = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')];
  const found = candidates.find((path) => existsSync(path) && statSync(path).isFile());
  if (found) return found;
  return existsSync(base) ? join(base, 'index.ts') : `${base}.ts`;
}

/* Every relative module a file imports or re-exports, statically or dynamically, types included. */
export const relativeImports = (text: string): string[] =>
  ts
    .preProcessFile(text, true, true)
    .importedFiles.map(({ fileName }) => fileName)
    .filter((name) => name.startsWith('.'));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return name.endsWith('.ts') ? [path] : [];
  });
}

/** Every source file under functions/, read. */
export const serverFiles = (): SourceFile[] =>
  sourceFiles(functionsDir).map((path) => ({ path, text: readFileSync(path, 'utf8') }));

/** A made-up file at `path` under functions/, for a test that its check would notice. */
export const fileAt = (path: string, ...lines: string[]): SourceFile => ({
  path: join(functionsDir, path),
  text: lines.join('\n'),
});
