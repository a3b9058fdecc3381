import { randomUUID } from 'node:crypto';
import { MESSAGES } from '#shared/constants/messages';
import type { Announcement, AnnouncementsPage, PostAnnouncementInput } from '#shared/schemas/announcements';
import type { NamedCaller } from '../lib/caller';
import { HttpError } from '../lib/http';
import type * as repository from './repository';
import type { StoredAnnouncement } from './repository';

export const ANNOUNCEMENTS_PAGE_SIZE = 20;

const toAnnouncement = ({ id, title, message, author, postedAt }: StoredAnnouncement): Announcement => ({
  id,
  title,
  message,
  author,
  postedAt,
});

/** Stores an announcement with its author and time. */
export async function postAnnouncement(
  input: PostAnnouncementInput & { readonly caller: NamedCaller },
  deps: { readonly announcements: Pick<typeof repository, 'saveAnnouncement'> },
): Promise<{ msg: string; announcement: Announcement }> {
  const announcement: StoredAnnouncement = {
    id: randomUUID(),
    title: input.title,
    message: input.message,
    author: input.caller.name,
    authorId: input.caller.userId,
    postedAt: new Date().toISOString(),
  };
  await deps.announcements.saveAnnouncement(announcement);
  return { msg: MESSAGES.announcementPosted, announcement: toAnnouncement(announcement) };
}

export async function listAnnouncements(
  input: { readonly cursor?: string },
  deps: { readonly announcements: Pick<typeof repository, 'listAnnouncements'> },
): Promise<AnnouncementsPage> {
  const page = await deps.announcements.listAnnouncements(ANNOUNCEMENTS_PAGE_SIZE, input.cursor);
  if (page === 'invalidCursor') throw new HttpError(400, 'cursor is not a page of this list');
  return { announcements: page.announcements.map(toAnnouncement), nextCursor: page.nextCursor };
}
