import { defineResources } from '../lib/resources/grants';

/*
 * The dashboards' facts, each one bounded read of its owner's table (sparse indexes, a capped
 * count, the newest item), and the users' last visits, which this group owns.
 */
export const resources = defineResources({
  tables: {
    users: ['query:pendingByDate', 'query:byUserId'],
    mailOutbox: ['query:failedMail'],
    contactMessages: ['query:gaveUp'],
    rosterImports: ['query:newest'],
    announcements: ['query'],
    notes: ['query:byBranch'],
    gptTasks: ['query:byOwner'],
    lastVisits: ['query', 'update'],
  },
});
