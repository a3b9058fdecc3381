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

/** The site's path of public files; the proxy (web-server.ts) sends only what this route let through. */
export const MEDIA_PATH = '/media/';

const ALLOWED = new Set(['GET', 'HEAD']);

const TEXT = { 'Content-Type': 'text/plain; charset=utf-8', ...LOCAL_MEDIA_HEADERS };

const decoded = (text: string): string | undefined => {
  try {
    return decodeURIComponent(text);
  } catch {
    return undefined;
  }
};

/*
 * Is the request for /media at all: judged on the raw path and on the decoded one, so `/media`,
 * `/media?x=1`, `/media%2F…` and `/%6Dedia/…` are all judged here, never passed to the site.
 */
function namesMedia(rawPath: string): boolean {
  const bare = MEDIA_PATH.slice(0, -1);
  return rawPath.startsWith(bare) || (decoded(rawPath) ?? '').startsWith(bare);
}

/*
 * The media key a path names, or undefined: `/media/` literally, then segments that each decode
 * to a plain name (no `/` hidden as %2F, no `.` or `..`, none empty), so the stand-in is asked for
 * a key under the media bucket's media/ prefix and nothing else. The query is dropped, as the
 * media cache policy forwards none to S3 (constructs/media-cache.ts).
 */
function mediaKeyPath(rawPath: string): string | undefined {
  if (!rawPath.startsWith(MEDIA_PATH)) return undefined;
  const segments = rawPath.slice(MEDIA_PATH.length).split('/');
  const plain = segments.every((segment) => {
    const name = decoded(segment);
    return name !== undefined && name !== '' && name !== '.' && name !== '..' && !/[/\\\0]/.test(name);
  });
  return plain ? rawPath : undefined;
}

/** A connect middleware for the site's server: refuses what CloudFront refuses, adds its headers. */
export function mediaRoute(req: IncomingMessage, res: ServerResponse, next: () => void): void {
  const rawPath = (req.url ?? '/').split(/[?#]/)[0] ?? '/';
  if (!namesMedia(rawPath)) {
    next();
    return;
  }
  if (!ALLOWED.has(req.method ?? 'GET')) {
    res.writeHead(403, TEXT);
    res.end(
      'This distribution is not configured to allow the HTTP request method that was used for this request.',
    );
    return;
  }
  const keyPath = mediaKeyPath(rawPath);
  if (!keyPath) {
    // What S3 answers through origin access control for a key it does not hold.
    res.writeHead(403, TEXT);
    res.end('Access Denied');
    return;
  }
  req.url = keyPath;
  for (const [name, value] of Object.entries(LOCAL_MEDIA_HEADERS)) res.setHeader(name, value);
  next();
}
