import { defineResources } from '../lib/resources/grants';

/*
 * The timetable's items (day items read in batches and put on their version), the accounts it
 * names (a Faculty member by id), the rooms and teaching it checks against; and an import's start
 * (decision 50): the upload it names, its job and the queue to its worker.
 */
export const resources = defineResources({
  tables: {
    // A weekly slot is checked against its owners' dated items for the rest of the term (query);
    // a class's marker of "students but no timetable" is deleted when it gets a slot (decision 55).
    timetable: ['get', 'put', 'delete', 'batchGet', 'query'],
    users: ['query:byUserId'],
    rooms: ['get'],
    // A Faculty member's classes (query), and a class's teachers for the slot form (its branch index).
    teaching: ['query', 'query:byBranch'],
    files: ['get'],
    // Every write of the timetable stamps the dashboards that show it (decision 64).
    changeStamps: ['put'],
  },
});
