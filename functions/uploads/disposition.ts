import { TYPE_EXTENSIONS } from '#shared/constants/file-types';
/*
 * How a private file is served: its presigned GET answers the type its content showed, and
 * `Content-Disposition: attachment` under a name that opens it as that type (decision 29).
 *
 * S3 cannot add `X-Content-Type-Options: nosniff` to a presigned GET: a request may override only
 * Content-Type, Content-Disposition, Content-Language, Content-Encoding, Cache-Control and Expires,
 * and an object's metadata holds no other standard header. What protects a text file there is the
 * exact type and the attachment: a browser saves an attachment and never renders it; the WHATWG
 * sniffing algorithm takes `text/plain` at most for binary (`application/octet-stream`), never for
 * HTML; and a declared charset leaves no encoding to guess. (Public files come through CloudFront,
 * whose response headers policy adds nosniff to every /media response: infra/stacks/edge-policies.ts.)
 */

/**
 * `Content-Disposition` with the user's file name (RFC 6266 / RFC 5987): an ASCII fallback for old
 * clients, and the exact name as UTF-8 in `filename*`.
 */
export function disposition(name: string, type: 'attachment' | 'inline' = 'attachment'): string {
  const fallback = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${type}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

/** The Content-Type a file is stored and served with: text says its charset, the one confirm accepts. */
export const servedContentType = (type: string): string =>
  type.startsWith('text/') ? `${type}; charset=utf-8` : type;

/** The user's file name, with the type's own extension added when it does not end in one. */
export function downloadName(name: string, type: string): string {
  const extensions = TYPE_EXTENSIONS[type];
  if (!extensions || extensions.some((extension) => name.toLowerCase().endsWith(extension))) return name;
  return `${name}${extensions[0]}`;
}

/** What a presigned GET of a private file overrides: its exact type, and an attachment under its name. */
export function downloadHeaders(
  name: string,
  type: string | undefined,
): { contentType: string; contentDisposition: string } {
  const known = type || 'application/octet-stream';
  return {
    contentType: servedContentType(known),
    contentDisposition: disposition(downloadName(name, known)),
  };
}
