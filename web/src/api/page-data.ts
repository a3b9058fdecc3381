import type { DehydratedState } from '@tanstack/react-query';

/*
 * A public page served with its data (`renderWithData`, web/src/prerender/render-page.tsx, decision 38) carries
 * what its queries held when it was rendered, in a JSON block of this id: the browser's cache
 * starts from it, so hydration finds the same list the HTML shows, and the usual staleness rules
 * then read it again.
 */
export const PAGE_DATA_ID = 'campus-page-data';

/**
 * The block as HTML. Every `<` is escaped: a department's description is an Admin's text, and
 * `</script>` in it must not end the block and start markup of its own.
 */
export const pageDataBlock = (state: DehydratedState): string =>
  `<script type="application/json" id="${PAGE_DATA_ID}">${JSON.stringify(state).replaceAll('<', '\\u003c')}</script>`;

/** The data the page arrived with; undefined when it arrived without (or with a block unreadable). */
export function pageDataOf(document: Document): DehydratedState | undefined {
  const text = document.getElementById(PAGE_DATA_ID)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as DehydratedState;
  } catch {
    return undefined;
  }
}
