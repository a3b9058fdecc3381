/**
 * Server messages about attendance; 'Attendance marked successfully.' is a required text
 * (docs/requirements.md#alerts).
 */
export const ATTENDANCE_MESSAGES = {
  marked: 'Attendance marked successfully.',
  eligibilitySaved: 'The attendance bands are saved.',
  notStudents: 'Some of these ids are not students of this class:',
  badCursor: 'cursor is not a page of this list',
  noLecture: 'There is no such lecture of this class on that date.',
  notYourLecture: 'You can mark only the lectures you teach.',
  markTheLecture: 'This class has a timetable: choose the lecture you are marking.',
  lectureOrType: 'give either lectureId or type',
  markedMeanwhile: 'This lecture was being marked from elsewhere at the same time. Please mark it again.',
} as const;
