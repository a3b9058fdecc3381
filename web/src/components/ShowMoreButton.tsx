import { type RefObject, useRef } from 'react';

/** What the button needs of a paged query. */
export interface PagedQuery {
  readonly hasNextPage: boolean;
  readonly isFetchingNextPage: boolean;
  readonly fetchNextPage: () => Promise<unknown>;
}

/**
 * "Show more" under a paged list. Once the next page is in, focus moves to its first item: the
 * button may be gone (the last page), and a keyboard user goes on reading where the new items start.
 */
export function ShowMoreButton(props: {
  /** The list (or table body) whose children are the items. */
  readonly list: RefObject<HTMLElement | null>;
  /** The paged query (TanStack Query's infinite query gives these). */
  readonly pages: PagedQuery;
  readonly label: string;
  readonly loadingLabel: string;
}) {
  const busy = useRef(false);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = props.pages;
  if (!hasNextPage) return null;

  async function more() {
    if (busy.current) return;
    busy.current = true;
    const shown = props.list.current?.children.length ?? 0;
    await fetchNextPage();
    busy.current = false;
    // After React has drawn the new items.
    requestAnimationFrame(() => {
      const first = props.list.current?.children[shown];
      if (first instanceof HTMLElement) {
        first.tabIndex = -1;
        first.focus();
      }
    });
  }

  return (
    <button
      type="button"
      className="button button-ghost"
      disabled={isFetchingNextPage}
      onClick={() => void more()}
    >
      {isFetchingNextPage ? props.loadingLabel : props.label}
    </button>
  );
}
