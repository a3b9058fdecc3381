import { defineResources } from '../lib/resources/grants';

/*
 * The feed tokens, the per-token counter, and what a feed reads: the account (role, class), the
 * timetable's items and batch, and the rooms' locations.
 */
export const resources = defineResources({
  tables: {
    calendarFeeds: ['get', 'put', 'delete'],
    rateLimits: ['update'],
    users: ['query:byUserId'],
    timetable: ['get', 'batchGet'],
    rooms: ['get'],
  },
});
