import * as z from 'zod';
import type { FileKindId } from '../constants/file-kinds';
import { text } from './text';

/* Spelt out for zod; a test checks it matches FILE_KINDS. */
export const fileKindSchema = z.enum([
  'calendar',
  'note',
  'gptAttachment',
  'forumImage',
  'siteImage',
  'roster',
  'timetable',
] satisfies FileKindId[]);

/** What the browser asks for before it uploads: the file's kind, name, size and declared type. */
export const uploadRequestSchema = z.object({
  kind: fileKindSchema,
  name: text('name', { min: 1, max: 255 }),
  size: z.number().int().min(0),
  type: z.string().max(255),
});
export type UploadRequest = z.infer<typeof uploadRequestSchema>;

/** A presigned S3 POST: the form fields to send, then the file, straight to `url`. */
export const uploadTicketSchema = z.object({
  fileId: z.uuid(),
  url: z.string(),
  fields: z.record(z.string(), z.string()),
  maxBytes: z.number(),
  expiresAt: z.string(),
});
export type UploadTicket = z.infer<typeof uploadTicketSchema>;

export const fileIdParamsSchema = z.object({ fileId: z.uuid() });

/** A confirmed file. `url` is set for public (media) files, which CloudFront serves. */
export const storedFileSchema = z.object({
  fileId: z.uuid(),
  kind: fileKindSchema,
  name: z.string(),
  size: z.number(),
  type: z.string(),
  url: z.string().optional(),
});
export type StoredFile = z.infer<typeof storedFileSchema>;

export const downloadLinkSchema = z.object({ url: z.string(), expiresAt: z.string() });
export type DownloadLink = z.infer<typeof downloadLinkSchema>;
