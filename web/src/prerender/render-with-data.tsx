import { dehydrate } from '@tanstack/react-query';
import { pageDataBlock } from '../api/page-data';
import type { ReadRoute } from '../api/queries';
import { SERVED_ROUTES } from '../app/served-pages';
import { PAGE_READS } from './page-reads';
import { renderIn } from './render-in';

/*
 * The pages served with their data (decision 38), rendered by the pages function with the served
 * pages' code only (decision 57): the same layout and page components, so the same markup.
 */

/* Each page's markup as the build rendered it, which the page served with its data replaces. */
const builtMarkup = new Map<string, Promise<string>>();
const markupAsBuilt = (pathname: string): Promise<string> => {
  let markup = builtMarkup.get(pathname);
  if (!markup) {
    markup = renderIn(SERVED_ROUTES, pathname, []).then((page) => page.html);
    builtMarkup.set(pathname, markup);
  }
  return markup;
};

/**
 * The page's document as the build wrote it (`built`), with its reads' answers in place of their
 * loading state and in the page's data block, for the browser's cache to start from. `read`
 * answers one of PAGE_READS's routes as the API would. A page that reads nothing is returned as
 * it is. A document of another build (its markup is not this code's: a deploy in progress, or a
 * bundle that drifted from the build) is refused, as a failed read is: the caller serves it as
 * built, which loads its data in the browser, and says so.
 */
export async function renderWithData(
  built: string,
  pathname: string,
  read: (route: ReadRoute) => Promise<unknown>,
): Promise<string> {
  const reads = PAGE_READS[pathname];
  if (!reads) return built;
  const asBuilt = await markupAsBuilt(pathname);
  const at = built.indexOf(asBuilt);
  if (at < 0 || !built.includes('</head>')) {
    throw new Error(
      `The document of ${pathname} is not this build's: its markup is not the one rendered here`,
    );
  }
  const answers = await Promise.all(reads.map(async (route) => ({ route, data: await read(route) })));
  const { html, queryClient } = await renderIn(SERVED_ROUTES, pathname, answers);
  const withData = built.slice(0, at) + html + built.slice(at + asBuilt.length);
  return withData.replace('</head>', () => `  ${pageDataBlock(dehydrate(queryClient))}\n  </head>`);
}
