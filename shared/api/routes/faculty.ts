import * as z from 'zod';
import { messageSchema } from '../../schemas/account';
import {
  facultyFormSchema,
  facultyIdSchema,
  facultyListSchema,
  facultyQuerySchema,
  facultyUpdateSchema,
} from '../../schemas/faculty';
import { defineGroup, PUBLIC, rolesOnly } from '../define';

/** The faculty directory: anyone reads it, an Admin adds, edits and deletes entries. */
export const facultyRoutes = defineGroup('faculty', {
  listFaculty: {
    method: 'GET',
    path: '/api/admin/faculty',
    access: PUBLIC,
    query: facultyQuerySchema,
    response: facultyListSchema,
  },
  addFaculty: {
    method: 'POST',
    path: '/api/admin/faculty',
    access: rolesOnly('Admin'),
    body: facultyFormSchema,
    response: messageSchema.extend({ id: z.string() }),
  },
  updateFaculty: {
    method: 'PUT',
    path: '/api/admin/faculty',
    access: rolesOnly('Admin'),
    body: facultyUpdateSchema,
    response: messageSchema,
  },
  deleteFaculty: {
    method: 'DELETE',
    path: '/api/admin/faculty',
    access: rolesOnly('Admin'),
    body: facultyIdSchema,
    response: messageSchema,
  },
});
