import { fileTypeFromBuffer } from 'file-type';

/** Bytes read from the start of an upload to judge it: enough for file-type to look inside an Office zip. */
export const SNIFF_BYTES = 64 * 1024;

/**
 * How a kind's text reaches its readers, which decides what in it is refused (decision 29):
 * - `attachment`: private files, downloaded through a presigned link that answers `text/plain;
 *   charset=utf-8` and `Content-Disposition: attachment` (disposition.ts). The browser saves the
 *   file and never renders it, and it never sniffs text/plain into HTML, so HTML a note quotes is
 *   only text. Only what is not UTF-8 text (binary, another encoding) is refused.
 * - `inline`: shown where it is served (a public file on CloudFront, any preview in a page), where
 *   a browser may act on what it reads: whatever it would act on is refused too (hasActiveContent).
 */
export type TextServing = 'attachment' | 'inline';

/*
 * Markup a browser would run, load, embed or restyle with, were the text ever rendered as HTML or
 * sniffed as HTML: a tag is `<`, maybe spaces or newlines, then its name: the elements that run
 * script, load or embed other content, submit, or restyle a page, and those the WHATWG sniffing
 * algorithm takes for HTML; a comment; an XML declaration; or any tag with an event-handler or
 * style attribute (`<img src=x onerror=…>`, `<p\nonclick=…>`). Case never matters.
 */
const TAG_NAMES = [
  '!doctype',
  'html',
  'head',
  'body',
  'script',
  'noscript',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'portal',
  'fencedframe',
  'svg',
  'math',
  'style',
  'link',
  'meta',
  'base',
  'title',
  'template',
  'form',
  'input',
  'button',
  'textarea',
  'isindex',
  'keygen',
  'img',
  'image',
  'picture',
  'video',
  'audio',
  'bgsound',
  'source',
  'track',
  'div',
  'table',
  'font',
  'h1',
  'br',
  'xml',
  'xsl',
].join('|');
const ACTIVE_MARKUP = new RegExp(
  [
    `<\\s*(?:${TAG_NAMES})(?=[\\s/>]|$)`,
    '<\\s*\\?xml',
    '<!--',
    // Attribute text up to 1 KB: no tag is longer in text that means no harm.
    `<\\s*[a-z][\\w:-]*[^<>]{0,1024}?[\\s/"'](?:on[a-z]+|style|formaction|srcdoc)\\s*=`,
  ].join('|'),
  'i',
);

/*
 * A URL a browser would run (javascript:, vbscript:) or open as a document of its own (data:),
 * where a URL starts: an attribute value (`href=`, `url=` in a refresh), a CSS `url(`, a markdown
 * link or reference (`](`, `]:`) or an autolink (`<`). URL parsing drops tabs and newlines
 * anywhere and spaces before the scheme, and HTML decodes character references in attributes, so
 * the text is matched with references decoded and those characters allowed between letters. Only
 * where a URL starts: "JavaScript: the good parts" and "raw data: 3, 4" are prose.
 */
const spelled = (word: string) => [...word].join('[\\t\\n\\r]*');
const DANGEROUS_URL = new RegExp(
  `(?:=|url\\(|\\]\\(|\\]:|<)[\\s"'\`<]*(?:${['javascript', 'vbscript', 'data'].map(spelled).join('|')})[\\t\\n\\r]*:`,
  'i',
);
const NAMED_REFERENCES: Record<string, string> = { colon: ':', tab: '\t', newline: '\n', lpar: '(' };
const decodeReferences = (text: string) =>
  text.replace(/&(?:#(\d{1,7})|#x([0-9a-f]{1,6})|(colon|tab|newline|lpar));?/gi, (match, dec, hex, name) => {
    if (name) return NAMED_REFERENCES[(name as string).toLowerCase()] ?? match;
    const code = dec ? Number(dec) : Number.parseInt(hex as string, 16);
    return code <= 0x10ffff ? String.fromCodePoint(code) : match;
  });

/**
 * Whether the text holds anything a browser would act on, were it shown inline: active markup or a
 * URL with a scheme that runs or opens a document. The check for text served `inline`.
 */
export const hasActiveContent = (text: string): boolean =>
  ACTIVE_MARKUP.test(text) || DANGEROUS_URL.test(decodeReferences(text));

/* Characters carried from one chunk to the next, so a tag split across them is still found. */
const OVERLAP = 2048;

/*
 * Control bytes other than tab, newline, form feed and carriage return mean binary (and a text
 * file with terminal escapes in it could rewrite the screen of whoever prints it).
 */
const isControlByte = (byte: number) => (byte < 0x20 && ![9, 10, 12, 13].includes(byte)) || byte === 0x7f;

/** The text the bytes spell, if they are UTF-8 without control bytes (a sample may end mid-character). */
function utf8Text(bytes: Uint8Array): string | undefined {
  if (bytes.some(isControlByte)) return undefined;
  try {
    // The sample may end inside a multi-byte character: drop up to 3 trailing bytes before decoding.
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes.subarray(0, trimmedLength(bytes)));
  } catch {
    return undefined;
  }
}

const refusedFor = (serving: TextServing) => (serving === 'inline' ? hasActiveContent : () => false);

/**
 * Whether a whole object, read chunk by chunk, is UTF-8 text without control bytes anywhere and,
 * served inline, without active content anywhere: the first bytes alone judge a file's type, but
 * binary or markup could hide past them.
 */
export async function isTextThroughout(
  chunks: AsyncIterable<Uint8Array>,
  serving: TextServing,
): Promise<boolean> {
  const refused = refusedFor(serving);
  const decoder = new TextDecoder('utf-8', { fatal: true });
  let tail = '';
  try {
    for await (const chunk of chunks) {
      if (chunk.some(isControlByte)) return false;
      const text = tail + decoder.decode(chunk, { stream: true });
      if (refused(text)) return false;
      tail = text.slice(-OVERLAP);
    }
    return !refused(tail + decoder.decode());
  } catch {
    return false; // not UTF-8
  }
}

function trimmedLength(bytes: Uint8Array): number {
  let end = bytes.length;
  for (let back = 0; back < 3 && end > 0; back++) {
    const byte = bytes[end - 1] ?? 0;
    if (byte < 0x80) break;
    end--;
    if (byte >= 0xc0) break; // the lead byte of the cut character
  }
  return end;
}

/*
 * Types file-type finds by a prefix that plain text may start with (`<?xml`; "SQLi", the first
 * letters of SQLite's header, which a note titled "SQLite …" starts with too): served as an
 * attachment, a file that is UTF-8 text through and through is text (a real SQLite file is not:
 * its header holds a NUL).
 */
const TEXT_PREFIXED_FORMATS = new Set([
  'application/xml',
  'image/svg+xml',
  'text/html',
  'application/x-sqlite3',
]);

/**
 * What the content is, judged by its bytes alone: a type file-type recognises by its magic number,
 * or `text/plain` for UTF-8 text that holds nothing refused where it is served (TextServing);
 * undefined for anything else. The name and the declared type are never consulted.
 */
export async function sniffContentType(bytes: Uint8Array, serving: TextServing): Promise<string | undefined> {
  if (bytes.length === 0) return undefined;
  const detected = await fileTypeFromBuffer(bytes);
  if (detected && !(serving === 'attachment' && TEXT_PREFIXED_FORMATS.has(detected.mime)))
    return detected.mime;
  const text = utf8Text(bytes);
  if (text !== undefined && !refusedFor(serving)(text)) return 'text/plain';
  return detected?.mime;
}

/* Every wanted column once, and nothing else but optional ones, each at most once. */
const sameColumns = (found: readonly string[], wanted: readonly string[], optional: readonly string[]) =>
  new Set(found).size === found.length &&
  wanted.every((column) => found.includes(column.toLowerCase())) &&
  found.every((name) => [...wanted, ...optional].some((column) => column.toLowerCase() === name));

/**
 * `text/csv` when the whole file is UTF-8 text (no binary, nothing cut off: the caller reads it
 * all) without active content (its cells become names shown in pages), whose first row names
 * exactly `columns` and maybe some of `optional`, in any order, case and spaces ignored, each cell
 * maybe quoted; undefined otherwise. The name and the declared type are never consulted.
 */
export function csvContentType(
  bytes: Uint8Array,
  columns: readonly string[],
  optional: readonly string[] = [],
): 'text/csv' | undefined {
  if (bytes.length === 0 || bytes.some(isControlByte)) return undefined;
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    return undefined;
  }
  if (hasActiveContent(text)) return undefined;
  const header = (text.split(/\r?\n/, 1)[0] ?? '').split(',');
  const names = header.map((cell) =>
    cell
      .trim()
      .replace(/^"(.*)"$/, '$1')
      .trim()
      .toLowerCase(),
  );
  return sameColumns(names, columns, optional) ? 'text/csv' : undefined;
}
