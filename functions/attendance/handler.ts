import { attendanceRoutes } from '#shared/api/routes/attendance';
import { ATTENDANCE_MESSAGES } from '#shared/constants/attendance-messages';
import { findByUserId, sessions } from '../accounts';
import { scopes, stampChange } from '../lib/change-stamps';
import { createGroupHandler } from '../lib/group-handler';
import * as teaching from '../teaching';
import * as timetable from '../timetable';
import * as eligibility from './eligibility-settings';
import * as lectureMarks from './lecture-marks';
import { markByType, markLecture } from './mark-attendance';
import { exportCsv, listStudents, ownAttendance, recordsOfDate } from './read-attendance';
import * as records from './records';
import { datesFrom, inReach, reachOf, readInReach } from './records-reach';
import * as students from './students';
import { ownSummary } from './summary';
import { forTaughtClass, ownClasses, readTaughtClass } from './taught-classes';
import { rosterOfLecture, teachingDay } from './teaching-day';
import { underMinimum, underMinimumCsv } from './under-minimum';

const accounts = { findByUserId };
const readDeps = { accounts, isAssigned: teaching.isAssigned };
const deps = { records, students, teaching, timetable, lectureMarks, readDeps, accounts, eligibility };

export const handler = createGroupHandler(
  attendanceRoutes,
  {
    ownClasses: ({ caller }) => ownClasses(caller, deps),
    // Each class's route answers only an Admin or a Faculty member assigned the class. A bounded
    // read (a roster page, one day) runs beside that check; the export, which reads up to a year,
    // and the mark run after it.
    listStudents: ({ query, caller }) =>
      readTaughtClass(caller, query, deps, () => listStudents(query, deps)),
    teachingDay: ({ query, caller }) => teachingDay(caller, query.date, deps),
    // A lecture answers its own Faculty member (a substitute too) or an Admin: not the assignment.
    lectureRoster: ({ query, caller }) => rosterOfLecture(caller, query, deps),
    markAttendance: ({ body, caller }) => {
      const { lectureId } = body;
      return lectureId !== undefined
        ? markLecture({ ...body, lectureId, caller }, deps)
        : forTaughtClass(caller, body, deps, () => markByType({ ...body, caller }, deps));
    },
    // A Faculty member not assigned the class reads only the lectures they teach or were given.
    attendanceOfDate: ({ query, caller }) =>
      readInReach(
        caller,
        query,
        [query.date],
        deps,
        () => recordsOfDate(query, deps),
        (answer, reach) => ({ records: answer.records.filter(inReach(reach)) }),
      ),
    exportAttendance: async ({ query, caller }) =>
      exportCsv(query, deps, await reachOf(caller, query, datesFrom(query.from, query.to), deps)),
    // Only the caller's own partition is read: no id in the request can name another student.
    ownAttendance: ({ query, caller }) =>
      ownAttendance({ studentId: caller.userId, cursor: query.cursor }, deps),
    ownSummary: ({ caller }) => ownSummary(caller.userId, deps),
    underMinimum: ({ query, caller }) => underMinimum(caller, query, deps),
    exportUnderMinimum: ({ query, caller }) => underMinimumCsv(caller, query, deps),
    getEligibility: () => eligibility.findEligibility(),
    setEligibility: async ({ body }) => {
      await eligibility.saveEligibility(body);
      // Every summary that bands attendance uses the college's bands.
      await stampChange(scopes.college);
      return { msg: ATTENDANCE_MESSAGES.eligibilitySaved };
    },
  },
  { sessions },
);
