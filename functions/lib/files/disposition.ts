/**
 * `Content-Disposition: attachment` with the user's file name (RFC 6266 / RFC 5987): an ASCII
 * fallback for old clients, and the exact name as UTF-8 in `filename*`.
 */
export function attachmentDisposition(name: string): string {
  const fallback = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
