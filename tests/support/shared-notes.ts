import { expect } from 'vitest';
import { isIndexed } from '../../functions/assistant/store/documents';
import { noteDocId } from '../../functions/assistant/store/search-document';
import { call } from './api';
import { uploadThroughApi } from './uploads';

/* Ingestion runs in the background (the local runtime polls its queue): wait for its outcome. */
export async function indexed(noteId: string, want: boolean): Promise<void> {
  for (let i = 0; i < 100 && (await isIndexed(noteDocId(noteId))) !== want; i++) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  expect(await isIndexed(noteDocId(noteId))).toBe(want);
}

/**
 * A Faculty member shares a note through the API (upload, then its details), and it is indexed
 * for the assistant; gives its id. A text note by default.
 */
export async function shareNote(
  apiUrl: string,
  facultyToken: string,
  subject: string,
  text: string,
  file?: { name: string; type: string; bytes: Buffer },
): Promise<string> {
  const upload = await uploadThroughApi(apiUrl, facultyToken, {
    kind: 'note',
    ...(file ?? { name: `${subject}.txt`, type: 'text/plain', bytes: Buffer.from(text) }),
  });
  const details = { subject, unit: 'Unit 1', branch: 'Physics', uploaded_by: 'Prof', div: 'A', year: 'FE' };
  await call(apiUrl, 'POST', '/api/upload_note', {
    token: facultyToken,
    body: { fileId: upload.fileId, ...details },
  });
  const noteId = upload.fileId ?? '';
  await indexed(noteId, true);
  return noteId;
}
