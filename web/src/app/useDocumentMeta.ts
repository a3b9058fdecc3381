import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { documentMetaOf } from '../lib/page-documents';

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
 * the site map names it, while the visitor moves between pages: a rendered page arrives with its
 * own (lib/page-documents.ts), and each page sets its own title.
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
    set('meta', 'twitter:title', title, 'name', 'content');
    set('meta', 'twitter:description', description, 'name', 'content');
  }, [pathname]);
}
