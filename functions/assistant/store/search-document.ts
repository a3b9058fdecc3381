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
  readonly docId: DocId;
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

/*
 * A document's id in the search database: what it indexes, and that thing's own id. Made by
 * these two and read back by docIdParts only, never taken apart by hand.
 */
export type DocId = `note:${string}` | `file:${string}`;
export const noteDocId = (noteId: string): DocId => `note:${noteId}`;
export const fileDocId = (fileId: string): DocId => `file:${fileId}`;

/** What a stored document id names: a note or a question's file, by its id; undefined if neither. */
export function docIdParts(docId: string): { noteId: string } | { fileId: string } | undefined {
  const [kind, id] = [docId.slice(0, docId.indexOf(':')), docId.slice(docId.indexOf(':') + 1)];
  if (!id || docId.indexOf(':') < 0) return undefined;
  if (kind === 'note') return { noteId: id };
  return kind === 'file' ? { fileId: id } : undefined;
}
