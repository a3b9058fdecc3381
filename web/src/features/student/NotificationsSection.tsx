import { useEffect } from 'react';
import { MESSAGES } from '#shared/constants/messages';
import { useRecordVisit } from '../../api/reads/dashboard';
import { PagedList } from '../../components/PagedList';
import { useAnnouncements, useAnnouncementsSeen } from './useAnnouncements';

const dateFormat = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' });

/** Notifications: the announcements, newest first, each with its title and message. */
export function NotificationsSection() {
  const announcements = useAnnouncements();
  const { seenAt, markSeen } = useAnnouncementsSeen();
  // Read from now on: the dashboard's count starts again from this opening.
  useRecordVisit('notifications', true);
  const shown = announcements.data?.pages.flatMap((page) => page.announcements);
  const newest = shown?.[0]?.postedAt;
  // Seen once shown: the next visit counts only what came after.
  useEffect(() => {
    if (newest) markSeen(newest);
  }, [newest, markSeen]);

  return (
    <section className="panel" aria-labelledby="notifications-heading">
      <h2 id="notifications-heading">Notifications</h2>
      <PagedList
        pages={announcements}
        items={shown}
        className="account-list"
        loading="Loading announcements…"
        failed={MESSAGES.failedToFetchAnnouncements}
        empty={MESSAGES.noAnnouncements}
        more="Show more announcements"
        loadingMore="Loading more announcements…"
      >
        {(announcement) => (
          <li key={announcement.id} className="announcement">
            <h3>
              {announcement.title}
              {announcement.postedAt > seenAt && seenAt !== '' && <span className="tag">New</span>}
            </h3>
            <p className="message-text">{announcement.message}</p>
            <p className="muted">
              {announcement.author} · {dateFormat.format(new Date(announcement.postedAt))}
            </p>
          </li>
        )}
      </PagedList>
    </section>
  );
}
