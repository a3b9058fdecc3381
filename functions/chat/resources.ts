import { defineResources } from '../lib/resources/grants';

export const resources = defineResources({
  tables: { chatMessages: ['put', 'query'], rateLimits: ['update'] },
});
