import { defineResources } from '../lib/resources/grants';

/**
 * Import jobs, the upload records they start from, the queue that hands them to the worker; and
 * for an invitation's use, its link, the account whose password it sets (read first, strongly
 * consistent) and the account's sessions, which it ends (the accounts module names the Admin's
 * directory too, which setting a password does not change).
 */
export const resources = defineResources({
  tables: {
    rosterImports: ['get', 'put'],
    files: ['get'],
    users: ['get', 'update'],
    accountSessions: ['delete', 'query'],
    passwordResets: ['delete'],
    // A new job is the Admin's dashboard's last import (decision 64).
    changeStamps: ['put'],
  },
});
