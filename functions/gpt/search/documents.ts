/**
 * What ingestion hands the assistant's index, and what the worker's ranking reads: the one shape
 * both sides share (decision 22). Ingestion makes it once per note or attached file; a question
 * never parses a document.
 */

/** One quotable piece of a document, with where it sits in it. */
export interface DocumentPassage {
  readonly text: string;
  /** The PDF page (1-based) it came from; absent for a document without pages. */
  readonly page?: number;
  /** The nearest heading above it, when the document has one. */
  readonly heading?: string;
  /** Its stemmed content terms (ranking's `termsOf`), computed once at ingestion. */
  readonly terms: readonly string[];
  /** The semantic provider's vector, when it embeds passages. */
  readonly vector?: readonly number[];
}

/** A note, or a question's attached file, ready to index. */
export interface SearchDocument {
  /** `note:<noteId>` or `file:<fileId>`. */
  readonly docId: string;
  /** How an answer cites it: "<subject>, <unit> (<filename>)" or "Your file <filename>". */
  readonly title: string;
  readonly noteId?: string;
  /** An attached file is searched only for its owner's questions. */
  readonly ownerId?: string;
  readonly subject?: string;
  readonly branch?: string;
  readonly year?: string;
  readonly passages: readonly DocumentPassage[];
}

export const noteDocId = (noteId: string): string => `note:${noteId}`;
export const fileDocId = (fileId: string): string => `file:${fileId}`;
