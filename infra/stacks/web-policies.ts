/**
 * Rewrites client-side routes (no file extension) to /index.html so deep links load the React app,
 * without turning real 404s from the API or missing assets into index.html.
 */
export const SPA_FALLBACK_FUNCTION = `
function handler(event) {
  var request = event.request;
  var uri = request.uri;
  if (uri.startsWith('/api/')) return request;
  var last = uri.split('/').pop();
  if (last.indexOf('.') === -1) request.uri = '/index.html';
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
 * (`uploadHosts`); images may come from https URLs that admins give departments. Public files
 * (/media) and downloads (navigations) need nothing more.
 */
export function contentSecurityPolicy(uploadHosts: readonly string[]): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: https:",
    ["connect-src 'self'", ...uploadHosts.map((host) => `https://${host}`)].join(' '),
    "font-src 'self'",
    "frame-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}
