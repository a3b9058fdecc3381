import * as z from 'zod';
import { text } from './text';

/* One line each; docs/requirements.md#entities names them (subject, unit, branch, uploaded_by, div, year). */
const field = (name: string, max = 80) => text(name, { min: 1, max });

/** A note's details, sent once its file is uploaded and confirmed through the files mechanism. */
export const uploadNoteSchema = z.object({
  fileId: z.uuid({ error: 'file is required: upload the file first' }),
  subject: field('subject'),
  unit: field('unit', 40),
  branch: field('branch'),
  uploaded_by: field('uploaded_by'),
  div: field('div', 20),
  year: field('year', 20),
});
export type UploadNoteInput = z.infer<typeof uploadNoteSchema>;

export const noteSchema = z.object({
  id: z.string(),
  subject: z.string(),
  unit: z.string(),
  branch: z.string(),
  uploaded_by: z.string(),
  div: z.string(),
  year: z.string(),
  file_id: z.string(),
  filename: z.string(),
  createdAt: z.string(),
  /** Whether the caller may delete it: its uploader, or an Admin. */
  canDelete: z.boolean(),
});
export type Note = z.infer<typeof noteSchema>;

const filter = (name: string) => text(name, { max: 80 }).optional();

/** Filters match whole values, ignoring case and extra spaces; `cursor` continues a list. */
export const notesQuerySchema = z.object({
  branch: filter('branch'),
  year: filter('year'),
  subject: filter('subject'),
  cursor: z.string().max(2048).optional(),
});
export type NotesQuery = z.infer<typeof notesQuerySchema>;

export const notesPageSchema = z.object({ notes: z.array(noteSchema), nextCursor: z.string().optional() });
export type NotesPage = z.infer<typeof notesPageSchema>;

export const noteIdParamsSchema = z.object({ id: z.uuid({ error: 'id must be a note id' }) });
export const noteFileParamsSchema = z.object({
  file_id: z.uuid({ error: 'file_id must be a note’s file id' }),
});
