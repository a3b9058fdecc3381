import { defineResources } from '../lib/resources/grants';

export const resources = defineResources({
  tables: { chatMessages: ['put', 'query'], rateLimits: ['update'] },
  // How long a message is kept (decision 20).
  settings: ['chatRetentionDays'],
});
