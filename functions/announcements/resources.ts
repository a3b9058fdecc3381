import { defineResources } from '../lib/resources/grants';

export const resources = defineResources({
  // A posted announcement stamps the college (decision 64).
  tables: { announcements: ['put', 'query'], changeStamps: ['put'] },
});
