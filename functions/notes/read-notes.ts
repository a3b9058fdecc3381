import { DOWNLOAD_LINK_SECONDS } from '#shared/constants/file-kinds';
import { NOTE_MESSAGES } from '#shared/constants/note-messages';
import type { DownloadLink } from '#shared/schemas/files';
import type { NotesPage, NotesQuery } from '#shared/schemas/notes';
import type { Caller } from '../lib/caller';
import { bucketName } from '../lib/env';
import { HttpError } from '../lib/http';
import type { records, storage } from '../uploads';
import { downloadHeaders } from '../uploads';
import { toNote } from './note-view';
import type * as notes from './repository';

export const NOTES_PAGE_SIZE = 24;

/** Notes, newest first, a page at a time, filtered by branch, year and subject. */
export async function listNotes(
  input: NotesQuery & { readonly caller: Caller },
  deps: { readonly notes: Pick<typeof notes, 'listNotes'> },
): Promise<NotesPage> {
  const { caller, cursor, ...filters } = input;
  const page = await deps.notes.listNotes(filters, NOTES_PAGE_SIZE, cursor);
  if (page === 'invalidCursor') throw new HttpError(400, NOTE_MESSAGES.badCursor);
  return { notes: page.notes.map((note) => toNote(note, caller)), nextCursor: page.nextCursor };
}

/**
 * A short-lived link to a note's file, saved under the note's original file name (with its type's
 * extension when it has none) as the type its content showed: a text note is `text/plain;
 * charset=utf-8`, an attachment, never a page (decision 29). Only a file that is a note is served
 * here: another kind of file by its id is no note at all.
 */
export async function downloadNote(
  input: { readonly fileId: string },
  deps: {
    readonly notes: Pick<typeof notes, 'findNote'>;
    readonly records: Pick<typeof records, 'findFile'>;
    readonly storage: Pick<typeof storage, 'presignDownload'>;
  },
): Promise<DownloadLink> {
  const note = await deps.notes.findNote(input.fileId);
  const file = note && (await deps.records.findFile(note.id));
  // A note being removed is gone for its readers already (decision 42).
  if (!note || note.removing !== undefined || file?.status !== 'ready') {
    throw new HttpError(404, NOTE_MESSAGES.noSuchNote);
  }
  const url = await deps.storage.presignDownload(bucketName('files'), file.key, {
    ...downloadHeaders(note.filename, file.type),
    expiresSeconds: DOWNLOAD_LINK_SECONDS,
  });
  return { url, expiresAt: new Date(Date.now() + DOWNLOAD_LINK_SECONDS * 1000).toISOString() };
}
