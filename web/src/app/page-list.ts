import type { ComponentType } from 'react';
import { type PageEntry, SITE_PAGES } from '../lib/site-map';

export interface Page extends PageEntry {
  /** The page's code, loaded on first visit. */
  readonly load: () => Promise<ComponentType>;
  /** Whether the page reads through the query cache, whose code then comes with the page's. */
  readonly readsCache: boolean;
}

export type Load = () => Promise<ComponentType>;

/*
 * Pages that read nothing through the query cache, so their code comes without TanStack Query's:
 * the contact page only sends a message (decision 37, "What /contact waits for").
 */
const WITHOUT_CACHE: ReadonlySet<string> = new Set(['contact']);

/** The site map's pages, each with the code `codeOf` gives it. */
export function pagesWith(codeOf: (page: (typeof SITE_PAGES)[number]) => Load): readonly Page[] {
  return SITE_PAGES.map((page) => ({
    ...page,
    load: codeOf(page),
    readsCache: !WITHOUT_CACHE.has(page.path),
  }));
}
