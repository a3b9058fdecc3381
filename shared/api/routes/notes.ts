import { messageSchema } from '../../schemas/account';
import { downloadLinkSchema } from '../../schemas/files';
import {
  noteFileParamsSchema,
  noteIdParamsSchema,
  noteSchema,
  notesPageSchema,
  notesQuerySchema,
  uploadNoteSchema,
} from '../../schemas/notes';
import { defineGroup, rolesOnly, SIGNED_IN } from '../define';

/**
 * Study notes (notes, download_note, upload_note: docs/requirements.md#api-calls): Faculty upload them,
 * everyone signed in reads them (Study Buddy). The file itself goes through the files mechanism
 * first.
 */
export const notesRoutes = defineGroup('notes', {
  uploadNote: {
    method: 'POST',
    path: '/api/upload_note',
    access: rolesOnly('Faculty'),
    body: uploadNoteSchema,
    response: noteSchema,
    refreshes: ['dashboard'],
  },
  listNotes: {
    method: 'GET',
    path: '/api/notes',
    access: SIGNED_IN,
    readOnly: true,
    query: notesQuerySchema,
    response: notesPageSchema,
  },
  downloadNote: {
    method: 'GET',
    path: '/api/download_note/{file_id}',
    access: SIGNED_IN,
    readOnly: true,
    params: noteFileParamsSchema,
    response: downloadLinkSchema,
  },
  deleteNote: {
    method: 'DELETE',
    path: '/api/notes/{id}',
    access: rolesOnly('Faculty', 'Admin'),
    params: noteIdParamsSchema,
    response: messageSchema,
    refreshes: ['dashboard'],
  },
});
