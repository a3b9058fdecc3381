/**
 * Where a GPT worker of a release before decision 23 kept the text it extracted from a note,
 * beside the file; a note deleted now still deletes it. Nothing writes it any more: notes are
 * indexed once at upload (`index/` in the files bucket).
 */
export const extractedTextKey = (fileId: string): string => `extracted/${fileId}.json`;
