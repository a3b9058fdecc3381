import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/*
 * functions/<group>/…: a group uses its own files, functions/lib/ and shared/, and of another group
 * only that group's index.ts, the one module it offers others. functions/lib/ is beneath every
 * group and imports none. The files directly in functions/ (registry.ts) put the functions together
 * and may read each group's resources.ts too. Tests may also use tests/ and infra/. The pages
 * group serves public pages with their data (decision 38): it may use the web's server side, the
 * renderer and what it names (web/src/prerender/, web/src/lib/page-documents.ts), and nothing else
 * of the web.
 */
const functionsDir = resolve(__dirname);
const projectDir = resolve(functionsDir, '..');

interface SourceFile {
  readonly path: string;
  readonly text: string;
}

type Place =
  | { readonly kind: 'root' }
  | { readonly kind: 'lib' }
  | { readonly kind: 'group'; readonly group: string }
  | { readonly kind: 'outside'; readonly top: string };

function placeOf(path: string): Place {
  const [first = '', ...rest] = relative(functionsDir, path).split(sep);
  if (first === '..') return { kind: 'outside', top: relative(projectDir, path).split(sep)[0] ?? '' };
  if (rest.length === 0) return { kind: 'root' };
  return first === 'lib' ? { kind: 'lib' } : { kind: 'group', group: first };
}

const isTest = (path: string) => path.endsWith('.test.ts');

/* The file a relative import names: a module, or a folder's index (even one not written yet). */
function resolveImport(from: string, specifier: string): string {
  const base = resolve(dirname(from), specifier);
  const candidates = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')];
  const found = candidates.find((path) => existsSync(path) && statSync(path).isFile());
  if (found) return found;
  return existsSync(base) ? join(base, 'index.ts') : `${base}.ts`;
}

/* Every relative module a file imports or re-exports, statically or dynamically, types included. */
const relativeImports = (text: string): string[] =>
  ts
    .preProcessFile(text, true, true)
    .importedFiles.map(({ fileName }) => fileName)
    .filter((name) => name.startsWith('.'));

const WEB_SERVER_SIDE = /^web\/src\/(prerender\/[\w-]+\.tsx?|lib\/page-documents\.ts)$/;

/** Why `from` may not import `target`, or undefined when it may. */
function refusal(from: string, target: string): string | undefined {
  const source = placeOf(from);
  const place = placeOf(target);
  if (place.kind === 'outside') {
    if (place.top === 'shared') return undefined;
    if (
      source.kind === 'group' &&
      source.group === 'pages' &&
      WEB_SERVER_SIDE.test(relative(projectDir, target))
    )
      return undefined;
    if (isTest(from) && (place.top === 'tests' || place.top === 'infra')) return undefined;
    return 'only shared/ lies outside functions/ for the functions';
  }
  if (place.kind === 'lib') return undefined;
  if (place.kind === 'root') return source.kind === 'root' ? undefined : 'nothing depends on the registry';
  if (source.kind === 'lib') return 'functions/lib imports no group';
  if (source.kind === 'group' && source.group === place.group) return undefined;
  const file = relative(join(functionsDir, place.group), target);
  if (file === 'index.ts') return undefined;
  if (source.kind === 'root' && file === 'resources.ts') return undefined;
  return `another group's internals; use functions/${place.group}/index.ts`;
}

function boundaryViolations(files: readonly SourceFile[]): string[] {
  return files.flatMap(({ path, text }) =>
    relativeImports(text).flatMap((specifier) => {
      const why = refusal(path, resolveImport(path, specifier));
      return why ? [`${relative(projectDir, path)} imports ${specifier}: ${why}`] : [];
    }),
  );
}

/**
 * Groups that depend on each other in a ring (a imports b's index, b imports a's, maybe through
 * others), each ring once as `a → b → a`: a change to either side then reaches back to itself.
 * Tests are left out (they may use what they test from anywhere).
 */
function groupCycles(files: readonly SourceFile[]): string[] {
  const edges = new Map<string, Set<string>>();
  for (const { path, text } of files) {
    const source = placeOf(path);
    if (source.kind !== 'group' || isTest(path)) continue;
    for (const specifier of relativeImports(text)) {
      const place = placeOf(resolveImport(path, specifier));
      if (place.kind !== 'group' || place.group === source.group) continue;
      edges.set(source.group, (edges.get(source.group) ?? new Set()).add(place.group));
    }
  }
  const rings = new Set<string>();
  const walk = (group: string, trail: readonly string[]): void => {
    for (const next of edges.get(group) ?? []) {
      const at = trail.indexOf(next);
      if (at >= 0) {
        const ring = trail.slice(at);
        const first = ring.indexOf([...ring].sort()[0] ?? next);
        const turned = [...ring.slice(first), ...ring.slice(0, first)];
        rings.add([...turned, turned[0]].join(' → '));
      } else walk(next, [...trail, next]);
    }
  };
  for (const group of edges.keys()) walk(group, [group]);
  return [...rings];
}

/** A group's index.ts that no other group (nor the registry) imports offers nothing anyone uses. */
function unusedIndexes(files: readonly SourceFile[]): string[] {
  const indexes = files
    .map(({ path }) => path)
    .filter((path) => {
      const place = placeOf(path);
      return place.kind === 'group' && path === join(functionsDir, place.group, 'index.ts');
    });
  const importedFromOutside = new Set(
    files.flatMap(({ path, text }) => {
      const source = placeOf(path);
      return relativeImports(text)
        .map((specifier) => resolveImport(path, specifier))
        .filter((target) => {
          const place = placeOf(target);
          return place.kind === 'group' && !(source.kind === 'group' && source.group === place.group);
        });
    }),
  );
  return indexes.filter((path) => !importedFromOutside.has(path)).map((path) => relative(projectDir, path));
}

/*
 * A group's index.ts that offers a whole module as a value (`export * as records from './records'`):
 * esbuild keeps such a namespace whole in every bundle that imports it, so every table the module
 * touches is bundled and granted (decision 60). `export type * as` carries no code and may stay.
 */
function wholeModuleExports(files: readonly SourceFile[]): string[] {
  return files.flatMap(({ path, text }) => {
    const place = placeOf(path);
    if (place.kind !== 'group' || path !== join(functionsDir, place.group, 'index.ts')) return [];
    const source = ts.createSourceFile(path, text, ts.ScriptTarget.Latest);
    return source.statements.flatMap((statement) =>
      ts.isExportDeclaration(statement) &&
      !statement.isTypeOnly &&
      statement.exportClause &&
      ts.isNamespaceExport(statement.exportClause)
        ? [`${relative(projectDir, path)}: ${statement.getText(source)}`]
        : [],
    );
  });
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return name.endsWith('.ts') ? [path] : [];
  });
}

/* Files outside lib/clients/ that make an AWS SDK client (`new …Client(`); tests may. */
const clientsDir = join(functionsDir, 'lib', 'clients') + sep;
const clientsMadeOutside = (files: readonly SourceFile[]) =>
  files
    .filter((file) => !file.path.startsWith(clientsDir) && !isTest(file.path))
    .filter((file) => /\bnew\s+\w+Client\s*\(/.test(file.text))
    .map((file) => relative(functionsDir, file.path));

/*
 * Layers inside a group, lowest first: a folder may import those below it, never one above. The
 * assistant's term extraction, its search database, and the ranking over that database (decision 61).
 */
const LAYERS: readonly (readonly string[])[] = [['assistant/text', 'assistant/store', 'assistant/search']];

const layerOf = (path: string) => {
  const folder = relative(functionsDir, path).split(sep).slice(0, 2).join('/');
  for (const layers of LAYERS) if (layers.includes(folder)) return { layers, at: layers.indexOf(folder) };
  return undefined;
};

/* Imports, tests' included, that reach from a layer up into one above it in the same group. */
function layerViolations(files: readonly SourceFile[]): string[] {
  return files.flatMap(({ path, text }) => {
    const from = layerOf(path);
    if (!from) return [];
    return relativeImports(text).flatMap((specifier) => {
      const to = layerOf(resolveImport(path, specifier));
      if (to?.layers !== from.layers || to.at <= from.at) return [];
      return [
        `${relative(projectDir, path)} imports ${specifier}: ${to.layers[to.at]}/ lies above ${from.layers[from.at]}/`,
      ];
    });
  });
}

describe('group boundaries on the server', () => {
  const files = sourceFiles(functionsDir).map((path) => ({ path, text: readFileSync(path, 'utf8') }));

  it('no group imports another group’s internals, and the library imports no group', () => {
    expect(files.length).toBeGreaterThan(100);
    expect(boundaryViolations(files)).toEqual([]);
  });

  it('has no ring of groups that depend on each other', () => {
    expect(groupCycles(files)).toEqual([]);
    const ring = [
      at('notes/upload-note.ts', "import { requestIngestion } from '../assistant';"),
      at('assistant/index.ts', "export { x } from './x';"),
      at('assistant/ingest/x.ts', "import { findNote } from '../../notes';"),
      at('notes/index.ts', "export { findNote } from './repository';"),
    ];
    expect(groupCycles(ring)).toEqual(['assistant → notes → assistant']);
  });

  it('a group has an index.ts only when another group uses it', () => {
    expect(unusedIndexes(files)).toEqual([]);
  });

  it('offers no whole module as a value from a group’s index', () => {
    expect(wholeModuleExports(files)).toEqual([]);
    const index = at(
      'notes/index.ts',
      "export * as repository from './repository';",
      "export type * as records from './records';",
      "export { findNote } from './repository';",
    );
    expect(
      wholeModuleExports([index, at('notes/other.ts', "export * as repository from './repository';")]),
    ).toEqual(["functions/notes/index.ts: export * as repository from './repository';"]);
  });

  it('makes every AWS client in lib/clients/ only, once per container', () => {
    expect(clientsMadeOutside(files)).toEqual([]);
    expect(clientsMadeOutside([at('gpt/x.ts', 'const c = new SQSClient({});')])).toEqual(['gpt/x.ts']);
  });

  const at = (path: string, ...lines: string[]): SourceFile => ({
    path: join(functionsDir, path),
    text: lines.join('\n'),
  });

  it('would notice a group reaching into another, however the import is written', () => {
    const gpt = at(
      'gpt/example.ts',
      "import { newestNotes } from '../notes';",
      "import type { NoteWithFile } from '../notes/index';",
      "import { records } from '../uploads';",
      "import * as storage from '../uploads/storage';",
      "import type { Role } from '../../shared/constants/roles';",
      "import { own } from './sources';",
      "import { listNotes } from '../notes/repository';",
      "import type * as posts from '../forum/posts';",
      "export { requestUpload } from '../files/request-upload';",
      "const later = () => import('../calendar/repository');",
    );
    const why = "another group's internals";
    expect(boundaryViolations([gpt])).toEqual([
      `functions/gpt/example.ts imports ../uploads/storage: ${why}; use functions/uploads/index.ts`,
      `functions/gpt/example.ts imports ../notes/repository: ${why}; use functions/notes/index.ts`,
      `functions/gpt/example.ts imports ../forum/posts: ${why}; use functions/forum/index.ts`,
      `functions/gpt/example.ts imports ../files/request-upload: ${why}; use functions/files/index.ts`,
      `functions/gpt/example.ts imports ../calendar/repository: ${why}; use functions/calendar/index.ts`,
    ]);
  });

  it('would notice the library importing a group, and code reaching outside functions/ and shared/', () => {
    expect(
      boundaryViolations([
        at('lib/clients/example.ts', "import { sessions } from '../../accounts';"),
        at('gpt/example.ts', "import { PROJECT_ROOT } from '../../infra/definitions/functions';"),
        at('gpt/example.test.ts', "import { PROJECT_ROOT } from '../../infra/definitions/functions';"),
        at('forum/example.ts', "import { API_FUNCTIONS } from '../registry';"),
      ]),
    ).toEqual([
      'functions/lib/clients/example.ts imports ../../accounts: functions/lib imports no group',
      'functions/gpt/example.ts imports ../../infra/definitions/functions: only shared/ lies outside functions/ for the functions',
      'functions/forum/example.ts imports ../registry: nothing depends on the registry',
    ]);
  });

  it('lets the registry read each group’s resources, and no other file of it', () => {
    const registry = at(
      'example.ts',
      "import { resources as notes } from './notes/resources';",
      "import { handler } from './notes/handler';",
    );
    expect(boundaryViolations([registry])).toEqual([
      `functions/example.ts imports ./notes/handler: another group's internals; use functions/notes/index.ts`,
    ]);
  });

  it('would notice an index no other group imports', () => {
    expect(
      unusedIndexes([
        at('notes/index.ts', "export { newestNotes } from './newest-notes';"),
        at('forum/index.ts', "export { listPosts } from './posts';"),
        at('gpt/sources.ts', "import { newestNotes } from '../notes';"),
        at('forum/forum.ts', "import { listPosts } from './index';"),
      ]),
    ).toEqual(['functions/forum/index.ts']);
  });

  it('keeps the layers inside a group one way: the assistant’s store/ never imports its search/', () => {
    expect(layerViolations(files)).toEqual([]);
    expect(
      layerViolations([
        at('assistant/store/x.ts', "import type { SearchDocument } from '../search/documents';"),
        at('assistant/text/y.ts', "import { subjectKey } from '../store/write-document';"),
        at(
          'assistant/search/z.ts',
          "import { termsOf } from '../text/terms';",
          "import { a } from '../store/search';",
        ),
        at('assistant/ingest/w.ts', "import { rankPassages } from '../search/rank';"),
      ]),
    ).toEqual([
      'functions/assistant/store/x.ts imports ../search/documents: assistant/search/ lies above assistant/store/',
      'functions/assistant/text/y.ts imports ../store/write-document: assistant/store/ lies above assistant/text/',
    ]);
  });
});
