import { defineResources } from '../lib/resources/grants';

export const resources = defineResources({ tables: { departments: ['scan', 'put', 'delete'] } });
