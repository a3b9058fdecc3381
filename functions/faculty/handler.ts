import { facultyRoutes } from '../../shared/api/routes/faculty';
import { createGroupHandler } from '../lib/group-handler';
import { listFaculty } from './list-faculty';
import * as faculty from './repository';

const deps = { faculty };

export const handler = createGroupHandler(facultyRoutes, {
  listFaculty: ({ query }) => listFaculty(query, deps),
});
