import { facultyRoutes } from '#shared/api/routes/faculty';
import { sessions } from '../accounts';
import { createGroupHandler } from '../lib/group-handler';
import { reply } from '../lib/http';
import { addFaculty, deleteFaculty, updateFaculty } from './change-faculty';
import { listFaculty } from './list-faculty';
import * as faculty from './repository';

const deps = { faculty };

export const handler = createGroupHandler(
  facultyRoutes,
  {
    listFaculty: ({ query }) => listFaculty(query, deps),
    addFaculty: async ({ body }) => reply(201, await addFaculty(body, deps)),
    updateFaculty: ({ body }) => updateFaculty(body, deps),
    deleteFaculty: ({ body }) => deleteFaculty(body, deps),
  },
  { sessions },
);
