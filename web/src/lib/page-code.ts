/**
 * A rendered page's own lazily loaded code (its chunk and the chunks that chunk imports), which
 * the build names in a meta tag of this name rather than in preload links: those would be fetched
 * beside the first view's stylesheet and hero image and hold its paint back (decision 37).
 */
export const PAGE_CODE_META = 'campus-page-code';

/**
 * Asks the browser for the page's code named in the meta tag, once the page has painted, so the
 * router finds it fetched when it starts instead of asking for it then.
 */
export function preloadPageCode(document: Document): void {
  const named = document.querySelector<HTMLMetaElement>(`meta[name="${PAGE_CODE_META}"]`)?.content ?? '';
  for (const href of named.split(' ').filter(Boolean)) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
}
