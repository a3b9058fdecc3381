import { join, relative, sep } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  fileAt as at,
  functionsDir,
  isTest,
  placeOf,
  projectDir,
  relativeImports,
  resolveImport,
  type SourceFile,
  serverFiles,
} from '../tests/support/function-imports';

/*
 * functions/<group>/…: a group uses its own files, functions/lib/ and shared/, and of another group
 * only that group's index.ts, the one module it offers others. functions/lib/ is beneath every
 * group and imports none. The files directly in functions/ (registry.ts) put the functions together
 * and may read each group's resources.ts too. Tests may also use tests/ and infra/. The pages
 * group serves public pages with their data (decision 38): it may use the web's server side, the
 * renderer and what it names (web/src/prerender/, web/src/lib/page-documents.ts), and nothing else
 * of the web. Lib's catalogue (resources/tables.ts, resources/queues.ts) gathers each group's
 * tables.ts and queues.ts, data that imports lib's definers only (decision 63,
 * functions/data-ownership.test.ts), and no other file of a group.
 */
const WEB_SERVER_SIDE = /^web\/src\/(prerender\/[\w-]+\.tsx?|lib\/page-documents\.ts)$/;
const CATALOGUE = ['tables.ts', 'queues.ts'].map((file) => join(functionsDir, 'lib', 'resources', file));

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
  const file = relative(join(functionsDir, place.group), target);
  if (CATALOGUE.includes(from) && (file === 'tables.ts' || file === 'queues.ts')) return undefined;
  if (source.kind === 'lib') return 'functions/lib imports no group';
  if (source.kind === 'group' && source.group === place.group) return undefined;
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

/* Files outside lib/clients/ that make an AWS SDK client (`new …Client(`); tests may. */
const clientsDir = join(functionsDir, 'lib', 'clients') + sep;
const clientsMadeOutside = (files: readonly SourceFile[]) =>
  files
    .filter((file) => !file.path.startsWith(clientsDir) && !isTest(file.path))
    .filter((file) => /\bnew\s+\w+Client\s*\(/.test(file.text))
    .map((file) => relative(functionsDir, file.path));

describe('group boundaries on the server', () => {
  const files = serverFiles();

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

  it('makes every AWS client in lib/clients/ only, once per container', () => {
    expect(clientsMadeOutside(files)).toEqual([]);
    expect(clientsMadeOutside([at('gpt/x.ts', 'const c = new SQSClient({});')])).toEqual(['gpt/x.ts']);
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
        at('lib/resources/tables.ts', "import { NOTES_TABLES } from '../../notes/tables';"),
        at('lib/resources/queues.ts', "import { liveNoteIds } from '../../notes/live-notes';"),
        at('lib/env.ts', "import { NOTES_TABLES } from '../notes/tables';"),
        at('gpt/example.ts', "import { PROJECT_ROOT } from '../../infra/definitions/functions';"),
        at('gpt/example.test.ts', "import { PROJECT_ROOT } from '../../infra/definitions/functions';"),
        at('forum/example.ts', "import { API_FUNCTIONS } from '../registry';"),
      ]),
    ).toEqual([
      'functions/lib/clients/example.ts imports ../../accounts: functions/lib imports no group',
      'functions/lib/resources/queues.ts imports ../../notes/live-notes: functions/lib imports no group',
      'functions/lib/env.ts imports ../notes/tables: functions/lib imports no group',
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
});
