import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import type { FunctionGroup, RouteDefinition } from '#shared/api/routes/index';
import { createRouteMatcher, matchRoute } from './route-matcher';

const route = (method: RouteDefinition['method'], path: string): RouteDefinition<FunctionGroup> => ({
  id: `${method} ${path}`,
  method,
  path,
  group: 'departments',
  access: { kind: 'public' },
  response: z.unknown(),
});

describe('route matcher', () => {
  const match = createRouteMatcher([
    route('GET', '/api/admin/acad_calendar/{filename}'),
    route('GET', '/api/admin/acad_calendar'),
    route('DELETE', '/api/admin/acad_calendar/{filename}'),
    route('GET', '/api/files/{key+}'),
  ]);

  it('matches a literal path and names its route key', () => {
    expect(match('GET', '/api/admin/acad_calendar')?.routeKey).toBe('GET /api/admin/acad_calendar');
  });

  it('extracts and decodes path parameters', () => {
    const found = match('GET', '/api/admin/acad_calendar/term%201.pdf');
    expect(found?.routeKey).toBe('GET /api/admin/acad_calendar/{filename}');
    expect(found?.pathParameters).toEqual({ filename: 'term 1.pdf' });
  });

  it('lets a greedy parameter take the rest of the path', () => {
    expect(match('GET', '/api/files/a/b/c.pdf')?.pathParameters).toEqual({ key: 'a/b/c.pdf' });
  });

  it('does not let a single-segment parameter span segments', () => {
    expect(match('GET', '/api/admin/acad_calendar/a/b')).toBeUndefined();
  });

  it('tells methods apart and misses unknown paths', () => {
    expect(match('DELETE', '/api/admin/acad_calendar/x.pdf')?.route.method).toBe('DELETE');
    expect(match('POST', '/api/admin/acad_calendar')).toBeUndefined();
    expect(match('GET', '/api/nothing')).toBeUndefined();
  });

  it('matches the real route table', () => {
    expect(matchRoute('GET', '/api/admin/departments')?.route.group).toBe('departments');
  });
});
