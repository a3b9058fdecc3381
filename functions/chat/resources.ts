import { defineResources } from '../lib/resources/grants';

export const resources = defineResources({ tables: { chatMessages: 'readWrite', rateLimits: 'readWrite' } });
