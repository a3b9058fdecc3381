import { announcementsRoutes } from '#shared/api/routes/announcements';
import { sessions } from '../accounts';
import { createGroupHandler } from '../lib/group-handler';
import { reply } from '../lib/http';
import { listAnnouncements, postAnnouncement } from './announcements';
import * as announcements from './repository';

const deps = { announcements };

export const handler = createGroupHandler(
  announcementsRoutes,
  {
    postAnnouncement: async ({ body, caller }) =>
      reply(201, await postAnnouncement({ ...body, caller }, deps)),
    listAnnouncements: ({ query }) => listAnnouncements(query, deps),
  },
  { sessions },
);
