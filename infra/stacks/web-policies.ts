import { APP_SHELL_FILE, RENDERED_PATHS, renderedFileOf } from '#web/page-documents';

const renderedFiles = Object.fromEntries(RENDERED_PATHS.map((path) => [path, `/${renderedFileOf(path)}`]));
const cleanAddresses = Object.fromEntries(RENDERED_PATHS.map((path) => [`/${renderedFileOf(path)}`, path]));

/**
 * Serves each public page rendered at build time its own HTML file, and every other client-side
 * route (no file extension) the app shell, without turning real 404s from the API or missing
 * assets into a page; a rendered page asked for by its file name or with a trailing slash is sent
 * on to its address, with the same query parameters, their values still encoded as CloudFront
 * hands them over (cleanAddressOf).
 * The same choices as web/src/lib/page-documents.ts, which the local server makes;
 * web-policies.test.ts holds the two together.
 */
export const PAGE_DOCUMENT_FUNCTION = `
var RENDERED = ${JSON.stringify(renderedFiles)};
var CLEAN = ${JSON.stringify(cleanAddresses)};
function has(map, key) {
  return Object.prototype.hasOwnProperty.call(map, key);
}
function queryOf(request) {
  var parts = [];
  var query = request.querystring || {};
  for (var key in query) {
    var values = query[key].multiValue || [query[key]];
    for (var i = 0; i < values.length; i++) parts.push(values[i].value === '' ? key : key + '=' + values[i].value);
  }
  return parts.length ? '?' + parts.join('&') : '';
}
function handler(event) {
  var request = event.request;
  var uri = request.uri;
  if (uri.startsWith('/api/')) return request;
  var path = uri.length > 1 ? uri.replace(/\\/+$/, '') : uri;
  var address = has(CLEAN, uri) ? CLEAN[uri] : path !== uri && has(RENDERED, path) ? path : null;
  if (address !== null) {
    var location = { value: address + queryOf(request) };
    return { statusCode: 301, statusDescription: 'Moved Permanently', headers: { location: location } };
  }
  if (has(RENDERED, path)) {
    request.uri = RENDERED[path];
    return request;
  }
  var last = path.split('/').pop();
  if (last.indexOf('.') === -1) request.uri = '/${APP_SHELL_FILE}';
  return request;
}`;

/**
 * Stamps every API request with the viewer's address, so per-client rate limits see visitors
 * rather than CloudFront's edge servers, and with the site's address as the viewer reached it (for
 * links in mail), overwriting any such headers the viewer sent.
 */
export const VIEWER_HEADERS_FUNCTION = `
function handler(event) {
  var request = event.request;
  request.headers['x-campus-client-ip'] = { value: event.viewer.ip };
  request.headers['x-campus-site-origin'] = { value: 'https://' + request.headers.host.value };
  return request;
}`;

/**
 * Same-origin everything, but for uploads, which the browser posts straight to the S3 buckets
 * (`uploadHosts`, over https; the local stand-in's host over http); images may come from https
 * URLs that admins give departments, and the forum form previews the chosen image from a blob:
 * URL. Public files (/media) and downloads (navigations) need nothing more. No 'unsafe-eval': the
 * web app runs zod jitless (web/src/zod-jitless.ts), so nothing in it calls eval or new Function.
 */
export function contentSecurityPolicy(
  uploadHosts: readonly string[],
  uploadScheme: 'https' | 'http' = 'https',
): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    ["connect-src 'self'", ...uploadHosts.map((host) => `${uploadScheme}://${host}`)].join(' '),
    "font-src 'self'",
    "frame-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * Public files (/media) run nothing, whatever an upload holds (decision 44): HTML planted there
 * would otherwise run on the site's origin. form-action and base-uri do not fall back to
 * default-src, so they are named. The site itself may frame them (the academic calendar's embedded
 * viewer); no `sandbox`, which Firefox answers by not showing a framed PDF.
 */
export const MEDIA_CONTENT_SECURITY_POLICY =
  "default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'self'";
