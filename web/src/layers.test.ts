import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * The web's layers import one way (decision 15): app → features → components → lib → api. A layer
 * may import any layer after it, never one before it; a feature never imports another feature;
 * and no modules import each other in a circle. Biome's noRestrictedImports (biome.json overrides)
 * flags the common cases in the editor by an import's text; this test resolves every relative
 * import of every file under web/src, type-only and lazy ones included, at any depth.
 */
const srcDir = resolve(__dirname);

/** The layers, top first; main.tsx and test-setup.ts sit above them all. */
const LAYERS = ['app', 'features', 'components', 'lib', 'api'] as const;

interface SourceFile {
  readonly path: string;
  readonly text: string;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) ? [path] : [];
  });
}

const IMPORT = /(?:\bfrom|\bimport)\s*\(?\s*['"](\.[^'"]+)['"]/g;

/** The module a relative specifier names, as the bundler finds it; undefined for CSS and the like. */
function resolveImport(
  from: string,
  specifier: string,
  exists: (path: string) => boolean,
): string | undefined {
  const base = resolve(dirname(from), specifier);
  const candidates = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')];
  return candidates.find((path) => /\.(ts|tsx)$/.test(path) && exists(path));
}

/** Where a path sits: its layer (or top) and, for a feature, which one; outside web/src, nothing. */
function placeOf(path: string): { layer: string; feature?: string } | undefined {
  const rel = relative(srcDir, path);
  if (rel.startsWith('..')) return undefined;
  const [first, second] = rel.split(sep);
  if (!first || !(LAYERS as readonly string[]).includes(first) || second === undefined)
    return { layer: 'top' };
  return first === 'features' ? { layer: first, feature: second } : { layer: first };
}

const rank = (layer: string) => (layer === 'top' ? -1 : (LAYERS as readonly string[]).indexOf(layer));

/** Every relative import as an edge, with the importer and imported module's paths. */
function importEdges(files: readonly SourceFile[], exists: (path: string) => boolean) {
  return files.flatMap(({ path, text }) =>
    [...text.matchAll(IMPORT)].map((match) => {
      const specifier = match[1] ?? '';
      return {
        from: path,
        specifier,
        to: resolveImport(path, specifier, exists) ?? resolve(dirname(path), specifier),
      };
    }),
  );
}

function upwardImports(files: readonly SourceFile[], exists: (path: string) => boolean): string[] {
  const found: string[] = [];
  for (const edge of importEdges(files, exists)) {
    const from = placeOf(edge.from);
    const to = placeOf(edge.to);
    if (!from || !to) continue;
    const where = `${relative(srcDir, edge.from)} imports ${edge.specifier}`;
    if (rank(to.layer) < rank(from.layer) || (to.layer === 'top' && from.layer !== 'top')) found.push(where);
    else if (from.feature && to.feature && from.feature !== to.feature) found.push(where);
  }
  return found;
}

/** Each circle of imports, as the files along it; found by a depth-first walk of the import graph. */
function importCycles(files: readonly SourceFile[], exists: (path: string) => boolean): string[][] {
  const graph = new Map<string, string[]>();
  for (const edge of importEdges(files, exists)) {
    graph.set(edge.from, [...(graph.get(edge.from) ?? []), edge.to]);
  }
  const cycles: string[][] = [];
  const done = new Set<string>();
  const onPath: string[] = [];
  const visit = (node: string) => {
    const at = onPath.indexOf(node);
    if (at >= 0) {
      cycles.push([...onPath.slice(at), node].map((path) => relative(srcDir, path)));
      return;
    }
    if (done.has(node)) return;
    onPath.push(node);
    for (const next of graph.get(node) ?? []) visit(next);
    onPath.pop();
    done.add(node);
  };
  for (const node of graph.keys()) visit(node);
  return cycles;
}

describe('web layers', () => {
  const files = sourceFiles(srcDir).map((path) => ({ path, text: readFileSync(path, 'utf8') }));

  it('import one way: nothing imports a layer above it, and no feature imports another', () => {
    expect(files.length).toBeGreaterThan(50);
    expect(upwardImports(files, existsSync)).toEqual([]);
  });

  it('have no import cycle', () => {
    expect(importCycles(files, existsSync)).toEqual([]);
  });

  describe('would notice', () => {
    const at = (path: string) => join(srcDir, path);
    const example = (path: string, ...imports: string[]): SourceFile => ({
      path: at(path),
      text: imports.map((specifier, i) => `import { x${i} } from '${specifier}';`).join('\n'),
    });
    const exists = (path: string) => path.endsWith('.ts');

    it('lib, components or api importing a feature or the app shell', () => {
      const files = [
        example('lib/Example.ts', '../features/admin/AdminPage', '../api/client'),
        example('components/Example.tsx', '../app/pages', '../lib/access'),
        example('api/Example.ts', '../features/auth/AuthProvider', '../../../shared/constants/roles'),
      ];
      expect(upwardImports(files, exists)).toEqual([
        'lib/Example.ts imports ../features/admin/AdminPage',
        'components/Example.tsx imports ../app/pages',
        'api/Example.ts imports ../features/auth/AuthProvider',
      ]);
    });

    it('api importing lib, or lib importing components', () => {
      const files = [
        example('api/Example.ts', '../lib/access'),
        example('lib/Example.ts', '../components/X'),
      ];
      expect(upwardImports(files, exists)).toEqual([
        'api/Example.ts imports ../lib/access',
        'lib/Example.ts imports ../components/X',
      ]);
    });

    it('a feature importing the app shell, lazily too', () => {
      const text = "const pages = () => import('../../app/pages');\nimport { y } from '../../lib/access';";
      expect(upwardImports([{ path: at('features/auth/Example.tsx'), text }], exists)).toEqual([
        'features/auth/Example.tsx imports ../../app/pages',
      ]);
    });

    it('a feature importing another, at any depth', () => {
      const files = [
        example('features/admin/Example.tsx', '../auth/TextField', './Own', '../../components/x'),
        example('features/admin/deep/Example.tsx', '../../forum/PostCard', '../Own'),
      ];
      expect(upwardImports(files, exists)).toEqual([
        'features/admin/Example.tsx imports ../auth/TextField',
        'features/admin/deep/Example.tsx imports ../../forum/PostCard',
      ]);
    });

    it('an import cycle, even within one layer', () => {
      const files = [
        example('lib/a.ts', './b'),
        example('lib/b.ts', './c'),
        example('lib/c.ts', './a'),
        example('lib/d.ts', './a'),
      ];
      expect(importCycles(files, exists)).toEqual([
        [join('lib', 'a.ts'), join('lib', 'b.ts'), join('lib', 'c.ts'), join('lib', 'a.ts')],
      ]);
    });
  });
});
