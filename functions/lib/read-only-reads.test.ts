import { describe, expect, it } from 'vitest';
import { routeKey } from '../../shared/api/define';
import { ROUTE_LIST } from '../../shared/api/routes';

/*
 * A signed-in GET runs beside the check that its session is live (group-handler.ts), so its action
 * must only read: a write would happen even for a session that turns out to have ended. These
 * routes' actions were reviewed for that; a new signed-in GET fails here until its action is
 * reviewed too and added.
 */
const REVIEWED_AS_READ_ONLY = [
  'GET /api/announcements',
  'GET /api/students',
  'GET /api/attendance/data',
  'GET /api/attendance/export',
  'GET /api/attendance',
  'GET /api/user',
  'GET /api/messages',
  'GET /api/admin/contact-messages',
  'GET /api/files/{fileId}/download',
  'GET /api/forum/feed',
  'GET /api/personalizedgpt/status/{taskId}',
  'GET /api/personalizedgpt',
  'GET /api/notes',
  'GET /api/download_note/{file_id}',
  'GET /api/getdirections',
  'GET /api/rooms',
  'GET /api/admin/users',
];

describe('signed-in reads', () => {
  it('are only the GET routes whose actions were reviewed as read-only', () => {
    const reads = ROUTE_LIST.filter((route) => route.method === 'GET' && route.access.kind !== 'public');
    expect(reads.map(routeKey).sort()).toEqual([...REVIEWED_AS_READ_ONLY].sort());
  });
});
