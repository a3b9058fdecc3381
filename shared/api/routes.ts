import * as z from 'zod';
import type { Role } from '../constants/roles';
import {
  accountSummarySchema,
  currentUserSchema,
  loginResultSchema,
  loginSchema,
  messageSchema,
  pendingQuerySchema,
  signupSchema,
  userIdParamsSchema,
} from '../schemas/account';
import { contactMessageSchema } from '../schemas/contact';
import { departmentListSchema } from '../schemas/department';
import { facultyListSchema, facultyQuerySchema } from '../schemas/faculty';

/** Endpoint groups: one Lambda each (DESIGN §1). */
export const FUNCTION_GROUPS = ['auth', 'users', 'departments', 'faculty', 'contact'] as const;
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
  /** Largest body the handler reads; anything larger is refused with 400. Defaults to 16 KB. */
  readonly maxBodyBytes?: number;
  /** Path-parameter schema (for `{name}` in the path); validated by the handler. */
  readonly params?: z.ZodType;
  /** Query-string schema; validated by the handler. */
  readonly query?: z.ZodType;
  /** Success response body, used by the web client for its types. */
  readonly response: z.ZodType;
}

const PUBLIC = { kind: 'public' } as const;
const SIGNED_IN = { kind: 'signedIn' } as const;
const ADMIN = { kind: 'roles', roles: ['Admin'] } as const;

/** Every endpoint, once. Infra, handlers, the local gateway and the web client all read this. */
export const ROUTES = {
  signup: {
    method: 'POST',
    path: '/api/signup',
    group: 'auth',
    access: PUBLIC,
    body: signupSchema,
    response: messageSchema,
  },
  login: {
    method: 'POST',
    path: '/api/login',
    group: 'auth',
    access: PUBLIC,
    body: loginSchema,
    response: loginResultSchema,
  },
  logout: { method: 'POST', path: '/api/logout', group: 'auth', access: SIGNED_IN, response: messageSchema },
  currentUser: {
    method: 'GET',
    path: '/api/user',
    group: 'auth',
    access: SIGNED_IN,
    response: currentUserSchema,
  },
  listAccounts: {
    method: 'GET',
    path: '/api/admin/users',
    group: 'users',
    access: ADMIN,
    query: pendingQuerySchema,
    response: z.array(accountSummarySchema),
  },
  approveAccount: {
    method: 'POST',
    path: '/api/admin/users/{userId}/approve',
    group: 'users',
    access: ADMIN,
    params: userIdParamsSchema,
    response: messageSchema,
  },
  rejectAccount: {
    method: 'POST',
    path: '/api/admin/users/{userId}/reject',
    group: 'users',
    access: ADMIN,
    params: userIdParamsSchema,
    response: messageSchema,
  },
  sendMail: {
    method: 'POST',
    path: '/api/send-mail',
    group: 'contact',
    access: PUBLIC,
    body: contactMessageSchema,
    response: messageSchema,
  },
  listFaculty: {
    method: 'GET',
    path: '/api/admin/faculty',
    group: 'faculty',
    access: PUBLIC,
    query: facultyQuerySchema,
    response: facultyListSchema,
  },
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

export const DEFAULT_MAX_BODY_BYTES = 16 * 1024;

/** Routes that need a signed-in caller go through the Lambda authorizer. */
export const usesAuthorizer = (route: Pick<RouteDefinition, 'access'>) => route.access.kind !== 'public';

export const ROUTE_LIST: readonly (RouteDefinition & { id: RouteId })[] = Object.entries(ROUTES).map(
  ([id, route]) => ({ ...route, id: id as RouteId }),
);
