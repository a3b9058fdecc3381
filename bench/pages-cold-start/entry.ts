import { departmentsRoutes } from '#shared/api/routes/departments';
import { pageHandler } from '../../functions/pages/handler';

/*
 * The pages function's code with its one read answered in process, so a cold start is measured
 * without a DynamoDB: what is timed is loading the bundle and rendering the page, twice.
 */
export const handler = pageHandler({
  [departmentsRoutes.listDepartments.id]: async () => [
    { name: 'Civil Engineering', description: 'Bridges and roads.' },
    { name: 'Mechanical Engineering', description: 'Engines.', image: '/media/mechanical.png' },
  ],
});
