import { timetableRoutes } from '#shared/api/routes/timetable';
import { findByUserId, sessions } from '../accounts';
import { createGroupHandler } from '../lib/group-handler';
import { reply } from '../lib/http';
import { findRoom } from '../rooms';
import { classesOf, isAssigned, teachersOf } from '../teaching';
import { ownReadyUpload } from '../uploads';
import { addChange } from './changes';
import { classTeachers } from './class-teachers';
import * as college from './college';
import * as jobs from './import-jobs';
import * as queue from './import-queue';
import { importStatus, startImport } from './import-start';
import { dayOf } from './lectures';
import { classWeek, ownLectures, ownWeek } from './reads';
import { getPeriods, getTerm, setPeriods, setStudentBatch, setTerm } from './settings';
import { createSlot, deleteSlot, updateSlot } from './slots';
import { undoChange } from './undo-change';

const accounts = { findByUserId };
const slotDeps = { accounts, findRoom, classesOf, findPeriods: college.findPeriods };
const readDeps = { accounts, isAssigned };
const importDeps = { jobs, records: { ownReadyUpload }, queue };

export const handler = createGroupHandler(
  timetableRoutes,
  {
    getPeriods: () => getPeriods({ college }),
    setPeriods: ({ body }) => setPeriods(body, { college }),
    getTerm: () => getTerm({ college }),
    setTerm: ({ body }) => setTerm(body, { college }),
    classWeek: ({ query, caller }) => classWeek(query, caller, readDeps),
    ownWeek: ({ caller }) => ownWeek(caller, readDeps),
    ownLectures: ({ query, caller }) => ownLectures(query.date, caller, readDeps),
    createSlot: ({ body }) => createSlot(body, slotDeps),
    updateSlot: ({ pathParameters, body }) => updateSlot(pathParameters.slotId, body, slotDeps),
    deleteSlot: ({ pathParameters }) => deleteSlot(pathParameters.slotId),
    addChange: ({ body, caller }) => addChange(body, caller, slotDeps),
    classDay: ({ query: { date, ...studentClass } }) => dayOf({ classOf: studentClass }, date),
    undoChange: ({ body }) => undoChange(body),
    classTeachers: ({ query }) => classTeachers(query, { accounts, teachersOf }),
    setStudentBatch: ({ pathParameters, body }) =>
      setStudentBatch({ userId: pathParameters.userId, batch: body.batch }, { college, accounts }),
    importTimetable: async ({ body, caller }) =>
      reply(202, await startImport(body.fileId, caller, importDeps)),
    timetableImportStatus: ({ pathParameters, caller }) =>
      importStatus(pathParameters.jobId, caller, importDeps),
  },
  { sessions },
);
