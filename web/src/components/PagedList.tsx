import { type ReactNode, useRef } from 'react';
import { ReadStates } from './ReadStates';
import { type PagedQuery, ShowMoreButton } from './ShowMoreButton';

/**
 * A list read a page at a time: its read's states (ReadStates), the items shown so far, and
 * "Show more" under them, which moves focus to the first new item.
 */
export function PagedList<Item>(props: {
  /** The paged query (TanStack Query's infinite query gives these). */
  readonly pages: PagedQuery & { readonly isPending: boolean; readonly isError: boolean };
  /** Every page's items, in order; undefined until the first page is in. */
  readonly items: readonly Item[] | undefined;
  readonly className: string;
  readonly loading: string;
  readonly failed: ReactNode;
  readonly empty: ReactNode;
  readonly more: string;
  readonly loadingMore: string;
  /** One item, as a keyed <li>. */
  readonly children: (item: Item) => ReactNode;
}) {
  const list = useRef<HTMLUListElement>(null);
  const { items } = props;
  return (
    <>
      <ReadStates
        read={props.pages}
        count={items?.length}
        loading={props.loading}
        failed={props.failed}
        empty={props.empty}
      />
      {items && items.length > 0 && (
        <ul className={props.className} ref={list}>
          {items.map((item) => props.children(item))}
        </ul>
      )}
      <ShowMoreButton list={list} pages={props.pages} label={props.more} loadingLabel={props.loadingMore} />
    </>
  );
}
