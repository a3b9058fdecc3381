import { messageSchema } from '../../schemas/account';
import {
  attendanceSummarySchema,
  csvSchema,
  dateQuerySchema,
  dateRecordsSchema,
  eligibilitySettingsSchema,
  exportQuerySchema,
  lectureQuerySchema,
  lectureRosterSchema,
  markAttendanceSchema,
  ownAttendanceQuerySchema,
  ownAttendanceSchema,
  studentsPageSchema,
  studentsQuerySchema,
  teachingDayQuerySchema,
  teachingDaySchema,
  underMinimumQuerySchema,
  underMinimumSchema,
} from '../../schemas/attendance';
import { taughtClassesSchema } from '../../schemas/teaching';
import { defineGroup, rolesOnly } from '../define';

const FACULTY_AND_ADMIN = rolesOnly('Faculty', 'Admin');

/**
 * Attendance (students, attendance/mark, attendance/data, attendance: docs/requirements.md#api-calls):
 * Faculty mark it, Faculty and Admins read a day or export a range, each Student reads only their
 * own. A Faculty member reaches only the classes an Admin assigned them
 * (functions/teaching/assignments.ts).
 */
export const attendanceRoutes = defineGroup('attendance', {
  // The classes the calling Faculty is assigned: the only ones the routes below serve them.
  ownClasses: {
    method: 'GET',
    path: '/api/attendance/classes',
    access: rolesOnly('Faculty'),
    readOnly: true,
    response: taughtClassesSchema,
  },
  listStudents: {
    method: 'GET',
    path: '/api/students',
    access: FACULTY_AND_ADMIN,
    readOnly: true,
    query: studentsQuerySchema,
    response: studentsPageSchema,
  },
  // The caller's lectures of a date with whether each is marked, and the last 14 days' unmarked.
  teachingDay: {
    method: 'GET',
    path: '/api/attendance/lectures',
    access: rolesOnly('Faculty'),
    readOnly: true,
    query: teachingDayQuerySchema,
    response: teachingDaySchema,
  },
  // One lecture's students to mark: its Faculty member's (or a substitute's), or any for an Admin.
  lectureRoster: {
    method: 'GET',
    path: '/api/attendance/lecture',
    access: FACULTY_AND_ADMIN,
    readOnly: true,
    query: lectureQuerySchema,
    response: lectureRosterSchema,
  },
  // A lecture is marked by its Faculty member or an Admin; a class with no timetable by type.
  markAttendance: {
    method: 'POST',
    // The Faculty dashboard counts the lectures still unmarked.
    refreshes: ['dashboard'],
    path: '/api/attendance/mark',
    access: FACULTY_AND_ADMIN,
    body: markAttendanceSchema,
    // 200 students with ids and flags, with room for whitespace.
    maxBodyBytes: 64 * 1024,
    response: messageSchema,
  },
  attendanceOfDate: {
    method: 'GET',
    path: '/api/attendance/data',
    access: FACULTY_AND_ADMIN,
    readOnly: true,
    query: dateQuerySchema,
    response: dateRecordsSchema,
  },
  exportAttendance: {
    method: 'GET',
    path: '/api/attendance/export',
    access: FACULTY_AND_ADMIN,
    readOnly: true,
    query: exportQuerySchema,
    response: csvSchema,
  },
  ownAttendance: {
    method: 'GET',
    path: '/api/attendance',
    access: rolesOnly('Student'),
    readOnly: true,
    query: ownAttendanceQuerySchema,
    response: ownAttendanceSchema,
  },
  // The caller's own attendance per subject this term, with its band: a Student's only.
  ownSummary: {
    method: 'GET',
    path: '/api/attendance/summary',
    access: rolesOnly('Student'),
    readOnly: true,
    response: attendanceSummarySchema,
  },
  // A class's students under the minimum in a subject: its Faculty member's (for that subject) or an Admin's.
  underMinimum: {
    method: 'GET',
    path: '/api/attendance/under-minimum',
    access: FACULTY_AND_ADMIN,
    readOnly: true,
    query: underMinimumQuerySchema,
    response: underMinimumSchema,
  },
  exportUnderMinimum: {
    method: 'GET',
    path: '/api/attendance/under-minimum/export',
    access: FACULTY_AND_ADMIN,
    readOnly: true,
    query: underMinimumQuerySchema,
    response: csvSchema,
  },
  // The college's bands: what the summaries and lists above count with.
  getEligibility: {
    method: 'GET',
    path: '/api/admin/attendance/eligibility',
    access: rolesOnly('Admin'),
    readOnly: true,
    response: eligibilitySettingsSchema,
  },
  setEligibility: {
    method: 'PUT',
    // It writes the attendance table, which the dashboard reads too.
    refreshes: ['dashboard'],
    path: '/api/admin/attendance/eligibility',
    access: rolesOnly('Admin'),
    body: eligibilitySettingsSchema,
    response: messageSchema,
  },
});
