import { API_MESSAGES } from '#shared/constants/api-messages';
import { MESSAGES } from '#shared/constants/messages';
import type { MessageBody } from '#shared/schemas/account';
import type { ContactMessage } from '#shared/schemas/contact';
import { HttpError } from '../lib/http';
import type * as rateLimit from '../lib/rate-limit';
import type { RateLimit } from '../lib/rate-limit';
import type * as delivery from './delivery';
import type * as messages from './messages';

/*
 * Per address: a whole campus may share one, so 5 (the old number) let six people on campus write
 * to the office in ten minutes. 20 in ten minutes is more than a college's visitors send from one
 * network on any day of term, and still bounds a flood from one address to 120 mails an hour.
 */
export const MAILS_PER_CLIENT: RateLimit = { name: 'contact:client', limit: 20, windowSeconds: 10 * 60 };

export interface SendMailDeps {
  readonly limits: Pick<typeof rateLimit, 'countEvent'>;
  readonly messages: Pick<typeof messages, 'storeMessage'>;
  readonly delivery: Pick<typeof delivery, 'deliver'>;
}

/**
 * Stores the message first, then mails it. If SES fails the message stays stored as undelivered
 * for the retry job, and the visitor is told to try later; nothing is lost.
 */
export async function sendContactMail(
  input: { readonly message: ContactMessage; readonly client: string },
  deps: SendMailDeps,
): Promise<MessageBody> {
  if (await deps.limits.countEvent(MAILS_PER_CLIENT, input.client)) {
    throw new HttpError(429, API_MESSAGES.tooManyAttempts);
  }
  const stored = await deps.messages.storeMessage(input.message, input.client);
  if (!(await deps.delivery.deliver(stored))) throw new HttpError(502, MESSAGES.mailError);
  return { msg: MESSAGES.mailSent };
}
