import { messageSchema } from '../../schemas/account';
import {
  acceptInvitationSchema,
  importJobSchema,
  jobIdParamsSchema,
  startImportSchema,
} from '../../schemas/roster';
import { defineGroup, PUBLIC, rolesOnly } from '../define';

const ADMIN = rolesOnly('Admin');

/*
 * Roster imports (decision 16): an Admin starts one on a confirmed roster upload of their own, then
 * follows it; a background worker checks every row and applies them all or none. Each new account
 * is mailed a single-use link, whose holder sets the first password here.
 */
export const rosterRoutes = defineGroup('roster', {
  startImport: {
    method: 'POST',
    path: '/api/admin/roster/imports',
    access: ADMIN,
    body: startImportSchema,
    response: importJobSchema,
    // What the import's worker writes once it runs (its accounts, classes and teaching): the web
    // refreshes these when the import has finished (useImportJob).
    refreshes: ['users', 'attendance', 'auth', 'dashboard'],
  },
  importStatus: {
    method: 'GET',
    path: '/api/admin/roster/imports/{jobId}',
    access: ADMIN,
    readOnly: true,
    params: jobIdParamsSchema,
    response: importJobSchema,
  },
  acceptInvitation: {
    method: 'POST',
    path: '/api/invitations/accept',
    access: PUBLIC,
    body: acceptInvitationSchema,
    response: messageSchema,
    refreshes: ['auth', 'users', 'attendance', 'dashboard', 'timetable'],
  },
});
