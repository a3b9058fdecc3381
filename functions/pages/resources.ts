import { defineResources } from '../lib/resources/grants';

/* The departments it lists; the site bucket's documents are the web stack's, granted there. */
export const resources = defineResources({ tables: { departments: ['scan'] } });
