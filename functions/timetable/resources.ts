import { defineResources } from '../lib/resources/grants';

/*
 * The timetable's items (day items read in batches and put on their version), the accounts it
 * names (a Faculty member by id, or by email in an import), the rooms and teaching it checks
 * against, and the timetable uploads it imports.
 */
export const resources = defineResources({
  tables: {
    timetable: ['get', 'put', 'batchGet'],
    users: ['query:byUserId', 'batchGet'],
    rooms: ['get'],
    teaching: ['query'],
    files: ['get'],
    // Named only: the accounts module names the Admin's directory, which nothing here reaches.
    accountDirectory: [],
  },
  buckets: { files: { get: ['timetable/'] } },
});
