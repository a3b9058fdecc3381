import * as z from 'zod';
import { text } from './text';

/** The current academic calendar (its filename), with where to read it; null when none. */
export const calendarSchema = z.object({
  filename: z.string().nullable(),
  /** The PDF, served as a public file (embedded and downloaded from here). */
  url: z.string().optional(),
  uploadedAt: z.string().optional(),
});
export type Calendar = z.infer<typeof calendarSchema>;

/** Makes a confirmed upload (kind `calendar`) the current calendar. */
export const setCalendarSchema = z.object({
  fileId: z.uuid({ error: 'fileId is required: upload the file first' }),
});

export const calendarFileParamsSchema = z.object({ filename: text('filename', { min: 1, max: 255 }) });
export const calendarFileSchema = z.object({ url: z.string() });
