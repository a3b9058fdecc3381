import { API_MESSAGES } from '../../shared/constants/api-messages';
import { MESSAGES } from '../../shared/constants/messages';
import type { ContactMessage } from '../../shared/schemas/contact';
import { HttpError, type HttpResult, ok } from '../lib/http';
import { countEvent, type RateLimit } from '../lib/rate-limit';
import { deliver } from './delivery';
import { storeMessage } from './messages';

export const MAILS_PER_CLIENT: RateLimit = { name: 'contact:client', limit: 5, windowSeconds: 10 * 60 };

/**
 * Stores the message first, then mails it. If SES fails the message stays stored as undelivered
 * for the retry job, and the visitor is told to try later; nothing is lost.
 */
export async function sendContactMail(message: ContactMessage, clientIp: string): Promise<HttpResult> {
  if (await countEvent(MAILS_PER_CLIENT, clientIp)) throw new HttpError(429, API_MESSAGES.tooManyAttempts);
  const stored = await storeMessage(message, clientIp);
  if (!(await deliver(stored))) throw new HttpError(502, MESSAGES.mailError);
  return ok({ msg: MESSAGES.mailSent });
}
