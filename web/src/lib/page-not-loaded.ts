/** What a page says when its code could not be loaded: the entry's words and the layout's alike. */
export const PAGE_NOT_LOADED = 'This page could not finish loading. Reload the page to try again.';
