/*
 * What other groups may use of the timetable (decision 46): a date's lectures of a class, a Faculty
 * member or a room; a class's or Faculty member's week; the term and periods; a student's batch,
 * or a roster's in one BatchGet (the roster import sets them); a class's changes to come, and the
 * classes with students and no timetable (decision 55).
 */

export { recountClassStudents } from './class-summary';
export { type ClassDays, classDayOn, classDaysFrom, termAndBatch } from './class-term';
export { classesWithoutTimetable } from './classes-without';
export {
  batchesOf,
  batchOf,
  findPeriods,
  findTerm,
  isTeachingDay,
  lastImport,
  setBatch,
  weekdayOf,
} from './college';
export { classOwner, facultyOwner, roomOwner } from './day-items';
export { type OwnDays, ownDays } from './days';
export { type Day, type DayOwner, dayOf, lectureOf, lecturesOn } from './lectures';
export { byDayAndTime, weekOf } from './reads';
export { teaches } from './slot-checks';
export { findSlot } from './slots';
export { changesBetween, changesIn, type DatedChange } from './term-changes';
