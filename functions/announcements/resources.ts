import { defineResources } from '../lib/resources/grants';

export const resources = defineResources({ tables: { announcements: ['put', 'query'] } });
