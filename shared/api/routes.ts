import type * as z from 'zod';
import type { Role } from '../constants/roles';
import { departmentListSchema } from '../schemas/department';

/** Endpoint groups: one Lambda each (DESIGN §1). */
export const FUNCTION_GROUPS = ['departments'] as const;
export type FunctionGroup = (typeof FUNCTION_GROUPS)[number];

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Who may call a route: anyone, any signed-in user, or the listed roles. */
export type Access = { kind: 'public' } | { kind: 'signedIn' } | { kind: 'roles'; roles: readonly Role[] };

export interface RouteDefinition {
  readonly method: HttpMethod;
  /** API Gateway path template, e.g. `/api/admin/faculty/{id}`. */
  readonly path: string;
  readonly group: FunctionGroup;
  readonly access: Access;
  /** Body schema for POST/PUT/DELETE calls; validated by the handler. */
  readonly body?: z.ZodType;
  /** Query-string schema; validated by the handler. */
  readonly query?: z.ZodType;
  /** Success response body, used by the web client for its types. */
  readonly response: z.ZodType;
}

const PUBLIC = { kind: 'public' } as const;

/** Every endpoint, once. Infra, handlers, the local gateway and the web client all read this. */
export const ROUTES = {
  listDepartments: {
    method: 'GET',
    path: '/api/admin/departments',
    group: 'departments',
    access: PUBLIC,
    response: departmentListSchema,
  },
} as const satisfies Record<string, RouteDefinition>;

export type RouteId = keyof typeof ROUTES;
export type RouteResponse<Id extends RouteId> = z.infer<(typeof ROUTES)[Id]['response']>;

/** API Gateway's route key, e.g. `GET /api/admin/departments`. */
export function routeKey(route: Pick<RouteDefinition, 'method' | 'path'>): string {
  return `${route.method} ${route.path}`;
}

export const ROUTE_LIST: readonly (RouteDefinition & { id: RouteId })[] = Object.entries(ROUTES).map(
  ([id, route]) => ({ ...route, id: id as RouteId }),
);
