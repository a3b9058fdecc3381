import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * Every cached read's key is derived from its route in the data layer (queries.ts); a key typed by
 * hand anywhere else may be misspelt, and a misspelt key silently shows stale data. This test reads
 * every source file under web/src and refuses one.
 */
const webSrc = resolve(__dirname, '..');
/* The data layer itself, and this test, whose examples below are what it looks for. */
const ALLOWED = new Set(['api/queries.ts', 'api/query-keys.test.ts']);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) ? [path] : [];
  });
}

const QUERY_CLIENT_KEYED =
  'invalidateQueries|refetchQueries|removeQueries|resetQueries|cancelQueries|getQueryData|setQueryData|getQueriesData|setQueriesData|getQueryState|ensureQueryData|fetchQuery|prefetchQuery|fetchInfiniteQuery|prefetchInfiniteQuery|isFetching';
const HAND_WRITTEN = [
  // `queryKey: [...]`, `queryKey: KEY`: any key given as an option, to a hook or to a filter.
  /\bqueryKey\s*:/g,
  // `queryClient.getQueryData(['rooms'])`: a key given directly.
  new RegExp(`\\.(?:${QUERY_CLIENT_KEYED})\\s*(?:<[^()]*>)?\\(\\s*\\[`, 'g'),
];

function handWrittenKeys(files: readonly { path: string; text: string }[]): string[] {
  const found: string[] = [];
  for (const { path, text } of files) {
    if (ALLOWED.has(path)) continue;
    for (const pattern of HAND_WRITTEN)
      for (const match of text.matchAll(pattern)) {
        const line = text.slice(0, match.index).split('\n').length;
        found.push(`${path}:${line}: ${match[0]}`);
      }
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

  it('would notice a key typed by hand, in a hook, a filter or a direct call', () => {
    const text = [
      "const rooms = useQuery({ queryKey: ['rooms'], queryFn });",
      "onSettled: () => queryClient.invalidateQueries({ queryKey: ['rooms'] }),",
      'const KEY = [1]; useQuery({ queryKey: KEY, queryFn });',
      "queryClient.setQueryData<Room[]>(['rooms'], []);",
      "queryClient.removeQueries( ['currentUser'] );",
    ].join('\n');
    expect(handWrittenKeys([{ path: 'features/admin/Example.tsx', text }])).toEqual([
      'features/admin/Example.tsx:1: queryKey:',
      'features/admin/Example.tsx:2: queryKey:',
      'features/admin/Example.tsx:3: queryKey:',
      'features/admin/Example.tsx:4: .setQueryData<Room[]>([',
      'features/admin/Example.tsx:5: .removeQueries( [',
    ]);
  });

  it('lets a key derived from the route through', () => {
    const text = [
      'const rooms = useQuery(routeQuery(roomsRoutes.listRooms));',
      'onSettled: () => invalidateRoute(queryClient, roomsRoutes.listRooms),',
      'client.setQueryData(routeQuery(roomsRoutes.listRooms).queryKey, []);',
    ].join('\n');
    expect(handWrittenKeys([{ path: 'features/admin/Example.tsx', text }])).toEqual([]);
  });
});
