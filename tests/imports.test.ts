import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * Everything outside shared/ imports it by its name in package.json's imports map, `#shared/…`,
 * never by a path that climbs to it (`../../../../shared/…`): a file then reads the same wherever
 * it sits, and moves without its imports changing.
 */
const projectDir = resolve(__dirname, '..');
const sharedDir = join(projectDir, 'shared') + sep;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (name === 'node_modules' || name === 'dist') return [];
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx|mjs)$/.test(name) ? [path] : [];
  });
}

const SPECIFIER = /(?:\bfrom|\bimport|\bvi\.mock)\s*\(?\s*['"](\.\.?\/[^'"]+)['"]/g;

/** Each `file: specifier` outside shared/ whose relative import leads into shared/. */
function climbsToShared(files: readonly { path: string; text: string }[]): string[] {
  const outside = files.filter(({ path }) => !path.startsWith(sharedDir));
  return outside.flatMap(({ path, text }) =>
    [...text.matchAll(SPECIFIER)]
      .map((match) => match[1] ?? '')
      .filter((specifier) => `${resolve(dirname(path), specifier)}${sep}`.startsWith(sharedDir))
      .map((specifier) => `${relative(projectDir, path)}: ${specifier}`),
  );
}

describe('shared/', () => {
  it('is imported by its name, #shared/…, from everywhere else', () => {
    const files = ['functions', 'web', 'infra', 'tests', 'bench', 'docs']
      .flatMap((dir) => sourceFiles(join(projectDir, dir)))
      .map((path) => ({ path, text: readFileSync(path, 'utf8') }));
    expect(files.length).toBeGreaterThan(500);
    expect(climbsToShared(files)).toEqual([]);
  });

  it('would notice an import that climbs to it, however written', () => {
    const at = (path: string, text: string) => ({ path: join(projectDir, path), text });
    expect(
      climbsToShared([
        at('web/src/features/x/X.tsx', "import { ROLES } from '../../../../shared/constants/roles';"),
        at('functions/gpt/x.ts', "const later = () => import('../../shared/api/routes/gpt');"),
        at('functions/gpt/y.ts', "import { ROLES } from '#shared/constants/roles';"),
        at('shared/api/x.ts', "import { ROLES } from '../constants/roles';"),
      ]),
    ).toEqual([
      'web/src/features/x/X.tsx: ../../../../shared/constants/roles',
      'functions/gpt/x.ts: ../../shared/api/routes/gpt',
    ]);
  });
});
