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
 * Stamps every API request with the viewer's address, overwriting any such header the viewer
 * sent, so per-client rate limits see visitors rather than CloudFront's edge servers.
 */
export const CLIENT_IP_FUNCTION = `
function handler(event) {
  var request = event.request;
  request.headers['x-campus-client-ip'] = { value: event.viewer.ip };
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
