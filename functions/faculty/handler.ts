import { createGroupHandler } from '../lib/group-handler';
import { ok } from '../lib/http';
import { listAll, listByDepartment } from './repository';

export const handler = createGroupHandler('faculty', {
  listFaculty: async ({ query }) =>
    ok(query.department ? await listByDepartment(query.department) : await listAll()),
});
