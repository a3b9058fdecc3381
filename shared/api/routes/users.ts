import {
  messageSchema,
  pendingPageSchema,
  pendingQuerySchema,
  userIdParamsSchema,
} from '../../schemas/account';
import { accountSearchPageSchema, accountSearchQuerySchema } from '../../schemas/account-admin';
import { classChangedSchema, studentByEmailQuerySchema, studentByEmailSchema } from '../../schemas/classes';
import { studentClassSchema } from '../../schemas/student-class';
import {
  assignClassSchema,
  facultyByEmailQuerySchema,
  facultyTeachingSchema,
  teachingChangedSchema,
} from '../../schemas/teaching';
import { defineGroup, rolesOnly } from '../define';

const ADMIN = rolesOnly('Admin');

/** The Admin's approval queue for Faculty and Admin sign-ups. */
export const usersRoutes = defineGroup('users', {
  listAccounts: {
    method: 'GET',
    path: '/api/admin/users',
    access: ADMIN,
    readOnly: true,
    query: pendingQuerySchema,
    response: pendingPageSchema,
  },
  approveAccount: {
    method: 'POST',
    path: '/api/admin/users/{userId}/approve',
    access: ADMIN,
    params: userIdParamsSchema,
    response: messageSchema,
    refreshes: ['auth', 'attendance', 'dashboard', 'timetable'],
  },
  rejectAccount: {
    method: 'POST',
    path: '/api/admin/users/{userId}/reject',
    access: ADMIN,
    params: userIdParamsSchema,
    response: messageSchema,
    refreshes: ['auth', 'attendance', 'dashboard', 'timetable'],
  },
  // The Classes section: find a student by email, and move one to another class (decision 16).
  studentByEmail: {
    method: 'GET',
    path: '/api/admin/students/by-email',
    access: ADMIN,
    readOnly: true,
    query: studentByEmailQuerySchema,
    response: studentByEmailSchema,
  },
  changeStudentClass: {
    method: 'PUT',
    path: '/api/admin/users/{userId}/class',
    access: ADMIN,
    params: userIdParamsSchema,
    body: studentClassSchema,
    response: classChangedSchema,
    refreshes: ['auth', 'attendance', 'dashboard', 'timetable'],
  },
  // Teaching: find a Faculty member by email, assign them a class, or take one away (decision 32).
  facultyTeaching: {
    method: 'GET',
    path: '/api/admin/teaching',
    access: ADMIN,
    readOnly: true,
    query: facultyByEmailQuerySchema,
    response: facultyTeachingSchema,
  },
  assignClass: {
    method: 'POST',
    path: '/api/admin/users/{userId}/classes',
    access: ADMIN,
    params: userIdParamsSchema,
    body: assignClassSchema,
    response: teachingChangedSchema,
    refreshes: ['attendance', 'timetable'],
  },
  unassignClass: {
    method: 'DELETE',
    path: '/api/admin/users/{userId}/classes',
    access: ADMIN,
    params: userIdParamsSchema,
    query: assignClassSchema,
    response: teachingChangedSchema,
    refreshes: ['attendance', 'timetable'],
  },
  // Manage accounts: find any account, and revoke it (decision 16; functions/users/revocation.ts).
  searchAccounts: {
    method: 'GET',
    path: '/api/admin/accounts',
    access: ADMIN,
    readOnly: true,
    query: accountSearchQuerySchema,
    response: accountSearchPageSchema,
  },
  disableAccount: {
    method: 'POST',
    path: '/api/admin/users/{userId}/disable',
    access: ADMIN,
    params: userIdParamsSchema,
    response: messageSchema,
    refreshes: ['auth', 'attendance', 'dashboard', 'timetable'],
  },
  enableAccount: {
    method: 'POST',
    path: '/api/admin/users/{userId}/enable',
    access: ADMIN,
    params: userIdParamsSchema,
    response: messageSchema,
    refreshes: ['auth', 'attendance', 'dashboard', 'timetable'],
  },
  graduateAccount: {
    method: 'POST',
    path: '/api/admin/users/{userId}/graduate',
    access: ADMIN,
    params: userIdParamsSchema,
    response: messageSchema,
    refreshes: ['auth', 'attendance', 'dashboard', 'timetable'],
  },
  deleteAccount: {
    method: 'DELETE',
    path: '/api/admin/users/{userId}',
    access: ADMIN,
    params: userIdParamsSchema,
    response: messageSchema,
    refreshes: ['auth', 'attendance', 'dashboard', 'timetable'],
  },
});
