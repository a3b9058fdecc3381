import { describe, expect, it } from 'vitest';
import { FUNCTION_GROUPS, ROUTE_LIST, ROUTES, routeKey } from './index';

describe('route table', () => {
  it('gives each route an id no other group uses', () => {
    const ids = ROUTE_LIST.map((route) => route.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(Object.keys(ROUTES).sort()).toEqual([...ids].sort());
  });

  it('stamps each route with its id, as the gathered table finds it', () => {
    for (const [id, route] of Object.entries(ROUTES)) expect(route.id).toBe(id);
  });

  it('lists each method and path once', () => {
    const keys = ROUTE_LIST.map(routeKey);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('keeps every route under /api, so the site and the API share one origin', () => {
    for (const route of ROUTE_LIST) expect(route.path).toMatch(/^\/api\//);
  });

  it('gives every endpoint group at least one route, and no route an unknown group', () => {
    const used = new Set(ROUTE_LIST.map((route) => route.group));
    expect([...used].sort()).toEqual([...FUNCTION_GROUPS].sort());
  });

  it('names the roles of every role-restricted route', () => {
    for (const route of ROUTE_LIST) {
      if (route.access.kind === 'roles') expect(route.access.roles.length).toBeGreaterThan(0);
    }
  });

  it('lists the public departments call the requirements name', () => {
    expect(ROUTE_LIST.map(routeKey)).toContain('GET /api/admin/departments');
  });
});
