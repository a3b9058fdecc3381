/**
 * Where the text the GPT worker extracted from a note is kept, beside the file in the files bucket,
 * so each note is parsed once; deleting the note deletes it too. (Apart from buckets.ts, which
 * names both buckets, so that importing this names neither.)
 */
export const extractedTextKey = (fileId: string): string => `extracted/${fileId}.json`;
