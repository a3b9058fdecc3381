import { messageSchema } from '../../schemas/account';
import {
  changeSavedSchema,
  classQuerySchema,
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
  timetableImportSchema,
  weekSchema,
} from '../../schemas/timetable';
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
    path: '/api/admin/timetable/slots',
    access: ADMIN,
    body: slotInputSchema,
    response: slotSavedSchema,
  },
  updateSlot: {
    method: 'PUT',
    path: '/api/admin/timetable/slots/{slotId}',
    access: ADMIN,
    params: slotIdParamsSchema,
    body: slotUpdateSchema,
    response: slotSavedSchema,
  },
  deleteSlot: {
    method: 'DELETE',
    path: '/api/admin/timetable/slots/{slotId}',
    access: ADMIN,
    params: slotIdParamsSchema,
    response: messageSchema,
  },
  // An Admin any change; a Faculty member only an extra lecture of a class and subject they teach.
  addChange: {
    method: 'POST',
    path: '/api/timetable/changes',
    access: rolesOnly('Faculty', 'Admin'),
    body: oneOffSchema,
    response: changeSavedSchema,
  },
  setStudentBatch: {
    method: 'PUT',
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
    response: timetableImportSchema,
  },
});
