import { defineResources } from '../lib/resources/grants';

export const resources = defineResources({
  tables: { faculty: ['scan', 'query:byDepartment', 'put', 'delete'] },
});
