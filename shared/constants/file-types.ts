import { FILE_KINDS, type FileKindId } from './file-kinds';

/*
 * The names a file of each type may keep when saved, the first being the one added otherwise
 * (functions/uploads/disposition.ts), and what a file picker offers for the type: a saved file
 * opens by its name, so a text note named `page.html`, or a PDF named `setup.hta`, must not open
 * in a browser or run. Types not listed keep their name.
 */
export const TYPE_EXTENSIONS: Readonly<Record<string, readonly string[]>> = {
  'text/plain': ['.txt', '.text', '.md', '.markdown'],
  'text/csv': ['.csv'],
  'application/pdf': ['.pdf'],
  'image/png': ['.png'],
  'image/jpeg': ['.jpg', '.jpeg', '.jpe', '.jfif'],
  'image/webp': ['.webp'],
  'image/gif': ['.gif'],
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': ['.docx'],
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': ['.pptx'],
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': ['.xlsx'],
  'application/x-cfb': ['.doc', '.ppt', '.xls', '.pps', '.pot', '.dot', '.xlt'],
};

/* How an upload form names each type to its user. */
const TYPE_NAMES: Readonly<Record<string, string>> = {
  'application/pdf': 'PDF',
  'text/plain': 'text (.txt, .md)',
  'text/csv': 'UTF-8 CSV',
  'image/png': 'PNG',
  'image/jpeg': 'JPEG',
  'image/webp': 'WebP',
  'image/gif': 'GIF',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'Word',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': 'PowerPoint',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'Excel',
  'application/x-cfb': 'older Office files (.doc, .ppt, .xls)',
};

/** What a file picker for the kind offers: its types and their names' endings. */
export function acceptOf(kind: FileKindId): string {
  const types: readonly string[] = FILE_KINDS[kind].types;
  return [...types, ...types.flatMap((type) => TYPE_EXTENSIONS[type] ?? [])].join(',');
}

/** What the kind takes, for the line under its file input: "PNG, JPEG or WebP, up to 10 MB." */
export function uploadHint(kind: FileKindId): string {
  const { types, maxBytes } = FILE_KINDS[kind];
  const names = [...new Set(types.map((type: string) => TYPE_NAMES[type] ?? type))];
  const listed = names.length > 1 ? `${names.slice(0, -1).join(', ')} or ${names.at(-1)}` : (names[0] ?? '');
  return `${listed}, up to ${Math.round(maxBytes / (1024 * 1024))} MB.`;
}
