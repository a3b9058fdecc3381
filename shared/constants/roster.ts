/**
 * The roster CSV's columns, as its first row names them (DESIGN §3: an Admin imports rosters).
 * Plain data, so the file kinds can name the header without the roster's schemas.
 */
export const ROSTER_COLUMNS = [
  'firstName',
  'lastName',
  'email',
  'role',
  'branch',
  'year',
  'division',
] as const;
export type RosterColumn = (typeof ROSTER_COLUMNS)[number];
