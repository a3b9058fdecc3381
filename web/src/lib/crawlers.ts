import { SITE_PAGES } from './site-map';

/*
 * What search engines read besides the pages: robots.txt and sitemap.xml, made from the site map
 * for the site's address (the deploy's domain on AWS, infra/stacks/web-stack.ts; the local
 * server's address on a laptop, web/vite.config.ts), so a page added there is listed here.
 */

/** The public pages worth finding from a search: the landing page and every public page listed. */
export const LISTED_PATHS: readonly string[] = [
  '/',
  ...SITE_PAGES.filter((page) => page.access === 'public' && !('unlisted' in page)).map(
    (page) => `/${page.path}`,
  ),
];

/** What crawlers may not open: the API, and every page that needs a sign-in. */
export const CLOSED_PATHS: readonly string[] = [
  '/api/',
  ...SITE_PAGES.filter((page) => page.access !== 'public').map((page) => `/${page.path}`),
];

const withoutSlash = (origin: string) => origin.replace(/\/+$/, '');

export function robotsTxt(origin: string): string {
  return [
    '# Campus: public pages may be indexed; the API and the signed-in pages may not.',
    'User-agent: *',
    'Allow: /',
    ...CLOSED_PATHS.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${withoutSlash(origin)}/sitemap.xml`,
    '',
  ].join('\n');
}

export function sitemapXml(origin: string): string {
  const urls = LISTED_PATHS.map((path) => `  <url><loc>${withoutSlash(origin)}${path}</loc></url>`);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}
