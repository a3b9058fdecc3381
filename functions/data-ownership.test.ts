import { readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { dataNames, dataOwners, type Owners, ownerOf, shown } from '../tests/support/data-names';
import {
  fileAt as at,
  functionsDir,
  isTest,
  placeOf,
  relativeImports,
  resolveImport,
  type SourceFile,
  serverFiles,
} from '../tests/support/function-imports';
import { QUEUES } from './lib/resources/queues';
import { TABLES } from './lib/resources/tables';
import {
  API_FUNCTIONS,
  AUTHORIZER,
  BACKGROUND_FUNCTIONS,
  DEPLOY_FUNCTIONS,
  type FunctionDefinition,
  PAGE_FUNCTIONS,
} from './registry';

/*
 * Each group owns its tables and queues (decision 63): it defines them in its own tables.ts and
 * queues.ts, gathered into TABLES and QUEUES by functions/lib/resources/, and only its code names
 * them; another group reaches them through the owner's named functions (its index.ts). lib's own
 * tables (rate limits, change stamps) are named by lib's code only.
 */
const groups = readdirSync(functionsDir).filter(
  (name) => name !== 'lib' && statSync(join(functionsDir, name)).isDirectory(),
);

/* The catalogue: the one place that gathers every owner's definitions, and names them all. */
const CATALOGUE = join(functionsDir, 'lib', 'resources');

function namedByOthers(files: readonly SourceFile[], owners: Owners): string[] {
  return files.flatMap((file) => {
    const owner = ownerOf(file.path);
    if (owner === undefined || isTest(file.path) || file.path.startsWith(CATALOGUE)) return [];
    return dataNames(file).flatMap(({ kind, id, how }) => {
      const definedBy = owners[kind].get(id);
      if (definedBy === owner) return [];
      const why = definedBy
        ? `the ${kind} ${id} is ${definedBy === 'lib' ? 'lib’s' : `the ${definedBy} group’s`}`
        : `no owner defines the ${kind} ${id}`;
      return [`${shown(file.path)} names it (${how}): ${why}`];
    });
  });
}

/* A group's tables.ts and queues.ts hold data only: the catalogue imports them, so they import lib's definers alone. */
const DEFINERS = ['lib/resources/table-definition.ts', 'lib/queues/define-queue.ts'].map((path) =>
  join(functionsDir, path),
);
const isDefinitionFile = (path: string) =>
  placeOf(path).kind === 'group' && /[/\\](tables|queues)\.ts$/.test(path);

function definitionFileImports(files: readonly SourceFile[]): string[] {
  return files
    .filter((file) => isDefinitionFile(file.path))
    .flatMap(({ path, text }) =>
      relativeImports(text)
        .filter((specifier) => !DEFINERS.includes(resolveImport(path, specifier)))
        .map(
          (specifier) => `${shown(path)} imports ${specifier}: a definition file imports lib's definers only`,
        ),
    );
}

/* An index offering a group's definitions would let others name its tables or send to its queues. */
const offeredDefinitions = (files: readonly SourceFile[]) =>
  files.flatMap(({ path, text }) => {
    if (placeOf(path).kind !== 'group' || relative(functionsDir, path).split(/[/\\]/)[1] !== 'index.ts')
      return [];
    return relativeImports(text)
      .filter((specifier) => isDefinitionFile(resolveImport(path, specifier)))
      .map((specifier) => `${shown(path)} offers ${specifier}: others call the group's functions`);
  });

/*
 * The owners whose code a Lambda's entry reaches through its imports; a definition file, which
 * the catalogue imports for every Lambda, is data and reaches no owner's code.
 */
function ownersReached(entry: string, byPath: ReadonlyMap<string, SourceFile>): Set<string> {
  const seen = new Set<string>();
  const walk = (path: string) => {
    const file = byPath.get(path);
    if (!file || seen.has(path) || isDefinitionFile(path)) return;
    seen.add(path);
    for (const specifier of relativeImports(file.text)) walk(resolveImport(path, specifier));
  };
  walk(join(functionsDir, '..', entry));
  return new Set([...seen].flatMap((path) => ownerOf(path) ?? []));
}

/* A grant of another owner's table or queue, to a Lambda whose code never reaches that owner's. */
function grantsNotThroughOwner(
  functions: Readonly<Record<string, FunctionDefinition>>,
  files: readonly SourceFile[],
  owners: Owners,
): string[] {
  const byPath = new Map(files.filter((file) => !isTest(file.path)).map((file) => [file.path, file]));
  return Object.entries(functions).flatMap(([name, { entry, resources }]) => {
    const reached = ownersReached(entry, byPath);
    const granted = [
      ...Object.keys(resources.tables ?? {}).map((id) => ['table', id] as const),
      ...(resources.queues ?? []).map((id) => ['queue', id] as const),
    ];
    return granted.flatMap(([kind, id]) => {
      const owner = owners[kind].get(id);
      return owner && reached.has(owner)
        ? []
        : [`${name} is granted the ${kind} ${id}, but never calls ${owner}`];
    });
  });
}

describe('each group owns its tables and queues', () => {
  const files = serverFiles();
  let owners: Owners;
  beforeAll(async () => {
    owners = await dataOwners(groups);
  });

  it('defines each table and queue once, in its owner’s tables.ts or queues.ts, and gathers them all', () => {
    expect(owners.twice).toEqual([]);
    expect([...owners.table.keys()].sort()).toEqual(Object.keys(TABLES).sort());
    expect([...owners.queue.keys()].sort()).toEqual(Object.keys(QUEUES).sort());
    expect(owners.table.get('notes')).toBe('notes');
    expect(owners.table.get('rateLimits')).toBe('lib');
    expect(owners.queue.get('mail')).toBe('mail');
  });

  it('lets only a table’s or queue’s owner name it', () => {
    expect(files.length).toBeGreaterThan(100);
    expect(namedByOthers(files, owners)).toEqual([]);
  });

  it('would notice a group naming another’s table or queue, or lib’s table', () => {
    const planted = [
      at(
        'assistant/x.ts',
        "const notes = tableName('notes');",
        "const tasks = tableName('gptTasks');",
        "// tableName('users') in a comment names nothing",
        "type Key = TableKey<'users'>;",
        "const send = queueUrl('mail');",
        'const limits = TABLES.rateLimits.envVar;',
      ),
      at('lib/y.ts', "const users = tableName('users');", "const limits = tableName('rateLimits');"),
    ];
    expect(namedByOthers(planted, owners)).toEqual([
      "functions/assistant/x.ts names it (tableName('notes')): the table notes is the notes group’s",
      "functions/assistant/x.ts names it (TableKey<'users'>): the table users is the accounts group’s",
      "functions/assistant/x.ts names it (queueUrl('mail')): the queue mail is the mail group’s",
      'functions/assistant/x.ts names it (TABLES.rateLimits): the table rateLimits is lib’s',
      "functions/lib/y.ts names it (tableName('users')): the table users is the accounts group’s",
    ]);
  });

  it('keeps definition files free of code, and no group offers its definitions', () => {
    expect(definitionFileImports(files)).toEqual([]);
    expect(offeredDefinitions(files)).toEqual([]);
    expect(definitionFileImports([at('notes/tables.ts', "import { tableName } from '../lib/env';")])).toEqual(
      ["functions/notes/tables.ts imports ../lib/env: a definition file imports lib's definers only"],
    );
    expect(offeredDefinitions([at('mail/index.ts', "export { mailQueue } from './queues';")])).toEqual([
      "functions/mail/index.ts offers ./queues: others call the group's functions",
    ]);
  });

  it('grants another owner’s table or queue only to a Lambda that calls that owner', () => {
    const all = {
      ...API_FUNCTIONS,
      authorizer: AUTHORIZER,
      ...BACKGROUND_FUNCTIONS,
      ...DEPLOY_FUNCTIONS,
      ...PAGE_FUNCTIONS,
    };
    expect(grantsNotThroughOwner(all, files, owners)).toEqual([]);
    const planted = { chat: { ...API_FUNCTIONS.chat, resources: { tables: { notes: ['get'] as const } } } };
    expect(grantsNotThroughOwner(planted, files, owners)).toEqual([
      'chat is granted the table notes, but never calls notes',
    ]);
  });
});
