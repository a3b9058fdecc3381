/** Server messages about notes: ours, but for 'Failed to upload note.' (docs/requirements.md#note-upload). */
export const NOTE_MESSAGES = {
  fileNotReady: 'The note’s file has not been uploaded. Upload it, then save the note.',
  fileInUse: 'This file already belongs to a note.',
  noSuchNote: 'No such note.',
  notYours: 'You may delete only the notes you uploaded.',
  deleted: 'Note deleted.',
  badCursor: 'cursor is not a page of this list',
} as const;
