import * as z from 'zod';
import { text } from './text';

export const postAnnouncementSchema = z.object({
  title: text('title', { min: 1, max: 150 }),
  message: text('message', { min: 1, max: 5000, multiline: true }),
});
export type PostAnnouncementInput = z.infer<typeof postAnnouncementSchema>;

/** An announcement (title, message), with who posted it and when. */
export const announcementSchema = z.object({
  id: z.string(),
  title: z.string(),
  message: z.string(),
  author: z.string(),
  postedAt: z.string(),
});
export type Announcement = z.infer<typeof announcementSchema>;

export const announcementsQuerySchema = z.object({ cursor: z.string().max(2048).optional() });
export const announcementsPageSchema = z.object({
  announcements: z.array(announcementSchema),
  nextCursor: z.string().optional(),
});
export type AnnouncementsPage = z.infer<typeof announcementsPageSchema>;

export const postedAnnouncementSchema = z.object({ msg: z.string(), announcement: announcementSchema });
