import { extractText, getDocumentProxy } from 'unpdf';

/** A document's text, page by page; a text file is one page with no number. */
export interface DocumentText {
  readonly pages: readonly string[];
  readonly paged: boolean;
}

const TEXT_TYPES = new Set(['text/plain', 'application/pdf']);

/** Whether a file of this type (as its content showed at upload) has text this module reads. */
export const hasText = (type: string | undefined): boolean => type !== undefined && TEXT_TYPES.has(type);

/**
 * The text of a PDF (through unpdf, the serverless build of Mozilla's PDF.js) or of a text file, by
 * the type its content showed at upload. Other types (Office documents, images) have none here.
 */
export async function textOfDocument(
  bytes: Uint8Array,
  type: string | undefined,
): Promise<DocumentText | undefined> {
  if (type === 'text/plain') return { pages: [new TextDecoder().decode(bytes)], paged: false };
  if (type !== 'application/pdf') return undefined;
  const pdf = await getDocumentProxy(bytes);
  try {
    const { text } = await extractText(pdf, { mergePages: false });
    return { pages: text, paged: true };
  } finally {
    await pdf.destroy();
  }
}
