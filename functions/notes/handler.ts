import { notesRoutes } from '#shared/api/routes/notes';
import { sessions } from '../accounts';
import * as gpt from '../gpt';
import { createGroupHandler } from '../lib/group-handler';
import { records, storage } from '../uploads';
import { deleteNote } from './delete-note';
import { downloadNote, listNotes } from './read-notes';
import * as notes from './repository';
import { uploadNote } from './upload-note';

const deps = { notes, records, storage, ingestion: gpt, index: gpt };

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
