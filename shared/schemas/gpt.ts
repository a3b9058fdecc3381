import * as z from 'zod';
import { text } from './text';

export const GPT_STATUSES = ['queued', 'running', 'completed', 'failed'] as const;
export type GptStatus = (typeof GPT_STATUSES)[number];

/** A question, and optionally a file (PDF or text) uploaded first through the files mechanism. */
export const submitTaskSchema = z.object({
  query: text('query', { min: 1, max: 2000, multiline: true }),
  fileId: z.uuid({ error: 'fileId must be an uploaded file' }).optional(),
  /** Narrows the search to the notes of one subject (matched ignoring case and extra spaces). */
  subject: text('subject', { max: 80 }).optional(),
});
export type SubmitTaskInput = z.infer<typeof submitTaskSchema>;

export const taskIdSchema = z.object({ taskId: z.uuid({ error: 'taskId must be a task id' }) });

/** Where an answer's passage came from: a note (by subject and file) or the attached file. */
export const sourceSchema = z.object({
  title: z.string(),
  noteId: z.string().optional(),
  page: z.number().optional(),
});
export type Source = z.infer<typeof sourceSchema>;

/** How a source is named to the reader: its title, and its page when it has pages. */
export const citationOf = (source: Source): string =>
  source.page === undefined ? source.title : `${source.title}, page ${source.page}`;

export const taskSchema = z.object({
  taskId: z.string(),
  status: z.enum(GPT_STATUSES),
  query: z.string(),
  response: z.string().optional(),
  sources: z.array(sourceSchema),
  createdAt: z.string(),
});
export type Task = z.infer<typeof taskSchema>;

export const recentTasksSchema = z.object({ tasks: z.array(taskSchema) });
