import { join, relative, sep } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import {
  fileAt as at,
  functionsDir,
  placeOf,
  projectDir,
  relativeImports,
  resolveImport,
  type SourceFile,
  serverFiles,
} from '../tests/support/function-imports';

/*
 * What a group offers others (decision 60): an index.ts only when another group uses it, named
 * functions rather than whole modules, and layers inside a group that import one way (decision 61).
 */
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

describe('what each group offers the others', () => {
  const files = serverFiles();

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
