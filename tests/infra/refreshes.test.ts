import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { RouteDefinition } from '#shared/api/define';
import { FUNCTION_GROUPS, type FunctionGroup, ROUTE_LIST } from '#shared/api/routes/index';
import { API_FUNCTIONS } from '../../functions/registry';
import { PROJECT_ROOT } from '../../infra/definitions/functions';
import { tableOperations } from './table-operations';

/*
 * A write refreshes its own group's reads in the web, and the groups its route entry names in
 * `refreshes` (web/src/api/query-client.ts). Here each route's action is read from its group's
 * handler for the tables it reads and writes: a read of a table that a write changes must be
 * refreshed by it, or a page of the same tab showing that read keeps the old answer (an Admin moves
 * a student to another class, and the class rosters they hold would not change). Only reads the web caches count: a GET it
 * calls directly with callApi (a signed download link, an export, the chat's poll) is asked afresh
 * each time.
 */
type Route = Pick<RouteDefinition, 'group' | 'id' | 'method' | 'refreshes'>;
type TablesOf = (route: Route, kind: 'reads' | 'writes') => ReadonlySet<string>;

const WRITES = new Set(['put', 'update', 'delete', 'batchWrite']);

const readings = new Map<
  string,
  { readonly uses: readonly string[]; readonly problems: readonly string[] }
>();
const readingOf = (route: Pick<Route, 'group' | 'id'>) => {
  const key = `${route.group}.${route.id}`;
  let reading = readings.get(key);
  if (!reading) {
    const use = tableOperations(API_FUNCTIONS[route.group as FunctionGroup].entry, undefined, route.id);
    reading = { uses: [...use.uses], problems: use.problems };
    readings.set(key, reading);
  }
  return reading;
};
const routeTables: TablesOf = (route, kind) => {
  const { uses } = readingOf(route);
  return new Set(
    uses
      .map((use) => use.split(' '))
      .filter(([, operation = '']) => WRITES.has(operation) === (kind === 'writes'))
      .map(([table = '']) => table),
  );
};

const webSources = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return webSources(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [readFileSync(path, 'utf8')] : [];
  });

/* The ids of the GET routes the web reads through its cache: named in its code, never called directly. */
function cachedReads(): ReadonlySet<string> {
  const code = webSources(join(PROJECT_ROOT, 'web', 'src')).join('\n');
  const named = new Set(
    [...code.matchAll(/\b(?:\w*Routes|routes)\.(\w+)|\bid: '(\w+)'/g)].map((m) => m[1] ?? m[2]),
  );
  const direct = new Set([...code.matchAll(/callApi\(\s*\w+\.(\w+)/g)].map((m) => m[1]));
  return new Set(
    ROUTE_LIST.filter((route) => route.method === 'GET' && named.has(route.id) && !direct.has(route.id)).map(
      (route) => route.id,
    ),
  );
}

/** Each write that changes a table another group's read reads, without naming that group. */
function missingRefreshes(routes: readonly Route[], tablesOf: TablesOf): string[] {
  const reads = routes.filter((route) => route.method === 'GET');
  return routes
    .filter((route) => route.method !== 'GET')
    .flatMap((write) => {
      const written = tablesOf(write, 'writes');
      const refreshed = new Set([write.group, ...(write.refreshes ?? [])]);
      const missed = reads.filter(
        (read) => !refreshed.has(read.group) && [...tablesOf(read, 'reads')].some((t) => written.has(t)),
      );
      return [...new Set(missed.map((read) => read.group))].map(
        (group) =>
          `${write.group}.${write.id} changes what the reads of ${group} show ` +
          `(${missed
            .filter((read) => read.group === group)
            .map((read) => read.id)
            .join(', ')}) ` +
          `but does not refresh '${group}'`,
      );
    });
}

describe('what a write refreshes', () => {
  it('names every other group whose reads its code changes', () => {
    const cached = cachedReads();
    const routes = ROUTE_LIST.filter((route) => route.method !== 'GET' || cached.has(route.id));
    expect(missingRefreshes(routes, routeTables)).toEqual([]);
  });

  it('finds every route’s action in its group handler and reads it whole', () => {
    // A route whose action is not found would read as touching no table, and pass unseen.
    const problems = ROUTE_LIST.flatMap((route) =>
      readingOf(route).problems.map((problem) => `${route.group}.${route.id}: ${problem}`),
    );
    expect(problems).toEqual([]);
  });

  it('names only real groups, other than its own, and only on writes', () => {
    const wrong = ROUTE_LIST.flatMap((route) =>
      (route.refreshes ?? [])
        .filter(
          (group) =>
            route.method === 'GET' || group === route.group || !FUNCTION_GROUPS.includes(group as never),
        )
        .map((group) => `${route.group}.${route.id} refreshes '${group}'`),
    );
    expect(wrong).toEqual([]);
  });

  it('would notice a write whose refresh misses a read of another group', () => {
    const assign = { group: 'users', id: 'assignClass', method: 'POST' } as const;
    const ownClasses = { group: 'attendance', id: 'ownClasses', method: 'GET' } as const;
    const tables: TablesOf = (route, kind) =>
      new Set(
        route === assign ? (kind === 'writes' ? ['teaching'] : []) : kind === 'reads' ? ['teaching'] : [],
      );
    expect(missingRefreshes([assign, ownClasses], tables)).toEqual([
      "users.assignClass changes what the reads of attendance show (ownClasses) but does not refresh 'attendance'",
    ]);
    expect(missingRefreshes([{ ...assign, refreshes: ['attendance'] }, ownClasses], tables)).toEqual([]);
  });

  it('counts the reads the web caches, not those it asks afresh', () => {
    const cached = cachedReads();
    expect(cached).toContain('ownClasses');
    expect(cached).toContain('currentUser');
    expect(cached).not.toContain('downloadNote');
    expect(cached).not.toContain('exportAttendance');
  });

  it('reads a route’s own action, not its whole group', () => {
    expect([...routeTables({ group: 'users', id: 'assignClass', method: 'POST' }, 'writes')]).toEqual([
      'teaching',
    ]);
    expect([...routeTables({ group: 'forum', id: 'listPosts', method: 'GET' }, 'writes')]).toEqual([]);
  });
});
