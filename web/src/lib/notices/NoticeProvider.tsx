import { type ReactNode, useCallback, useMemo, useRef, useState } from 'react';
import { type Notice, NoticeContext, type NoticeTone } from './NoticeContext';

const VISIBLE_MS = 6000;

/*
 * The required alerts (docs/requirements.md#alerts) are shown here rather than in blocking dialogs
 * (decision 8): same words, but the page stays usable, and screen readers hear them through live
 * regions (errors assertively).
 */
export function NoticeProvider({ children }: { children: ReactNode }) {
  const [notices, setNotices] = useState<Notice[]>([]);
  const nextId = useRef(1);

  const dismiss = useCallback((id: number) => setNotices((all) => all.filter((n) => n.id !== id)), []);
  const notify = useCallback(
    (text: string, tone: NoticeTone = 'info') => {
      const id = nextId.current++;
      setNotices((all) => [...all, { id, text, tone }]);
      setTimeout(() => dismiss(id), VISIBLE_MS);
    },
    [dismiss],
  );
  const value = useMemo(() => notify, [notify]);

  const list = (tones: NoticeTone[]) =>
    notices
      .filter((notice) => tones.includes(notice.tone))
      .map((notice) => (
        <div key={notice.id} className={`notice notice-${notice.tone}`}>
          <span>{notice.text}</span>
          <button
            type="button"
            className="notice-close"
            aria-label="Dismiss"
            onClick={() => dismiss(notice.id)}
          >
            ×
          </button>
        </div>
      ));

  return (
    <NoticeContext.Provider value={value}>
      {children}
      <div className="notices">
        <div role="status">{list(['success', 'info'])}</div>
        <div role="alert">{list(['error'])}</div>
      </div>
    </NoticeContext.Provider>
  );
}
