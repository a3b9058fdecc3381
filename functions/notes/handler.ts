import { notesRoutes } from '#shared/api/routes/notes';
import { sessions } from '../accounts';
import { removeDocument, requestNoteIngestion } from '../assistant';
import { createGroupHandler } from '../lib/group-handler';
import { deleteAndRelease, deleteObject, findFile, ownReadyUpload, presignDownload } from '../uploads';
import { deleteNote } from './delete-note';
import { downloadNote, listNotes } from './read-notes';
import * as notes from './repository';
import { uploadNote } from './upload-note';

// Named, not the whole index: the bundle then holds only what these calls use (decision 21).
const records = { findFile, ownReadyUpload, deleteAndRelease };
const storage = { presignDownload, deleteObject };
const deps = { notes, records, storage, ingestion: { requestNoteIngestion }, index: { removeDocument } };

export const handler = createGroupHandler(
  notesRoutes,
  {
    uploadNote: ({ body, caller }) => uploadNote({ ...body, caller }, deps),
    listNotes: ({ query, caller }) => listNotes({ ...query, caller }, deps),
    downloadNote: ({ pathParameters }) => downloadNote({ fileId: pathParameters.file_id }, deps),
    deleteNote: ({ pathParameters, caller }) => deleteNote({ id: pathParameters.id, caller }, deps),
  },
  { sessions },
);
