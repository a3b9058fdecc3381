/** Server messages about attendance; 'Attendance marked successfully.' is the spec's. */
export const ATTENDANCE_MESSAGES = {
  marked: 'Attendance marked successfully.',
  notStudents: 'Some of these ids are not students of this class:',
  badCursor: 'cursor is not a page of this list',
} as const;
