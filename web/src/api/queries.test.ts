import { hashKey, QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import { authRoutes } from '#shared/api/routes/auth';
import { facultyRoutes } from '#shared/api/routes/faculty';
import { forumRoutes } from '#shared/api/routes/forum';
import { gptRoutes } from '#shared/api/routes/gpt';
import { notesRoutes } from '#shared/api/routes/notes';
import { roomsRoutes } from '#shared/api/routes/rooms';
import type { Room } from '#shared/schemas/rooms';
import {
  invalidateRoute,
  type LazyRoute,
  removeRoute,
  routePagesQuery,
  routeQuery,
  routeQueryKey,
  updateRoutePages,
} from './queries';

/* Equal hashes are one cache entry, as TanStack Query tells them apart. */
const keyOf = (key: ReturnType<typeof routeQueryKey>) => hashKey(key);

describe('keys derived from the route', () => {
  it('gives the same route with the same parameters the same key', () => {
    const a = routeQuery(facultyRoutes.listFaculty, { query: { department: 'Civil Engineering' } });
    const b = routeQuery(facultyRoutes.listFaculty, { query: { department: 'Civil Engineering' } });
    expect(keyOf(a.queryKey)).toBe(keyOf(b.queryKey));
    // A member left undefined asks nothing of the server, so it names the same read.
    expect(keyOf(routeQuery(facultyRoutes.listFaculty, { query: { department: undefined } }).queryKey)).toBe(
      keyOf(routeQuery(facultyRoutes.listFaculty).queryKey),
    );
  });

  it('names the route by its group and id, then its parameters', () => {
    expect(routeQuery(gptRoutes.taskStatus, { pathParameters: { taskId: 't1' } }).queryKey).toEqual([
      'gpt',
      'taskStatus',
      { pathParameters: { taskId: 't1' } },
      'one',
    ]);
  });

  it('gives different parameters, routes or shapes different keys', () => {
    const civil = routeQuery(facultyRoutes.listFaculty, { query: { department: 'Civil Engineering' } });
    const mechanical = routeQuery(facultyRoutes.listFaculty, {
      query: { department: 'Mechanical Engineering' },
    });
    const all = routeQuery(facultyRoutes.listFaculty);
    expect(new Set([keyOf(civil.queryKey), keyOf(mechanical.queryKey), keyOf(all.queryKey)]).size).toBe(3);
    // Two routes of one group with the same parameters.
    expect(keyOf(routePagesQuery(forumRoutes.feed).queryKey)).not.toBe(
      keyOf(routePagesQuery(forumRoutes.listPosts).queryKey),
    );
    // A route read whole and read by pages holds different data.
    expect(routeQueryKey(notesRoutes.listNotes, {}, 'pages')).not.toEqual(
      routeQueryKey(notesRoutes.listNotes, {}, 'one'),
    );
    expect(keyOf(routeQuery(authRoutes.currentUser, { session: 'a' }).queryKey)).not.toBe(
      keyOf(routeQuery(authRoutes.currentUser, { session: 'b' }).queryKey),
    );
  });

  it('keys a route loaded on first use as the route itself', () => {
    const lazy: LazyRoute<typeof authRoutes.currentUser> = {
      group: 'auth',
      id: 'currentUser',
      load: async () => authRoutes.currentUser,
    };
    expect(keyOf(routeQuery(lazy, { session: 't' }).queryKey)).toBe(
      keyOf(routeQuery(authRoutes.currentUser, { session: 't' }).queryKey),
    );
    const misspelt: LazyRoute<typeof authRoutes.currentUser> = {
      group: 'auth',
      // @ts-expect-error the compiler refuses a name that is not the loaded route's…
      id: 'curentUser',
      load: lazy.load,
    };
    // …which would be another cache entry, never refreshed by a write to the route.
    expect(keyOf(routeQuery(misspelt, { session: 't' }).queryKey)).not.toBe(
      keyOf(routeQuery(lazy, { session: 't' }).queryKey),
    );
  });
});

function stubFetch(answer: (url: string) => unknown) {
  const fetched: string[] = [];
  vi.stubGlobal('fetch', async (url: string) => {
    fetched.push(url);
    return new Response(JSON.stringify(answer(url)), { status: 200 });
  });
  return fetched;
}

afterEach(() => vi.unstubAllGlobals());

describe('reads', () => {
  it('calls the route and gives its response type', async () => {
    const fetched = stubFetch(() => [{ code: 'E101', location: 'East wing' }]);
    const rooms = await new QueryClient().fetchQuery(routeQuery(roomsRoutes.listRooms));
    expectTypeOf(rooms).toEqualTypeOf<Room[]>();
    expect(rooms).toEqual([{ code: 'E101', location: 'East wing' }]);
    expect(fetched).toEqual(['/api/rooms']);
  });

  it('asks for the next page with the last one’s cursor, keeping the query', async () => {
    const fetched = stubFetch((url) => ({
      notes: [],
      nextCursor: url.includes('cursor') ? undefined : 'c1',
    }));
    const client = new QueryClient();
    const options = routePagesQuery(notesRoutes.listNotes, { query: { branch: 'CSE' } });
    await client.fetchInfiniteQuery(options);
    const held = await client.fetchInfiniteQuery({ ...options, pages: 2 });
    expect(held.pageParams).toEqual([undefined, 'c1']);
    expect(fetched).toEqual([
      '/api/notes?branch=CSE',
      '/api/notes?branch=CSE',
      '/api/notes?branch=CSE&cursor=c1',
    ]);
  });

  it('takes only reads, and pages only paged lists', () => {
    // @ts-expect-error saveRoom is a write (PUT), not a read
    const write = () => routeQuery(roomsRoutes.saveRoom);
    // @ts-expect-error the room list is not paged: its query takes no cursor
    const unpaged = () => routePagesQuery(roomsRoutes.listRooms);
    expect([write, unpaged]).toHaveLength(2);
  });

  it('needs the path parameters of a route that has them', async () => {
    stubFetch(() => ({}));
    // @ts-expect-error taskStatus has {taskId} in its path
    const options = routeQuery(gptRoutes.taskStatus);
    await expect(new QueryClient().fetchQuery(options)).rejects.toThrow('Missing path parameter taskId');
  });
});

describe('writes invalidate by route', () => {
  function clientHolding() {
    const client = new QueryClient();
    const reads = {
      all: routeQuery(facultyRoutes.listFaculty),
      civil: routeQuery(facultyRoutes.listFaculty, { query: { department: 'Civil Engineering' } }),
      notes: routePagesQuery(notesRoutes.listNotes),
      rooms: routeQuery(roomsRoutes.listRooms),
    };
    client.setQueryData(reads.all.queryKey, []);
    client.setQueryData(reads.civil.queryKey, []);
    client.setQueryData(reads.notes.queryKey, { pages: [{ notes: [] }], pageParams: [undefined] });
    client.setQueryData(reads.rooms.queryKey, []);
    const invalid = () =>
      Object.entries(reads)
        .filter(([, read]) => client.getQueryState(read.queryKey)?.isInvalidated)
        .map(([name]) => name);
    return { client, invalid };
  }

  it('reaches every read of the route, whatever its parameters, and no other route', async () => {
    const { client, invalid } = clientHolding();
    await invalidateRoute(client, facultyRoutes.listFaculty);
    expect(invalid()).toEqual(['all', 'civil']);
  });

  it('reaches only the reads with the parameters given', async () => {
    const { client, invalid } = clientHolding();
    await invalidateRoute(client, facultyRoutes.listFaculty, { query: { department: 'Civil Engineering' } });
    expect(invalid()).toEqual(['civil']);
  });

  it('reaches a route read by pages', async () => {
    const { client, invalid } = clientHolding();
    await invalidateRoute(client, notesRoutes.listNotes);
    expect(invalid()).toEqual(['notes']);
  });

  it('forgets every read of a route, and changes the pages held in place', () => {
    const client = new QueryClient();
    const feed = routePagesQuery(forumRoutes.feed);
    client.setQueryData(feed.queryKey, { pages: [{ posts: [] }], pageParams: [undefined] });
    updateRoutePages(client, forumRoutes.feed, (data) => ({
      ...data,
      pages: [...data.pages, { posts: [] }],
    }));
    expect(client.getQueryData(feed.queryKey)?.pages).toHaveLength(2);

    const user = { userId: 'u', name: 'A B', firstName: 'A', lastName: 'B', email: 'a@b.org' };
    client.setQueryData(routeQuery(authRoutes.currentUser, { session: 'a' }).queryKey, {
      ...user,
      role: 'Student',
    });
    client.setQueryData(routeQuery(authRoutes.currentUser, { session: 'b' }).queryKey, {
      ...user,
      role: 'Alumni',
    });
    removeRoute(client, authRoutes.currentUser);
    const held = client
      .getQueryCache()
      .getAll()
      .map((query) => query.queryKey.slice(0, 2));
    expect(held).toEqual([['forum', 'feed']]);
  });
});
