import { facultyListSchema, facultyQuerySchema } from '../../schemas/faculty';
import { defineGroup, PUBLIC } from '../define';

/** The faculty directory (spec §7: GET /admin/faculty). */
export const facultyRoutes = defineGroup('faculty', {
  listFaculty: {
    method: 'GET',
    path: '/api/admin/faculty',
    access: PUBLIC,
    query: facultyQuerySchema,
    response: facultyListSchema,
  },
});
