import { useInfiniteQuery } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';
import { announcementsRoutes } from '#shared/api/routes/announcements';
import { routePagesQuery } from '../../api/queries';

export function useAnnouncements() {
  return useInfiniteQuery(routePagesQuery(announcementsRoutes.listAnnouncements));
}

/* When this browser last showed the announcements: the newest one's time then. */
const SEEN_KEY = 'announcementsSeenAt';
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** When the student last looked, and a way to say they have looked now. */
export function useAnnouncementsSeen() {
  const seenAt = useSyncExternalStore(subscribe, () => localStorage.getItem(SEEN_KEY) ?? '');
  const markSeen = useCallback((newest: string) => {
    if (newest <= (localStorage.getItem(SEEN_KEY) ?? '')) return;
    localStorage.setItem(SEEN_KEY, newest);
    for (const listener of listeners) listener();
  }, []);
  return { seenAt, markSeen };
}
