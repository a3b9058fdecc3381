/**
 * The timetable CSV's columns (decision 46), a row a weekly slot; plain data, so the file kinds can
 * name the header without the timetable's schemas. `batch` may be left out or empty.
 */
export const TIMETABLE_COLUMNS = [
  'branch',
  'year',
  'division',
  'weekday',
  'start',
  'end',
  'subject',
  'type',
  'facultyEmail',
  'room',
] as const;
export const TIMETABLE_OPTIONAL_COLUMNS = ['batch'] as const;
