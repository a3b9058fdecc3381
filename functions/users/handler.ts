/*
 * Revocation (decision 16) lives in functions/accounts/account-admin.ts: graduateToAlumni(account),
 * disableAccount, enableAccount, deleteAccount, each one conditional write on the account as read
 * that also ends its sessions. The roster import calls graduateToAlumni for a row that graduates.
 */
import { usersRoutes } from '#shared/api/routes/users';
import {
  decidePending,
  deleteAccount,
  disableAccount,
  enableAccount,
  endLeftoverSessions,
  findByLogin,
  findByUserId,
  graduateToAlumni,
  listPending,
  readAccounts,
  searchDirectory,
  sessions,
  setStudentClass,
} from '../accounts';
import { createGroupHandler } from '../lib/group-handler';
import * as teaching from '../teaching';
import { recountClassStudents } from '../timetable';
import * as adminLock from './admin-lock';
import { decideAccount, listPendingAccounts } from './decide-account';
import { changeAccount } from './revocation';
import { searchAccounts } from './search-accounts';
import { changeStudentClass, studentByEmail } from './student-class';
import { assignClass, facultyTeaching, unassignClass } from './teaching';

const deps = {
  accounts: { findByUserId, findByLogin, setStudentClass, decidePending, listPending },
  accountAdmin: { disableAccount, enableAccount, deleteAccount, graduateToAlumni, endLeftoverSessions },
  adminLock,
  directory: { searchDirectory, readAccounts },
  teaching,
  classes: { recountClassStudents },
};

export const handler = createGroupHandler(
  usersRoutes,
  {
    listAccounts: ({ query }) => listPendingAccounts({ cursor: query.cursor }, deps),
    approveAccount: ({ pathParameters }) =>
      decideAccount({ userId: pathParameters.userId, status: 'active' }, deps),
    rejectAccount: ({ pathParameters }) =>
      decideAccount({ userId: pathParameters.userId, status: 'rejected' }, deps),
    studentByEmail: ({ query }) => studentByEmail(query, deps),
    changeStudentClass: ({ body, pathParameters }) =>
      changeStudentClass({ ...body, userId: pathParameters.userId }, deps),
    facultyTeaching: ({ query }) => facultyTeaching(query, deps),
    assignClass: ({ body, pathParameters: { userId } }) => assignClass({ ...body, userId }, deps),
    unassignClass: ({ query, pathParameters: { userId } }) => unassignClass({ ...query, userId }, deps),
    searchAccounts: ({ query }) => searchAccounts(query, deps),
    disableAccount: ({ pathParameters: { userId }, caller }) =>
      changeAccount({ userId, caller, change: 'disable' }, deps),
    enableAccount: ({ pathParameters: { userId }, caller }) =>
      changeAccount({ userId, caller, change: 'enable' }, deps),
    graduateAccount: ({ pathParameters: { userId }, caller }) =>
      changeAccount({ userId, caller, change: 'graduate' }, deps),
    deleteAccount: ({ pathParameters: { userId }, caller }) =>
      changeAccount({ userId, caller, change: 'delete' }, deps),
  },
  { sessions },
);
