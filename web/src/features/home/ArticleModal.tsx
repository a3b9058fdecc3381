import { useEffect, useRef } from 'react';
import { articleDate } from './article-date';
import type { Article } from './content';

/**
 * The full article over the page. Close button, a click on the overlay, or Escape closes it;
 * focus moves into the dialog, stays there, and goes back to the card's button on closing.
 */
export function ArticleModal({ article, onClose }: { article: Article; onClose: () => void }) {
  const overlay = useRef<HTMLDivElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    const element = overlay.current;
    closeButton.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
      if (event.key === 'Tab') {
        // The dialog has one control: Tab stays on it.
        event.preventDefault();
        closeButton.current?.focus();
      }
    };
    // Only a click on the overlay itself closes it, not one inside the dialog.
    const onClick = (event: MouseEvent) => event.target === element && onClose();
    document.addEventListener('keydown', onKey);
    element?.addEventListener('click', onClick);
    return () => {
      document.removeEventListener('keydown', onKey);
      element?.removeEventListener('click', onClick);
      opener?.focus();
    };
  }, [onClose]);

  return (
    <div ref={overlay} className="modal-overlay" data-testid="modal-overlay">
      <div className="modal" role="dialog" aria-modal="true" aria-labelledby="article-title">
        <p className="tag">{article.tag}</p>
        <h2 id="article-title">{article.title}</h2>
        <p className="muted">{articleDate(article.date, 'long')}</p>
        <p>{article.details}</p>
        <button ref={closeButton} type="button" className="button button-primary" onClick={onClose}>
          Close
        </button>
      </div>
    </div>
  );
}
