import type { RouteDefinition } from '../define';
import { announcementsRoutes } from './announcements';
import { attendanceRoutes } from './attendance';
import { authRoutes } from './auth';
import { calendarRoutes } from './calendar';
import { chatRoutes } from './chat';
import { contactRoutes } from './contact';
import { dashboardRoutes } from './dashboard';
import { departmentsRoutes } from './departments';
import { facultyRoutes } from './faculty';
import { feedsRoutes } from './feeds';
import { filesRoutes } from './files';
import { forumRoutes } from './forum';
import { gptRoutes } from './gpt';
import { notesRoutes } from './notes';
import { roomsRoutes } from './rooms';
import { rosterRoutes } from './roster';
import { timetableRoutes } from './timetable';
import { usersRoutes } from './users';

export * from '../define';

/*
 * Every endpoint group, gathered once. Infra, the handlers, the local gateway and the tests read
 * this table; the web imports single group modules instead, so each page carries only its own.
 */
const GROUPS = [
  authRoutes,
  usersRoutes,
  departmentsRoutes,
  facultyRoutes,
  contactRoutes,
  filesRoutes,
  notesRoutes,
  attendanceRoutes,
  announcementsRoutes,
  calendarRoutes,
  chatRoutes,
  roomsRoutes,
  gptRoutes,
  forumRoutes,
  rosterRoutes,
  dashboardRoutes,
  timetableRoutes,
  feedsRoutes,
] as const;

type Gathered = (typeof GROUPS)[number];
type UnionToIntersection<U> = (U extends unknown ? (u: U) => void : never) extends (i: infer I) => void
  ? I
  : never;

/** Every route by id. A test checks ids and method+path are unique across the groups. */
export const ROUTES = Object.assign({}, ...GROUPS) as UnionToIntersection<Gathered>;
export type RouteId = keyof typeof ROUTES;
export type AnyRoute = (typeof ROUTES)[RouteId];

/** Endpoint groups: one Lambda each (decision 11). */
export type FunctionGroup = AnyRoute['group'];

export const ROUTE_LIST: readonly (RouteDefinition<FunctionGroup> & { id: RouteId })[] = GROUPS.flatMap(
  (group) => Object.values(group) as (RouteDefinition<FunctionGroup> & { id: RouteId })[],
);

export const FUNCTION_GROUPS: readonly FunctionGroup[] = [...new Set(ROUTE_LIST.map((route) => route.group))];
