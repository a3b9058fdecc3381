import { API_MESSAGES } from '#shared/constants/api-messages';
import type { ChatMessage } from '#shared/schemas/chat';
import type { NamedCaller } from '../lib/caller';
import { HttpError } from '../lib/http';
import type * as rateLimit from '../lib/rate-limit';
import type { RateLimit } from '../lib/rate-limit';
import type * as messages from './messages';

/* A person types, at most, a message every two seconds; a script does not get further. */
export const MESSAGES_PER_USER: RateLimit = { name: 'chat:user', limit: 30, windowSeconds: 60 };

export async function listMessages(
  input: { readonly after?: string },
  deps: { readonly messages: Pick<typeof messages, 'messagesAfter'> },
): Promise<{ messages: ChatMessage[] }> {
  return { messages: await deps.messages.messagesAfter(input.after) };
}

/** Posts a message under the sender's name, within the per-user limit counted first. */
export async function sendMessage(
  input: { readonly message: string; readonly caller: NamedCaller },
  deps: {
    readonly messages: Pick<typeof messages, 'saveMessage'>;
    readonly limits: Pick<typeof rateLimit, 'countEvent'>;
  },
): Promise<{ message: ChatMessage }> {
  if (await deps.limits.countEvent(MESSAGES_PER_USER, input.caller.userId)) {
    throw new HttpError(429, API_MESSAGES.tooManyAttempts);
  }
  const message = await deps.messages.saveMessage({
    text: input.message,
    sender: input.caller.name,
    senderId: input.caller.userId,
  });
  return { message };
}
