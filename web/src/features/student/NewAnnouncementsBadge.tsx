import { useNewAnnouncementCount } from './useAnnouncements';

/**
 * The Notifications card's count of announcements new since the last look: a module of its own,
 * so the Student dashboard's landing page loads it without the Notifications section.
 */
export function NewAnnouncementsBadge() {
  const count = useNewAnnouncementCount();
  if (!count) return null;
  return <span className="tag">{count === 1 ? '1 new' : `${count} new`}</span>;
}
