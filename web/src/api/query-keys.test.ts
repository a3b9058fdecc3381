import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/*
 * Every cached read's key is derived from its route in the data layer (queries.ts); a key typed by
 * hand anywhere else may be misspelt, and a misspelt key silently shows stale data. This test
 * parses every source file under web/src and refuses, wherever it appears: a `queryKey` given in
 * an object (`queryKey: […]`, or the shorthand `{ queryKey }`), a `predicate` that picks queries by
 * their keys, and a key passed straight to a query client's method (`getQueryData(['rooms'])`).
 */
const webSrc = resolve(__dirname, '..');
/* The data layer itself, and its own tests, which compare the keys it makes. */
const ALLOWED = new Set(['api/queries.ts', 'api/queries.test.ts', 'api/query-keys.test.ts']);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) ? [path] : [];
  });
}

/* The query client's methods whose first argument is a key or a filter holding one. */
const KEYED_METHODS = new Set([
  'invalidateQueries',
  'refetchQueries',
  'removeQueries',
  'resetQueries',
  'cancelQueries',
  'getQueryData',
  'setQueryData',
  'getQueriesData',
  'setQueriesData',
  'getQueryState',
  'ensureQueryData',
  'fetchQuery',
  'prefetchQuery',
  'fetchInfiniteQuery',
  'prefetchInfiniteQuery',
  'isFetching',
]);
const KEY_PROPERTIES = new Set(['queryKey', 'predicate']);

const propertyName = (node: ts.ObjectLiteralElementLike) =>
  node.name && (ts.isIdentifier(node.name) || ts.isStringLiteral(node.name)) ? node.name.text : undefined;

function handWrittenKeys(files: readonly { path: string; text: string }[]): string[] {
  const found: string[] = [];
  for (const { path, text } of files) {
    if (ALLOWED.has(path)) continue;
    const source = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
    const report = (node: ts.Node, what: string) =>
      found.push(`${path}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}: ${what}`);
    const visit = (node: ts.Node): void => {
      if (ts.isObjectLiteralExpression(node)) {
        for (const property of node.properties) {
          const name = propertyName(property);
          if (name && KEY_PROPERTIES.has(name)) report(property, name);
        }
      }
      if (
        ts.isCallExpression(node) &&
        ts.isPropertyAccessExpression(node.expression) &&
        KEYED_METHODS.has(node.expression.name.text) &&
        node.arguments[0] &&
        ts.isArrayLiteralExpression(node.arguments[0])
      ) {
        report(node.arguments[0], `${node.expression.name.text}([…])`);
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return found;
}

describe('query keys', () => {
  it('are written by hand nowhere outside the data layer', () => {
    const files = sourceFiles(webSrc).map((path) => ({
      path: relative(webSrc, path).split('\\').join('/'),
      text: readFileSync(path, 'utf8'),
    }));
    expect(files.length).toBeGreaterThan(50);
    expect(handWrittenKeys(files)).toEqual([]);
  });

  it('would notice a key typed by hand, in a hook, a filter, a shorthand, a predicate or a direct call', () => {
    const text = [
      "const rooms = useQuery({ queryKey: ['rooms'], queryFn });",
      "onSettled: () => queryClient.invalidateQueries({ queryKey: ['rooms'] }),",
      'const queryKey = [1]; useQuery({ queryKey, queryFn });',
      "queryClient.setQueryData<Room[]>(['rooms'], []);",
      "queryClient.removeQueries(\n  ['currentUser'],\n);",
      "queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] === 'rooms' });",
      "useQuery({ ...routeQuery(roomsRoutes.listRooms), 'queryKey': ['x'] });",
    ].join('\n');
    expect(handWrittenKeys([{ path: 'features/admin/Example.tsx', text }])).toEqual([
      'features/admin/Example.tsx:1: queryKey',
      'features/admin/Example.tsx:2: queryKey',
      'features/admin/Example.tsx:3: queryKey',
      'features/admin/Example.tsx:4: setQueryData([…])',
      'features/admin/Example.tsx:6: removeQueries([…])',
      'features/admin/Example.tsx:8: predicate',
      'features/admin/Example.tsx:9: queryKey',
    ]);
  });

  it('lets a key derived from the route through', () => {
    const text = [
      'const rooms = useQuery(routeQuery(roomsRoutes.listRooms));',
      'onSettled: () => invalidateRoute(queryClient, roomsRoutes.listRooms),',
      'client.setQueryData(routeQuery(roomsRoutes.listRooms).queryKey, []);',
      'const { queryKey } = routeQuery(roomsRoutes.listRooms);',
    ].join('\n');
    expect(handWrittenKeys([{ path: 'features/admin/Example.tsx', text }])).toEqual([]);
  });
});
