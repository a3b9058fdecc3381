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
    // Each user's kept summary and the change stamps it is checked against (decision 64); a visit
    // stamps its user.
    dashboardSummaries: ['batchGet', 'put'],
    changeStamps: ['batchGet', 'put'],
    // A class's or Faculty member's days (day items in batches), the term and a Student's batch;
    // a Student's class's dated changes to the term's end and the college's classes (decision 55).
    timetable: ['get', 'batchGet', 'query'],
    // Whether a Faculty member's lectures of the last 14 days are marked: one batch of mark items,
    // and a lecture's mark item read alone by the teaching day it shares with attendance; the
    // under-minimum counts of their classes (one batch), the bands, and a Student's term records.
    attendance: ['get', 'batchGet', 'query'],
  },
});
