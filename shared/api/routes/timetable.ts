import { messageSchema } from '../../schemas/account';
import { jobIdParamsSchema } from '../../schemas/roster';
import {
  changeSavedSchema,
  classDateQuerySchema,
  classQuerySchema,
  classTeachersSchema,
  lecturesQuerySchema,
  lecturesSchema,
  oneOffSchema,
  periodsSchema,
  slotIdParamsSchema,
  slotInputSchema,
  slotSavedSchema,
  slotUpdateSchema,
  startTimetableImportSchema,
  studentBatchParamsSchema,
  studentBatchSchema,
  termSchema,
  undoChangeSchema,
  weekSchema,
} from '../../schemas/timetable';
import { timetableImportJobSchema } from '../../schemas/timetable-import';
import { defineGroup, rolesOnly, SIGNED_IN } from '../define';

const ADMIN = rolesOnly('Admin');

/*
 * The college's day as data (decision 46): its periods and term, each class's weekly slots, and
 * one-off changes for a date. Every write is clash-checked; reads are by class, Faculty or room.
 */
export const timetableRoutes = defineGroup('timetable', {
  getPeriods: {
    method: 'GET',
    path: '/api/timetable/periods',
    access: SIGNED_IN,
    readOnly: true,
    response: periodsSchema,
  },
  setPeriods: {
    method: 'PUT',
    // Attendance's lectures are the timetable's (decision 48), and so are the dashboards' day facts:
    // each write here refreshes them.
    refreshes: ['attendance', 'dashboard'],
    path: '/api/admin/timetable/periods',
    access: ADMIN,
    body: periodsSchema,
    response: messageSchema,
  },
  getTerm: {
    method: 'GET',
    path: '/api/timetable/term',
    access: SIGNED_IN,
    readOnly: true,
    response: termSchema,
  },
  setTerm: {
    method: 'PUT',
    refreshes: ['attendance', 'dashboard'],
    path: '/api/admin/timetable/term',
    access: ADMIN,
    body: termSchema,
    response: messageSchema,
  },
  // A Student their own class only, a Faculty member the classes they teach, an Admin any.
  classWeek: {
    method: 'GET',
    path: '/api/timetable/class',
    access: rolesOnly('Student', 'Faculty', 'Admin'),
    readOnly: true,
    query: classQuerySchema,
    response: weekSchema,
  },
  // A Student's class (their batch's practicals only), a Faculty member's teaching.
  ownWeek: {
    method: 'GET',
    path: '/api/timetable/mine',
    access: rolesOnly('Student', 'Faculty'),
    readOnly: true,
    response: weekSchema,
  },
  ownLectures: {
    method: 'GET',
    path: '/api/timetable/mine/lectures',
    access: rolesOnly('Student', 'Faculty'),
    readOnly: true,
    query: lecturesQuerySchema,
    response: lecturesSchema,
  },
  createSlot: {
    method: 'POST',
    refreshes: ['attendance', 'dashboard'],
    path: '/api/admin/timetable/slots',
    access: ADMIN,
    body: slotInputSchema,
    response: slotSavedSchema,
  },
  updateSlot: {
    method: 'PUT',
    refreshes: ['attendance', 'dashboard'],
    path: '/api/admin/timetable/slots/{slotId}',
    access: ADMIN,
    params: slotIdParamsSchema,
    body: slotUpdateSchema,
    response: slotSavedSchema,
  },
  deleteSlot: {
    method: 'DELETE',
    refreshes: ['attendance', 'dashboard'],
    path: '/api/admin/timetable/slots/{slotId}',
    access: ADMIN,
    params: slotIdParamsSchema,
    response: messageSchema,
  },
  // An Admin any change; a Faculty member only an extra lecture of a class and subject they teach.
  addChange: {
    method: 'POST',
    refreshes: ['attendance', 'dashboard'],
    path: '/api/timetable/changes',
    access: rolesOnly('Faculty', 'Admin'),
    body: oneOffSchema,
    response: changeSavedSchema,
  },
  // A class's date as the Admin's list of its one-off changes shows it: its lectures and those cancelled.
  classDay: {
    method: 'GET',
    path: '/api/admin/timetable/class/day',
    access: ADMIN,
    readOnly: true,
    query: classDateQuerySchema,
    response: lecturesSchema,
  },
  // Removes a one-off change of a date not yet passed (decision 56), clash-checked as a change is.
  undoChange: {
    method: 'DELETE',
    refreshes: ['attendance', 'dashboard'],
    path: '/api/admin/timetable/changes',
    access: ADMIN,
    body: undoChangeSchema,
    response: messageSchema,
  },
  // Who is assigned to teach a class (decision 32), for the slot form's Faculty picker.
  classTeachers: {
    method: 'GET',
    path: '/api/admin/timetable/teachers',
    access: ADMIN,
    readOnly: true,
    query: classQuerySchema,
    response: classTeachersSchema,
  },
  setStudentBatch: {
    method: 'PUT',
    refreshes: ['attendance', 'dashboard'],
    path: '/api/admin/timetable/students/{userId}/batch',
    access: ADMIN,
    params: studentBatchParamsSchema,
    body: studentBatchSchema,
    response: messageSchema,
  },
  importTimetable: {
    method: 'POST',
    path: '/api/admin/timetable/imports',
    access: ADMIN,
    body: startTimetableImportSchema,
    // Answered at once with the job (decision 50); its worker checks and stores the rows, which
    // the lectures attendance reads show: the web refreshes them once the import has finished.
    refreshes: ['attendance', 'dashboard'],
    response: timetableImportJobSchema,
  },
  timetableImportStatus: {
    method: 'GET',
    path: '/api/admin/timetable/imports/{jobId}',
    access: ADMIN,
    readOnly: true,
    params: jobIdParamsSchema,
    response: timetableImportJobSchema,
  },
});
