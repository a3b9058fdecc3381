import { existsSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { LIB_TABLES } from '../../functions/lib/resources/tables';
import { functionsDir, placeOf, projectDir, type SourceFile } from './function-imports';

/*
 * Which group owns each table and queue, and where the server's code names one, as
 * functions/data-ownership.test.ts reads them (decision 63).
 */

export type DataKind = 'table' | 'queue';

/** A table or queue a file names, and how. */
export interface DataName {
  readonly kind: DataKind;
  readonly id: string;
  readonly how: string;
}

/** Each table's and queue's owner: a group's folder name, or `lib`, from the files that define them. */
export interface Owners {
  readonly table: ReadonlyMap<string, string>;
  readonly queue: ReadonlyMap<string, string>;
  /** Ids defined by more than one owner, each as `id: a, b`. */
  readonly twice: readonly string[];
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/*
 * A group's tables.ts exports its definitions in one object; its queues.ts its queues, each a
 * defineQueue result carrying its id. Read by importing them, so what is counted is what runs.
 */
export async function dataOwners(groups: readonly string[]): Promise<Owners> {
  const found: Record<DataKind, Map<string, string[]>> = { table: new Map(), queue: new Map() };
  const add = (kind: DataKind, id: string, owner: string) => {
    const owners = found[kind].get(id) ?? [];
    if (!owners.includes(owner)) found[kind].set(id, [...owners, owner]);
  };
  for (const id of Object.keys(LIB_TABLES)) add('table', id, 'lib');
  for (const group of groups) {
    const tables = join(functionsDir, group, 'tables.ts');
    if (existsSync(tables)) {
      for (const definitions of Object.values(await import(tables))) {
        if (isRecord(definitions)) for (const id of Object.keys(definitions)) add('table', id, group);
      }
    }
    const queues = join(functionsDir, group, 'queues.ts');
    if (existsSync(queues)) {
      for (const value of Object.values(await import(queues))) {
        if (isRecord(value) && typeof value.id === 'string') add('queue', value.id, group);
      }
    }
  }
  const single = (kind: DataKind) =>
    new Map([...found[kind]].map(([id, owners]) => [id, owners[0] ?? ''] as const));
  const twice = (['table', 'queue'] as const).flatMap((kind) =>
    [...found[kind]]
      .filter(([, owners]) => owners.length > 1)
      .map(([id, owners]) => `${id}: ${owners.join(', ')}`),
  );
  return { table: single('table'), queue: single('queue'), twice };
}

/* Calls and types whose first argument names a table or a queue by its id. */
const CALLS: Readonly<Record<string, DataKind>> = {
  tableName: 'table',
  queueUrl: 'queue',
  deadLetterQueueUrl: 'queue',
  deadLetterQueueEnvVar: 'queue',
};
const TYPES: Readonly<Record<string, DataKind>> = {
  TableName: 'table',
  TableKey: 'table',
  TableGrant: 'table',
  IndexName: 'table',
  QueriedKeys: 'table',
  QueueMessage: 'queue',
};
const CATALOGUES: Readonly<Record<string, DataKind>> = {
  TABLES: 'table',
  QUEUES: 'queue',
  QUEUE_DEFINITIONS: 'queue',
};

/** Every table and queue a file's code names by id (comments aside): calls, types, the catalogues. */
export function dataNames(file: SourceFile): DataName[] {
  const source = ts.createSourceFile(file.path, file.text, ts.ScriptTarget.Latest, true);
  const names: DataName[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression)) {
      const kind = CALLS[node.expression.text];
      const [first] = node.arguments;
      if (kind && first && ts.isStringLiteralLike(first))
        names.push({ kind, id: first.text, how: node.getText() });
    }
    if (ts.isTypeReferenceNode(node) && ts.isIdentifier(node.typeName)) {
      const kind = TYPES[node.typeName.text];
      const first = node.typeArguments?.[0];
      if (kind && first && ts.isLiteralTypeNode(first) && ts.isStringLiteral(first.literal))
        names.push({ kind, id: first.literal.text, how: node.getText() });
    }
    if (
      (ts.isPropertyAccessExpression(node) || ts.isElementAccessExpression(node)) &&
      ts.isIdentifier(node.expression)
    ) {
      const kind = CATALOGUES[node.expression.text];
      const id = ts.isPropertyAccessExpression(node)
        ? node.name.text
        : ts.isStringLiteralLike(node.argumentExpression)
          ? node.argumentExpression.text
          : undefined;
      if (kind && id) names.push({ kind, id, how: node.getText() });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return names;
}

/** Whose a server file is, for ownership: its group, `lib`, or undefined (the registry, outside). */
export function ownerOf(path: string): string | undefined {
  const place = placeOf(path);
  if (place.kind === 'group') return place.group;
  return place.kind === 'lib' ? 'lib' : undefined;
}

/** `functions/<group>/…`, as a message names a file. */
export const shown = (path: string) => relative(projectDir, path);
