import * as z from 'zod';
import { text } from './text';

/** A chat message as the page shows it: who, when and what. */
export const chatMessageSchema = z.object({
  id: z.string(),
  text: z.string(),
  sender: z.string(),
  sentAt: z.string(),
  /** Where this message sits in the room; the next poll asks for what came after it. */
  cursor: z.string(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

/** The required POST body (docs/requirements.md#community-chat): `message`, the text to send. */
export const sendMessageSchema = z.object({ message: text('message', { min: 1, max: 1000 }) });

export const messagesQuerySchema = z.object({
  /** Only messages after this one (a message's `cursor`); without it, the latest page. */
  after: z.string().max(200).optional(),
});

/** Oldest first, the newest at the bottom, at most a page of 50. */
export const messagesPageSchema = z.object({ messages: z.array(chatMessageSchema) });

/** The required answer (docs/requirements.md#community-chat): an object whose `message` the page appends. */
export const sentMessageSchema = z.object({ message: chatMessageSchema });
