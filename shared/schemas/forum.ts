import * as z from 'zod';
import { text } from './text';

/* The event's date and time as a datetime-local input gives it (the college's local time). */
const eventDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/, { error: 'date must be a date and time' })
  .refine((value) => !Number.isNaN(Date.parse(`${value}Z`)), { error: 'date must be a real date and time' });

/** A post's words, as the Alumni page takes them: heading, date-time, body. */
export const postTextSchema = z.object({
  heading: text('heading', { min: 1, max: 150 }),
  body: text('body', { min: 1, max: 10_000, multiline: true }),
  date: eventDate,
});
export type PostTextInput = z.infer<typeof postTextSchema>;

/** A new post: its words and, optionally, an image uploaded first through the files mechanism. */
export const createPostSchema = postTextSchema.extend({
  imageFileId: z.uuid({ error: 'imageFileId must be an uploaded image' }).optional(),
});
export type CreatePostInput = z.infer<typeof createPostSchema>;

export const postIdSchema = z.object({ id: z.uuid({ error: 'id must be a post id' }) });

/**
 * A post (the required _id, image, date, heading, body, likes: docs/requirements.md#entities), with its
 * author and the caller's like.
 */
export const postSchema = z.object({
  _id: z.string(),
  heading: z.string(),
  body: z.string(),
  date: z.string(),
  image: z.string().optional(),
  likes: z.number(),
  author: z.string(),
  createdAt: z.string(),
  /** Whether the caller likes it (always false for a visitor). */
  liked: z.boolean(),
  /** Whether the caller may edit it (its author) or remove it (its author or an Admin). */
  canEdit: z.boolean(),
  canDelete: z.boolean(),
});
export type Post = z.infer<typeof postSchema>;

export const postsQuerySchema = z.object({ cursor: z.string().max(2048).optional() });
export const postsPageSchema = z.object({ posts: z.array(postSchema), nextCursor: z.string().optional() });
export type PostsPage = z.infer<typeof postsPageSchema>;

export const savedPostSchema = z.object({ msg: z.string(), post: postSchema });
export const likeResultSchema = z.object({ likes: z.number(), liked: z.boolean() });
export type LikeResult = z.infer<typeof likeResultSchema>;
