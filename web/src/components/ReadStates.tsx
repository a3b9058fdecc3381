import type { ReactNode } from 'react';

/**
 * What a list's read shows in place of its items: that it is loading (announced politely), that
 * it failed, or that there is nothing yet. The items themselves are the caller's own markup.
 */
export function ReadStates(props: {
  /** The query (TanStack Query's result gives these). */
  readonly read: { readonly isPending: boolean; readonly isError: boolean };
  /** How many items the read gave; undefined until it has given any. */
  readonly count: number | undefined;
  readonly loading: string;
  readonly failed: ReactNode;
  readonly empty: ReactNode;
}) {
  return (
    <>
      {props.read.isPending && <p role="status">{props.loading}</p>}
      {props.read.isError && <p className="error-text">{props.failed}</p>}
      {props.count === 0 && <p>{props.empty}</p>}
    </>
  );
}
