import { describe, expect, it } from 'vitest';
import { docIdParts, fileDocId, noteDocId } from './search-document';

describe('search document ids', () => {
  it('reads back what it made, and nothing else', () => {
    expect(docIdParts(noteDocId('n-1'))).toEqual({ noteId: 'n-1' });
    expect(docIdParts(fileDocId('f:2'))).toEqual({ fileId: 'f:2' });
    for (const other of ['note:', 'task:1', 'plain', ':x']) expect(docIdParts(other)).toBeUndefined();
  });
});
