import { LISTED_PATHS } from './crawlers';
import { SITE_DESCRIPTION, SITE_NAME, SITE_PAGES } from './site-map';

/*
 * Which HTML document serves which address, and what each rendered page's head says. CloudFront
 * (infra/stacks/web-policies.ts), the local server (web/vite.config.ts) and the build
 * (web/build/) all read it here, so the three agree (decision 37).
 */

/** The pages rendered at build time: those search engines list, the landing page first. */
export const RENDERED_PATHS = LISTED_PATHS;

/** The document every other page of the app starts from: an empty #root the browser fills. */
export const APP_SHELL_FILE = 'app.html';

/** The file a rendered page is written to: `/` → index.html, `/departments` → departments.html. */
export const renderedFileOf = (path: string): string =>
  path === '/' ? 'index.html' : `${path.slice(1)}.html`;

/**
 * The document served for a request's path: a rendered page's own, or the app shell for any other
 * path without a file extension. A file (a path with an extension) or the API: null, served as is.
 */
export function documentFileOf(pathname: string): string | null {
  if (pathname.startsWith('/api/')) return null;
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (RENDERED_PATHS.includes(path)) return renderedFileOf(path);
  const last = path.split('/').pop() ?? '';
  return last.includes('.') ? null : APP_SHELL_FILE;
}

/**
 * The address a request for a rendered page is sent on to, when it named the page otherwise: by
 * its file name (`/faculty.html` → `/faculty`), which the router would call "not found", or with a
 * trailing slash (`/departments/` → `/departments`). One address per page: the one its canonical
 * link and the sitemap give, and the one CloudFront's `/departments` behaviour matches to serve
 * the page with its list (decision 38).
 */
export function cleanAddressOf(pathname: string): string | null {
  const named = RENDERED_PATHS.find((path) => `/${renderedFileOf(path)}` === pathname);
  if (named) return named;
  const trimmed = pathname.replace(/\/+$/, '');
  return trimmed !== pathname && RENDERED_PATHS.includes(trimmed) ? trimmed : null;
}

/**
 * Stands for the site's address in the rendered pages until they are served: the deploy writes its
 * domain there (infra/stacks/web-stack.ts), the local server its own address.
 */
export const SITE_ORIGIN_MARK = 'https://site-origin.campus.invalid';

/** The site's address: the browser's, or the mark while the build renders a page. */
export const siteOrigin = (): string =>
  typeof window === 'undefined' ? SITE_ORIGIN_MARK : window.location.origin;

export const withSiteOrigin = (html: string, origin: string): string =>
  html.replaceAll(SITE_ORIGIN_MARK, origin.replace(/\/+$/, ''));

/** The size of the picture a link preview shows beside any page (web/build/preview-image.ts). */
export const PREVIEW_SIZE = { width: 1200, height: 630 } as const;

/** The title and description of the page at `pathname`, from the site map. */
export function documentMetaOf(pathname: string): { title: string; description: string } {
  const first = pathname.split('/')[1] ?? '';
  const page = SITE_PAGES.find((candidate) => candidate.path === first);
  if (!page) return { title: SITE_NAME, description: SITE_DESCRIPTION };
  const description = 'description' in page ? page.description : SITE_DESCRIPTION;
  // As the page's own title reads (lib/useDocumentTitle.ts), which each page sets.
  return { title: `${page.title} — Campus`, description };
}

const escapeHtml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/**
 * The head of a rendered page: its title, description, canonical address and link-preview card,
 * whose picture is at `previewPath` on the site.
 */
export function headTagsOf(pathname: string, previewPath: string): string {
  const { title, description } = documentMetaOf(pathname);
  const url = `${SITE_ORIGIN_MARK}${pathname}`;
  const image = `${SITE_ORIGIN_MARK}${previewPath}`;
  const meta = (key: 'name' | 'property', name: string, content: string | number) =>
    `<meta ${key}="${name}" content="${escapeHtml(String(content))}" />`;
  return [
    `<title>${escapeHtml(title)}</title>`,
    meta('name', 'description', description),
    `<link rel="canonical" href="${escapeHtml(url)}" />`,
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', SITE_NAME),
    meta('property', 'og:title', title),
    meta('property', 'og:description', description),
    meta('property', 'og:url', url),
    meta('property', 'og:image', image),
    meta('property', 'og:image:width', PREVIEW_SIZE.width),
    meta('property', 'og:image:height', PREVIEW_SIZE.height),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', title),
    meta('name', 'twitter:description', description),
    meta('name', 'twitter:image', image),
  ].join('\n    ');
}

/** The address the local server was reached at; a Host header that is not a host name is not echoed. */
export const localSiteOrigin = (host = ''): string =>
  `http://${/^[\w.-]+(:\d+)?$/.test(host) ? host : 'localhost'}`;
