import { type RefObject, useRef } from 'react';

/**
 * "Show more" under a paged list. Once the next page is in, focus moves to its first item: the
 * button may be gone (the last page), and a keyboard user goes on reading where the new items start.
 */
export function ShowMoreButton(props: {
  /** The list (or table body) whose children are the items. */
  readonly list: RefObject<HTMLElement | null>;
  readonly hasNextPage: boolean;
  readonly loading: boolean;
  readonly fetchNextPage: () => Promise<unknown>;
  readonly label: string;
  readonly loadingLabel: string;
}) {
  const busy = useRef(false);
  if (!props.hasNextPage) return null;

  async function more() {
    if (busy.current) return;
    busy.current = true;
    const shown = props.list.current?.children.length ?? 0;
    await props.fetchNextPage();
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
      disabled={props.loading}
      onClick={() => void more()}
    >
      {props.loading ? props.loadingLabel : props.label}
    </button>
  );
}
