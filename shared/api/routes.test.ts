import { describe, expect, it } from 'vitest';
import { FUNCTION_GROUPS, ROUTE_LIST, routeKey } from './routes';

describe('route table', () => {
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

  it('lists the public departments call of spec §7', () => {
    expect(ROUTE_LIST.map(routeKey)).toContain('GET /api/admin/departments');
  });
});
