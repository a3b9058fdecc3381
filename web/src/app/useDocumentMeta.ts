import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { SITE_DESCRIPTION, SITE_NAME, SITE_PAGES } from '../lib/site-map';

/** The title and description of the page at `pathname`, from the site map. */
export function documentMetaOf(pathname: string): { title: string; description: string } {
  const first = pathname.split('/')[1] ?? '';
  const page = SITE_PAGES.find((candidate) => candidate.path === first);
  if (!page) return { title: SITE_NAME, description: SITE_DESCRIPTION };
  const description = 'description' in page ? page.description : SITE_DESCRIPTION;
  // As the page's own title reads (lib/useDocumentTitle.ts), which each page sets.
  return { title: `${page.title} — Campus`, description };
}

/* The head element `selector` names, made with `attributes` when index.html has none. */
function headElement(tag: 'meta' | 'link', selector: string, attributes: Record<string, string>): Element {
  const found = document.head.querySelector(selector);
  if (found) return found;
  const made = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) made.setAttribute(name, value);
  document.head.append(made);
  return made;
}

/**
 * Keeps the document's description, canonical address and link-preview tags on the page shown, as
 * the site map names it (index.html carries the landing page's; each page sets its own title).
 */
export function useDocumentMeta(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    const { title, description } = documentMetaOf(pathname);
    const url = new URL(pathname, window.location.origin).href;
    const set = (tag: 'meta' | 'link', key: string, value: string, attribute: string, content: string) =>
      headElement(tag, `${tag}[${attribute}="${key}"]`, { [attribute]: key }).setAttribute(content, value);
    set('meta', 'description', description, 'name', 'content');
    set('link', 'canonical', url, 'rel', 'href');
    set('meta', 'og:title', title, 'property', 'content');
    set('meta', 'og:description', description, 'property', 'content');
    set('meta', 'og:url', url, 'property', 'content');
  }, [pathname]);
}
