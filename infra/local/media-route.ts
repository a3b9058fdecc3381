import type { IncomingMessage, ServerResponse } from 'node:http';
import { MEDIA_CONTENT_SECURITY_POLICY } from '../stacks/web-policies';

/*
 * What CloudFront's /media/* behaviour does in front of the media bucket (web-stack.ts), for the
 * local site's proxy to the S3 stand-in: GET and HEAD only (the behaviour's allowed methods;
 * CloudFront refuses the rest with 403), and the media response headers policy's headers
 * (edge-policies.ts). Without it the stand-in would take a PUT or DELETE from anyone who reaches
 * the site. HSTS is left out: the local site is plain HTTP, where browsers ignore it.
 */
export const LOCAL_MEDIA_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy': MEDIA_CONTENT_SECURITY_POLICY,
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'SAMEORIGIN',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
};

const ALLOWED = new Set(['GET', 'HEAD']);

/** A connect middleware for the site's server: refuses what CloudFront refuses, adds its headers. */
export function mediaRoute(req: IncomingMessage, res: ServerResponse, next: () => void): void {
  if (!req.url?.startsWith('/media/')) {
    next();
    return;
  }
  if (!ALLOWED.has(req.method ?? 'GET')) {
    res.writeHead(403, { 'Content-Type': 'text/plain; charset=utf-8', ...LOCAL_MEDIA_HEADERS });
    res.end(
      'This distribution is not configured to allow the HTTP request method that was used for this request.',
    );
    return;
  }
  for (const [name, value] of Object.entries(LOCAL_MEDIA_HEADERS)) res.setHeader(name, value);
  next();
}
