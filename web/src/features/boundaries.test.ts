import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * web/src/features/<feature>/…: a feature may use app/, components/, api/ and shared/, never another
 * feature. Biome's noRestrictedImports (biome.json overrides) flags it in the editor by the import's
 * text for files one or two folders deep; this test resolves every import of every file, at any depth.
 */
const featuresDir = resolve(__dirname);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) ? [path] : [];
  });
}

function crossFeatureImports(files: readonly { path: string; text: string }[]): string[] {
  const found: string[] = [];
  for (const { path, text } of files) {
    const own = relative(featuresDir, path).split(sep)[0];
    for (const match of text.matchAll(/(?:from|import)\s*\(?\s*['"](\.[^'"]+)['"]/g)) {
      const target = relative(featuresDir, resolve(join(path, '..'), match[1] ?? ''));
      const feature = target.startsWith('..') ? undefined : target.split(sep)[0];
      if (feature && feature !== own) found.push(`${relative(featuresDir, path)} imports ${match[1]}`);
    }
  }
  return found;
}

describe('feature boundaries', () => {
  it('no feature imports another feature', () => {
    const files = sourceFiles(featuresDir).map((path) => ({ path, text: readFileSync(path, 'utf8') }));
    expect(files.length).toBeGreaterThan(10);
    expect(crossFeatureImports(files)).toEqual([]);
  });

  it('would notice one that did', () => {
    const path = join(featuresDir, 'admin', 'Example.tsx');
    const text = "import { TextField } from '../auth/TextField';\nimport { x } from '../../components/x';";
    expect(crossFeatureImports([{ path, text }])).toEqual(['admin/Example.tsx imports ../auth/TextField']);
  });
});
