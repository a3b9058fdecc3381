/**
 * DynamoDB tables. Each group defines its own in `functions/<group>/tables.ts`, and lib its own
 * below; this gathers them into TABLES, which the CDK data stack, the local runtime and the tests
 * build from, so the emulator's tables always have the keys and indexes the deployed ones have.
 * Only a table's owner names it (functions/data-ownership.test.ts, decision 63).
 */
import { ACCOUNTS_TABLES } from '../../accounts/tables';
import { ANNOUNCEMENTS_TABLES } from '../../announcements/tables';
import { ASSISTANT_TABLES } from '../../assistant/tables';
import { ATTENDANCE_TABLES } from '../../attendance/tables';
import { CALENDAR_TABLES } from '../../calendar/tables';
import { CHAT_TABLES } from '../../chat/tables';
import { CONTACT_TABLES } from '../../contact/tables';
import { DASHBOARD_TABLES } from '../../dashboard/tables';
import { DEPARTMENTS_TABLES } from '../../departments/tables';
import { FACULTY_TABLES } from '../../faculty/tables';
import { FEEDS_TABLES } from '../../feeds/tables';
import { FORUM_TABLES } from '../../forum/tables';
import { MAIL_TABLES } from '../../mail/tables';
import { NOTES_TABLES } from '../../notes/tables';
import { ROOMS_TABLES } from '../../rooms/tables';
import { ROSTER_TABLES } from '../../roster/tables';
import { TEACHING_TABLES } from '../../teaching/tables';
import { TIMETABLE_TABLES } from '../../timetable/tables';
import { UPLOADS_TABLES } from '../../uploads/tables';
import type { IndexDefinition, KeyObject, TableDefinition } from './table-definition';

/* The tables lib's own code writes: no group names them, each calls lib's functions. */
export const LIB_TABLES = {
  /*
   * Change stamps (decision 64): a writer of what a dashboard shows puts a fresh random stamp under
   * the scope it changed (the college, the Admin's facts, a class, a class's notes, one user); a
   * dashboard summary kept from before that stamp is no longer used. Random, not a counter, so a
   * stamp expired and written again can never repeat an old one.
   */
  changeStamps: {
    envVar: 'CHANGE_STAMPS_TABLE',
    partitionKey: { name: 'scope', type: 'S' },
    ttlAttribute: 'expiresAt',
  },
  /*
   * Fixed-window counters for login failures and sign-ups, one item per key and window; and
   * lib's short-lived holds (holds.ts: the admin lock, open-question slots).
   */
  rateLimits: {
    envVar: 'RATE_LIMITS_TABLE',
    partitionKey: { name: 'key', type: 'S' },
    ttlAttribute: 'expiresAt',
  },
} as const satisfies Record<string, TableDefinition>;

/*
 * Every table, in the order the data stack has always made them. A group's definitions are its
 * own file's, exact; an id defined twice is refused by functions/data-ownership.test.ts.
 */
export const TABLES = {
  ...CONTACT_TABLES,
  ...FACULTY_TABLES,
  ...ACCOUNTS_TABLES,
  ...LIB_TABLES,
  ...UPLOADS_TABLES,
  ...NOTES_TABLES,
  ...ANNOUNCEMENTS_TABLES,
  ...CHAT_TABLES,
  ...ROOMS_TABLES,
  ...ASSISTANT_TABLES,
  ...FORUM_TABLES,
  ...CALENDAR_TABLES,
  ...DEPARTMENTS_TABLES,
  ...MAIL_TABLES,
  ...ROSTER_TABLES,
  ...ATTENDANCE_TABLES,
  ...TEACHING_TABLES,
  ...TIMETABLE_TABLES,
  ...FEEDS_TABLES,
  ...DASHBOARD_TABLES,
} as const satisfies Record<string, TableDefinition>;

export type TableId = keyof typeof TABLES;

type IndexOf<T extends TableId> = (typeof TABLES)[T] extends {
  readonly indexes: readonly (infer I extends IndexDefinition)[];
}
  ? I
  : never;

/** The names of a table's indexes, from its definition: a misspelt index is a type error. */
export type IndexName<T extends TableId> = IndexOf<T>['name'];

/** The key definitions a query reads by: the table's own, or one of its indexes'. */
export type QueriedKeys<T extends TableId, I extends IndexName<T> | undefined> = I extends string
  ? Extract<IndexOf<T>, { readonly name: I }>
  : (typeof TABLES)[T];

/** An item's key in a table, typed from its definition (what a Get or a Delete names). */
export type TableKey<T extends TableId> = KeyObject<(typeof TABLES)[T]>;
