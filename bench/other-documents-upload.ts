import { isIndexed } from '../functions/assistant/store/documents';
import { noteDocId } from '../functions/assistant/store/search-document';
import { call } from '../tests/support/api';
import { uploadThroughApi } from '../tests/support/uploads';
import { type OtherDocument, otherDocuments } from './other-documents';
import { say } from './report';

/* The other documents (other-documents.ts) uploaded as faculty notes, and waited for until indexed. */

/* How long ingestion may take over all the other documents once they are uploaded. */
const INDEXING_TIMEOUT_MS = 40 * 60 * 1000;

/*
 * A connection dropped under load (the local S3 stand-in resets a kept-alive socket now and then:
 * `fetch failed`; node:http's ECONNRESET when a kept-alive socket to the API is reused as the
 * server closes it) is tried again with a new upload; what the site answers is never retried.
 * The abandoned form's reservation expires as any unconfirmed upload does.
 */
export async function withRetries<T>(attempt: () => Promise<T>, tries = 3): Promise<T> {
  const dropped = (error: unknown) =>
    error instanceof TypeError || (error as { code?: unknown } | undefined)?.code === 'ECONNRESET';
  for (let tried = 1; ; tried++) {
    try {
      return await attempt();
    } catch (error) {
      if (tried >= tries || !dropped(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, 1000 * tried));
    }
  }
}

/**
 * Uploads the other documents as faculty notes through the API, as the evaluation uploads its
 * corpus (assistant-evaluation.ts), and waits until ingestion indexed each. Returns their note ids.
 */
export async function uploadOtherDocuments(
  apiUrl: string,
  facultyToken: string,
  documents?: readonly OtherDocument[],
): Promise<string[]> {
  const docs = documents ?? (await otherDocuments());
  const noteIds: string[] = [];
  for (const doc of docs) {
    const upload = await withRetries(() =>
      uploadThroughApi(apiUrl, facultyToken, {
        kind: 'note',
        name: doc.name,
        type: doc.type,
        bytes: doc.bytes,
      }),
    );
    if (!upload.fileId || upload.confirm?.status !== 200)
      throw new Error(
        `${doc.name} was not uploaded: ${JSON.stringify(upload.confirm?.body ?? upload.ticket.body)}`,
      );
    const noted = await call(apiUrl, 'POST', '/api/upload_note', {
      token: facultyToken,
      body: {
        fileId: upload.fileId,
        uploaded_by: 'Bench',
        subject: doc.subject,
        unit: doc.unit,
        branch: doc.branch,
        year: doc.year,
        div: doc.div,
      },
    });
    if (noted.status !== 201 && noted.status !== 200)
      throw new Error(`${doc.name}: ${JSON.stringify(noted.body)}`);
    noteIds.push(upload.fileId);
  }
  say(`Uploaded ${noteIds.length} other documents; waiting until ingestion has indexed them…`);
  const started = Date.now();
  for (const [index, noteId] of noteIds.entries()) {
    while (!(await isIndexed(noteDocId(noteId)))) {
      if (Date.now() - started > INDEXING_TIMEOUT_MS)
        throw new Error(`${docs[index]?.name} was not indexed in ${INDEXING_TIMEOUT_MS / 60_000} minutes`);
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
  return noteIds;
}

/** One line on the documents: how many, of how many subjects and packages, how large. */
export function describeOtherDocuments(documents: readonly OtherDocument[]): string {
  const bytes = documents.reduce((sum, doc) => sum + doc.bytes.length, 0);
  const pdfs = documents.filter((doc) => doc.type === 'application/pdf').length;
  const subjects = new Set(documents.map((doc) => doc.subject)).size;
  const packages = new Set(documents.map((doc) => doc.package)).size;
  return `${documents.length} other documents (${documents.length - pdfs} text, ${pdfs} PDF; ${(bytes / 1024 / 1024).toFixed(1)} MB) of ${subjects} subjects from ${packages} Debian packages`;
}
