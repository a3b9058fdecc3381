import type { TableDefinition } from './table-definition';

/*
 * The college's day: who teaches which class, the timetable, attendance, the calendar feeds and
 * the dashboards' last visits (decisions 32, 46-54). Gathered into TABLES (tables.ts) with the rest.
 */
export const COLLEGE_DAY_TABLES = {
  /*
   * One record per student and lecture (decision 48; a record from before lectures, per date and
   * type): marking a lecture again replaces its records. A student reads their own partition;
   * Faculty read a class's date, or range of dates, through the class index.
   */
  attendance: {
    envVar: 'ATTENDANCE_TABLE',
    partitionKey: { name: 'studentId', type: 'S' },
    sortKey: { name: 'slot', type: 'S' },
    indexes: [
      // Retired (records are read by class now); kept one release, as users' studentsByName is.
      {
        name: 'byMonth',
        partitionKey: { name: 'month', type: 'S' },
        sortKey: { name: 'daySlot', type: 'S' },
      },
      // One partition per class (classKey()), by date, session type and student.
      {
        name: 'byClassDate',
        partitionKey: { name: 'classKey', type: 'S' },
        sortKey: { name: 'daySlot', type: 'S' },
      },
    ],
  },
  /*
   * Teaching assignments: the classes a Faculty teaches (and may mark), under their account's id,
   * one item per class and subject (sort key `classKey#subject`), with a count item capping them
   * (functions/teaching/assignments.ts). Whether a Faculty teaches a class is one query of their partition.
   */
  teaching: {
    envVar: 'TEACHING_TABLE',
    partitionKey: { name: 'facultyId', type: 'S' },
    sortKey: { name: 'assignment', type: 'S' },
    indexes: [
      // Who teaches a class (decision 56): a branch's assignments, whose sort key begins with the
      // class, so a class's teachers are one key range; the count item has no branch and is not here.
      {
        name: 'byBranch',
        partitionKey: { name: 'branch', type: 'S' },
        sortKey: { name: 'assignment', type: 'S' },
      },
    ],
  },
  /*
   * The college's day (decision 46): its periods and term under `college`, and one item per owner
   * and day — `class#…`, `faculty#…` or `room#…` with a weekday (their weekly slots) or a date
   * (that date's one-off changes) — holding its entries and a version that every write conditions
   * on, so a clash check reads three items and parallel clashing writes cannot both pass.
   */
  timetable: {
    envVar: 'TIMETABLE_TABLE',
    partitionKey: { name: 'owner', type: 'S' },
    sortKey: { name: 'day', type: 'S' },
  },
  /*
   * Private calendar feeds (decision 52): `token#<SHA-256 of the token>` names its user, and
   * `user#<userId>` the hash of that user's one live token, so a new address ends the old one.
   */
  calendarFeeds: {
    envVar: 'CALENDAR_FEEDS_TABLE',
    partitionKey: { name: 'key', type: 'S' },
  },
  /*
   * When each user last opened a section whose new items their dashboard counts (Notifications,
   * Study Buddy): one item per user and section, so the dashboard reads a user's markers in one query.
   */
  lastVisits: {
    envVar: 'LAST_VISITS_TABLE',
    partitionKey: { name: 'userId', type: 'S' },
    sortKey: { name: 'section', type: 'S' },
    // A marker left a year unrenewed (a deleted account's, too) goes; the count then caps at 99+.
    ttlAttribute: 'expiresAt',
  },
} as const satisfies Record<string, TableDefinition>;
