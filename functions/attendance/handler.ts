import { attendanceRoutes } from '../../shared/api/routes/attendance';
import { createGroupHandler } from '../lib/group-handler';
import { markAttendance } from './mark-attendance';
import { exportCsv, listStudents, ownAttendance, recordsOfDate } from './read-attendance';
import * as records from './records';
import * as students from './students';

const deps = { records, students };

export const handler = createGroupHandler(attendanceRoutes, {
  listStudents: ({ query }) => listStudents(query, deps),
  markAttendance: ({ body, caller }) => markAttendance({ ...body, caller }, deps),
  attendanceOfDate: ({ query }) => recordsOfDate(query, deps),
  exportAttendance: ({ query }) => exportCsv(query, deps),
  // Only the caller's own partition is read: no id in the request can name another student.
  ownAttendance: ({ query, caller }) =>
    ownAttendance({ studentId: caller.userId, cursor: query.cursor }, deps),
});
