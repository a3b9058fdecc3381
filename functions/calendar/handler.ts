import { calendarRoutes } from '#shared/api/routes/calendar';
import { sessions } from '../accounts';
import { createGroupHandler } from '../lib/group-handler';
import { deleteObject, deleteRecord, findFile, ownReadyUpload } from '../uploads';
import { calendarFile, deleteCalendar, getCalendar, setCalendar } from './calendar';
import * as calendars from './repository';

const deps = {
  calendars,
  records: { findFile, ownReadyUpload, deleteRecord },
  storage: { deleteObject },
};

export const handler = createGroupHandler(
  calendarRoutes,
  {
    getCalendar: () => getCalendar({}, deps),
    setCalendar: ({ body, caller }) => setCalendar({ fileId: body.fileId, caller }, deps),
    calendarFile: ({ pathParameters }) => calendarFile(pathParameters, deps),
    deleteCalendar: ({ pathParameters }) => deleteCalendar(pathParameters, deps),
  },
  { sessions },
);
