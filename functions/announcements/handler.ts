import { announcementsRoutes } from '#shared/api/routes/announcements';
import { sessions } from '../accounts';
import { scopes, stampChange } from '../lib/change-stamps';
import { createGroupHandler } from '../lib/group-handler';
import { reply } from '../lib/http';
import { listAnnouncements, postAnnouncement } from './announcements';
import * as announcements from './repository';

const deps = { announcements };

export const handler = createGroupHandler(
  announcementsRoutes,
  {
    postAnnouncement: async ({ body, caller }) => {
      const posted = await postAnnouncement({ ...body, caller }, deps);
      // Every Student's unread count (decision 64).
      await stampChange(scopes.college);
      return reply(201, posted);
    },
    listAnnouncements: ({ query }) => listAnnouncements(query, deps),
  },
  { sessions },
);
