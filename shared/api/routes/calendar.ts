import { messageSchema } from '../../schemas/account';
import {
  calendarFileParamsSchema,
  calendarFileSchema,
  calendarSchema,
  setCalendarSchema,
} from '../../schemas/calendar';
import { defineGroup, PUBLIC, rolesOnly } from '../define';

/**
 * The academic calendar (acad_calendar, docs/requirements.md#api-calls): one current PDF that anyone may
 * read and an Admin replaces or deletes. The PDF itself is uploaded through the files mechanism
 * first.
 */
export const calendarRoutes = defineGroup('calendar', {
  getCalendar: { method: 'GET', path: '/api/admin/acad_calendar', access: PUBLIC, response: calendarSchema },
  setCalendar: {
    method: 'POST',
    path: '/api/admin/acad_calendar',
    access: rolesOnly('Admin'),
    body: setCalendarSchema,
    response: calendarSchema.extend({ msg: messageSchema.shape.msg }),
  },
  calendarFile: {
    method: 'GET',
    path: '/api/admin/acad_calendar/{filename}',
    access: PUBLIC,
    params: calendarFileParamsSchema,
    response: calendarFileSchema,
  },
  deleteCalendar: {
    method: 'DELETE',
    path: '/api/admin/acad_calendar/{filename}',
    access: rolesOnly('Admin'),
    params: calendarFileParamsSchema,
    response: messageSchema,
  },
});
