/**
 * The roster CSV's columns, as its first row names them (decision 16: an Admin imports rosters).
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

/*
 * Columns a roster may have besides those. `subject`: what a Faculty row's class is taught (a
 * Faculty row that names a class assigns them to it, decision 32). `batch`: a Student's batch of
 * their division, A1 or A2, for practicals (decision 46).
 */
export const ROSTER_OPTIONAL_COLUMNS = ['subject', 'batch'] as const;
export type RosterOptionalColumn = (typeof ROSTER_OPTIONAL_COLUMNS)[number];
