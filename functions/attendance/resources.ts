import { defineResources } from '../lib/resources/grants';

/** Attendance records and lecture marks, the accounts that say who is a student, and the timetable. */
export const resources = defineResources({
  tables: {
    // A lecture's mark item is read alone (get), a fortnight's in a batch (batchGet), and put.
    attendance: ['get', 'put', 'batchGet', 'query', 'query:byClassDate', 'batchWrite'],
    // A class's Students, by name (accounts' class roster); an account by id is what the timetable's
    // days read for a Student.
    users: ['query:studentsByClass', 'query:byUserId'],
    // The classes a Faculty member is assigned: the only ones they mark by type, read and export.
    teaching: ['query'],
    // The lectures a mark names, a Faculty member's days, the term, and a student's batch; a class's
    // dated changes for the rest of the term, one query of its partition (decision 55).
    timetable: ['get', 'batchGet', 'query'],
    // A mark stamps its class and teachers, the bands the college (decision 64).
    changeStamps: ['put'],
  },
});
