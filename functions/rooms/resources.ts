import { defineResources } from '../lib/resources/grants';

export const resources = defineResources({ tables: { rooms: ['get', 'scan', 'put', 'delete'] } });
