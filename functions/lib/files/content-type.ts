import { fileTypeFromBuffer } from 'file-type';

/** Bytes read from the start of an upload to judge it: enough for file-type to look inside an Office zip. */
export const SNIFF_BYTES = 64 * 1024;

/* Markup that a browser could run, were it served as text: refused even when named .txt. */
const MARKUP = /<\s*(!doctype|html|script|svg|iframe|object|embed|\?xml)\b/i;

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
