import { timetableRoutes } from '#shared/api/routes/timetable';
import { accounts, sessions } from '../accounts';
import { bucketName } from '../lib/env';
import { createGroupHandler } from '../lib/group-handler';
import { findRoom } from '../rooms';
import { classesOf, isAssigned } from '../teaching';
import { firstBytes, records } from '../uploads';
import { addChange } from './changes';
import * as college from './college';
import { importTimetable } from './import';
import { classWeek, ownLectures, ownWeek } from './reads';
import { getPeriods, getTerm, setPeriods, setStudentBatch, setTerm } from './settings';
import { createSlot, deleteSlot, updateSlot } from './slots';

/* A timetable file is at most its kind's cap (1 MB); reading a little more shows nothing was cut off. */
const READ_LIMIT = 2 * 1024 * 1024;

const slotDeps = { accounts, findRoom, classesOf, findPeriods: college.findPeriods };
const readDeps = { accounts, isAssigned };
const importDeps = {
  ...slotDeps,
  records,
  saveLastImport: college.saveLastImport,
  readFile: (key: string) => firstBytes(bucketName('files'), key, READ_LIMIT),
};

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
    setStudentBatch: ({ pathParameters, body }) =>
      setStudentBatch({ userId: pathParameters.userId, batch: body.batch }, { college, accounts }),
    importTimetable: ({ body, caller }) => importTimetable(body.fileId, caller, importDeps),
  },
  { sessions },
);
