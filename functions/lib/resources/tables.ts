/**
 * DynamoDB tables, described once. The CDK data stack and the local runtime both build from this,
 * so the emulator's tables always have the keys and indexes the deployed ones have.
 */
import { COLLEGE_DAY_TABLES } from './college-day-tables';
import type { IndexDefinition, KeyObject, TableDefinition } from './table-definition';

export const TABLES = {
  /* Every contact message is stored before it is mailed, so a mail failure loses nothing. */
  contactMessages: {
    envVar: 'CONTACT_MESSAGES_TABLE',
    partitionKey: { name: 'messageId', type: 'S' },
    // Kept for the contact retention period (functions/lib/retention.ts, decision 20).
    ttlAttribute: 'expiresAt',
    // Sparse: only messages SES has not taken carry `undelivered`, so the retry job reads just those.
    indexes: [
      {
        name: 'undelivered',
        partitionKey: { name: 'undelivered', type: 'S' },
        sortKey: { name: 'createdAt', type: 'S' },
      },
      // Sparse: messages the retry job gave up on, for an Admin to read and send again.
      {
        name: 'gaveUp',
        partitionKey: { name: 'gaveUp', type: 'S' },
        sortKey: { name: 'createdAt', type: 'S' },
      },
    ],
  },
  /* Queried by department through an index, so the public faculty page never scans. */
  faculty: {
    envVar: 'FACULTY_TABLE',
    partitionKey: { name: 'id', type: 'S' },
    indexes: [
      {
        name: 'byDepartment',
        partitionKey: { name: 'department', type: 'S' },
        sortKey: { name: 'name', type: 'S' },
      },
    ],
  },
  /* Keyed by the normalized email or phone, so a conditional put makes it unique. */
  users: {
    envVar: 'USERS_TABLE',
    partitionKey: { name: 'login', type: 'S' },
    indexes: [
      { name: 'byUserId', partitionKey: { name: 'userId', type: 'S' } },
      // Sparse: only pending accounts carry `pendingStatus`, so the index holds the approval queue.
      {
        name: 'pendingByDate',
        partitionKey: { name: 'pendingStatus', type: 'S' },
        sortKey: { name: 'createdAt', type: 'S' },
      },
      /*
       * Retired: every active Student in one partition, which no request reads any more. It stays
       * for one release because a deploy may add or remove only one index of a table (DynamoDB and
       * CloudFormation), and a changed key schema is a removal plus an addition; the next release
       * removes it. Accounts no longer get `studentList`.
       */
      {
        name: 'studentsByName',
        partitionKey: { name: 'studentList', type: 'S' },
        sortKey: { name: 'nameKey', type: 'S' },
      },
      // Sparse: active Students with a class carry `classList` (classKey()): one roster per class, by name.
      {
        name: 'studentsByClass',
        partitionKey: { name: 'classList', type: 'S' },
        sortKey: { name: 'nameKey', type: 'S' },
      },
    ],
  },
  /*
   * Sessions under their account's key (decision 16): the check on every call is one Get, and a
   * change to the account ends its sessions with a strongly consistent query of the table itself
   * (an index would lag). Replaces `sessions` (by session id, found by user through an index),
   * which the data stack keeps for one release (RETIRED_TABLES).
   */
  accountSessions: {
    envVar: 'ACCOUNT_SESSIONS_TABLE',
    partitionKey: { name: 'login', type: 'S' },
    sortKey: { name: 'sessionId', type: 'S' },
    ttlAttribute: 'expiresAt',
  },
  /*
   * The Admin's directory of accounts (functions/accounts/account-directory.ts): entries that find an
   * account by the start of its name, a surname, or its email, without scanning users. A table of
   * its own because a deploy may add only one index to users, and studentsByClass took it.
   */
  accountDirectory: {
    envVar: 'ACCOUNT_DIRECTORY_TABLE',
    partitionKey: { name: 'shard', type: 'S' },
    sortKey: { name: 'entry', type: 'S' },
  },
  /* Single-use password-reset links, stored by the SHA-256 of their token, never the token itself. */
  passwordResets: {
    envVar: 'PASSWORD_RESETS_TABLE',
    partitionKey: { name: 'tokenHash', type: 'S' },
    ttlAttribute: 'expiresAt',
  },
  /* Fixed-window counters for login failures and sign-ups, one item per key and window. */
  rateLimits: {
    envVar: 'RATE_LIMITS_TABLE',
    partitionKey: { name: 'key', type: 'S' },
    ttlAttribute: 'expiresAt',
  },
  /* Uploaded files: a pending record when an upload is handed out, made ready by its confirm. */
  files: {
    envVar: 'FILES_TABLE',
    partitionKey: { name: 'fileId', type: 'S' },
    // Only pending records carry it; a confirmed file never expires.
    ttlAttribute: 'expiresAt',
  },
  /*
   * Study notes, keyed by their file's id (one note per file). Every list is newest first through
   * an index: all notes, or those of one branch, year or subject (normalized keys), so no request
   * scans the table. A note being removed loses those keys, so no list shows it.
   */
  notes: {
    envVar: 'NOTES_TABLE',
    partitionKey: { name: 'id', type: 'S' },
    indexes: [
      {
        name: 'newest',
        partitionKey: { name: 'feed', type: 'S' },
        sortKey: { name: 'createdAt', type: 'S' },
      },
      {
        name: 'byBranch',
        partitionKey: { name: 'branchKey', type: 'S' },
        sortKey: { name: 'createdAt', type: 'S' },
      },
      {
        name: 'byYear',
        partitionKey: { name: 'yearKey', type: 'S' },
        sortKey: { name: 'createdAt', type: 'S' },
      },
      {
        name: 'bySubject',
        partitionKey: { name: 'subjectKey', type: 'S' },
        sortKey: { name: 'createdAt', type: 'S' },
      },
      /*
       * Sparse: a note the search database still owes something carries `reconcile` (`index` until
       * its passages are in, `remove` while its removal runs), so the sweep reads only those, never
       * every note ever shared (decision 42).
       */
      {
        name: 'toReconcile',
        partitionKey: { name: 'reconcile', type: 'S' },
        sortKey: { name: 'reconcileSince', type: 'S' },
      },
    ],
  },
  /* Announcements in one feed, newest first (a college posts a few a day). */
  announcements: {
    envVar: 'ANNOUNCEMENTS_TABLE',
    partitionKey: { name: 'feed', type: 'S' },
    sortKey: { name: 'postedAt', type: 'S' },
  },
  /* Community chat: one room partition, sorted by time and id, read only after a point. */
  chatMessages: {
    envVar: 'CHAT_MESSAGES_TABLE',
    partitionKey: { name: 'room', type: 'S' },
    sortKey: { name: 'position', type: 'S' },
    // Kept for the chat retention period (decision 20).
    ttlAttribute: 'expiresAt',
  },
  /* Classrooms by normalized code (E101), for directions; a bounded table. */
  rooms: {
    envVar: 'ROOMS_TABLE',
    partitionKey: { name: 'code', type: 'S' },
  },
  /* Personalized GPT questions: one item per task; a student's own, newest first, by index. */
  gptTasks: {
    envVar: 'GPT_TASKS_TABLE',
    partitionKey: { name: 'taskId', type: 'S' },
    // Kept for the GPT task retention period (decision 20).
    ttlAttribute: 'expiresAt',
    indexes: [
      {
        name: 'byOwner',
        partitionKey: { name: 'ownerId', type: 'S' },
        sortKey: { name: 'createdAt', type: 'S' },
      },
    ],
  },
  /*
   * Forum posts (the blog): listed most liked first, ties newest first, through `byLikes`, whose
   * sort key `rank` is the like count (zero-padded) then the creation time; see functions/forum.
   */
  forumPosts: {
    envVar: 'FORUM_POSTS_TABLE',
    partitionKey: { name: 'postId', type: 'S' },
    indexes: [
      {
        name: 'byLikes',
        partitionKey: { name: 'feed', type: 'S' },
        sortKey: { name: 'rank', type: 'S' },
      },
    ],
  },
  /* One item per person who likes a post: a conditional put makes it one like per person. */
  forumLikes: {
    envVar: 'FORUM_LIKES_TABLE',
    partitionKey: { name: 'postId', type: 'S' },
    sortKey: { name: 'userId', type: 'S' },
  },
  /* The one current academic calendar, as a single item swapped in one write. */
  calendar: {
    envVar: 'CALENDAR_TABLE',
    partitionKey: { name: 'id', type: 'S' },
  },
  /* Keyed by the name as compared (case and spacing ignored), so a conditional put keeps names unique. */
  departments: {
    envVar: 'DEPARTMENTS_TABLE',
    partitionKey: { name: 'nameKey', type: 'S' },
  },
  /*
   * Account mail (reset, confirmation, sign-up notice, invitation), stored by the request that
   * asks for it and sent by the mail worker (functions/mail), so no answer waits on SES. Read by id
   * only; an item expires a while after it was sent, given up on or found to need no mail.
   */
  mailOutbox: {
    envVar: 'MAIL_OUTBOX_TABLE',
    partitionKey: { name: 'mailId', type: 'S' },
    ttlAttribute: 'expiresAt',
    // Sparse: only mails given up on carry `failedMail`, so the Admin's dashboard counts just those.
    indexes: [
      {
        name: 'failedMail',
        partitionKey: { name: 'failedMail', type: 'S' },
        sortKey: { name: 'updatedAt', type: 'S' },
      },
    ],
  },
  /* Roster imports: one item per job, its progress, counts and report (read by its Admin's polling). */
  rosterImports: {
    envVar: 'ROSTER_IMPORTS_TABLE',
    partitionKey: { name: 'jobId', type: 'S' },
    // Every job since this index came (`feed`), newest first: the Admin's dashboard reads the last one.
    indexes: [
      {
        name: 'newest',
        partitionKey: { name: 'feed', type: 'S' },
        sortKey: { name: 'createdAt', type: 'S' },
      },
    ],
  },
  ...COLLEGE_DAY_TABLES,
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
