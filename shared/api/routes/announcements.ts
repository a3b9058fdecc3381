import {
  announcementsPageSchema,
  announcementsQuerySchema,
  postAnnouncementSchema,
  postedAnnouncementSchema,
} from '../../schemas/announcements';
import { defineGroup, rolesOnly, SIGNED_IN } from '../define';

/** Announcements: Faculty and Admins post them, everyone signed in reads them. */
export const announcementsRoutes = defineGroup('announcements', {
  postAnnouncement: {
    method: 'POST',
    path: '/api/announcements',
    access: rolesOnly('Faculty', 'Admin'),
    body: postAnnouncementSchema,
    response: postedAnnouncementSchema,
    refreshes: ['dashboard'],
  },
  listAnnouncements: {
    method: 'GET',
    path: '/api/announcements',
    access: SIGNED_IN,
    readOnly: true,
    query: announcementsQuerySchema,
    response: announcementsPageSchema,
  },
});
