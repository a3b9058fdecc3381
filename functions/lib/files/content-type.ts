import { fileTypeFromBuffer } from 'file-type';

/** Bytes read from the start of an upload to judge it: enough for file-type to look inside an Office zip. */
export const SNIFF_BYTES = 64 * 1024;

/*
 * Markup that a browser could run or render, were it served as text (or sniffed as HTML): refused
 * even when named .txt, anywhere in the file. A tag is `<`, maybe spaces or newlines, then its
 * name: the elements that run script, load or embed other content, or restyle a page, and those
 * the WHATWG sniffing algorithm takes for HTML; a comment; or any tag with an event-handler
 * attribute (`<img src=x onerror=…>`, `<p\nonclick=…>`). Case never matters.
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
  'img',
  'image',
  'video',
  'audio',
  'source',
  'div',
  'table',
  'font',
  'h1',
  'br',
  'xml',
  'xsl',
].join('|');
const MARKUP = new RegExp(
  [
    `<\\s*(?:${TAG_NAMES})(?=[\\s/>]|$)`,
    '<\\s*\\?xml',
    '<!--',
    // Attribute text up to 1 KB: no tag is longer in text that means no harm.
    `<\\s*[a-z][\\w:-]*[^<>]{0,1024}?[\\s/"']on[a-z]+\\s*=`,
  ].join('|'),
  'i',
);
/* Characters carried from one chunk to the next, so a tag split across them is still found. */
const OVERLAP = 2048;

/** Whether the text holds markup a browser could run (exported for its tests). */
export const hasMarkup = (text: string): boolean => MARKUP.test(text);

/* Control bytes other than tab, newline, form feed and carriage return mean binary. */
const isControlByte = (byte: number) => (byte < 0x20 && ![9, 10, 12, 13].includes(byte)) || byte === 0x7f;

function isPlainText(bytes: Uint8Array): boolean {
  if (bytes.some(isControlByte)) return false;
  let text: string;
  try {
    // The sample may end inside a multi-byte character: drop up to 3 trailing bytes before decoding.
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes.subarray(0, trimmedLength(bytes)));
  } catch {
    return false;
  }
  return !MARKUP.test(text);
}

/**
 * Whether a whole object, read chunk by chunk, is UTF-8 text without control bytes or markup
 * anywhere: the first bytes alone judge a file's type, but text could hide markup past them.
 */
export async function isPlainTextThroughout(chunks: AsyncIterable<Uint8Array>): Promise<boolean> {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  let tail = '';
  try {
    for await (const chunk of chunks) {
      if (chunk.some(isControlByte)) return false;
      const text = tail + decoder.decode(chunk, { stream: true });
      if (MARKUP.test(text)) return false;
      tail = text.slice(-OVERLAP);
    }
    return !MARKUP.test(tail + decoder.decode());
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

/**
 * What the content is, judged by its bytes alone: a type file-type recognises by its magic number,
 * or `text/plain` for UTF-8 text that holds no markup; undefined for anything else. The name and
 * the declared type are never consulted.
 */
export async function sniffContentType(bytes: Uint8Array): Promise<string | undefined> {
  if (bytes.length === 0) return undefined;
  const detected = await fileTypeFromBuffer(bytes);
  if (detected) return detected.mime;
  return isPlainText(bytes) ? 'text/plain' : undefined;
}

const sameColumns = (found: readonly string[], wanted: readonly string[]) =>
  found.length === wanted.length && wanted.every((column) => found.includes(column.toLowerCase()));

/**
 * `text/csv` when the whole file is UTF-8 text (no binary, no markup, nothing cut off: the caller
 * reads it all) whose first row names exactly `columns`, in any order, case and spaces ignored, each
 * cell maybe quoted; undefined otherwise. The name and the declared type are never consulted.
 */
export function csvContentType(bytes: Uint8Array, columns: readonly string[]): 'text/csv' | undefined {
  if (bytes.length === 0 || bytes.some(isControlByte)) return undefined;
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    return undefined;
  }
  if (MARKUP.test(text)) return undefined;
  const header = (text.split(/\r?\n/, 1)[0] ?? '').split(',');
  const names = header.map((cell) =>
    cell
      .trim()
      .replace(/^"(.*)"$/, '$1')
      .trim()
      .toLowerCase(),
  );
  return sameColumns(names, columns) ? 'text/csv' : undefined;
}
