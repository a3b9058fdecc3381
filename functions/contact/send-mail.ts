import { AUTH_MESSAGES } from '../../shared/constants/auth-messages';
import { MESSAGES } from '../../shared/constants/messages';
import type { ContactMessage } from '../../shared/schemas/contact';
import { HttpError, type HttpResult, ok } from '../lib/http';
import { mailCollege } from '../lib/mail';
import { countEvent, type RateLimit } from '../lib/rate-limit';
import { markDelivery, storeMessage } from './messages';

export const MAILS_PER_CLIENT: RateLimit = { name: 'contact:client', limit: 5, windowSeconds: 10 * 60 };

function mailText(message: ContactMessage): string {
  return [
    `From: ${message.firstName} ${message.lastName} <${message.email}>`,
    `Phone: ${message.phoneNo || '(not given)'}`,
    '',
    message.yourMess,
  ].join('\n');
}

/**
 * Stores the message first, then mails it. If SES fails the message stays stored as `failed`, to
 * be sent again, and the visitor is told to try later; nothing is lost.
 */
export async function sendContactMail(message: ContactMessage, clientIp: string): Promise<HttpResult> {
  if (await countEvent(MAILS_PER_CLIENT, clientIp)) throw new HttpError(429, AUTH_MESSAGES.tooManyAttempts);
  const messageId = await storeMessage(message, clientIp);
  try {
    const name = `${message.firstName} ${message.lastName}`.trim() || message.email;
    await mailCollege({
      subject: `Website contact: ${name}`,
      text: mailText(message),
      replyTo: message.email,
    });
  } catch (error) {
    console.error('Contact mail not sent; kept for retry', messageId, error);
    await markDelivery(messageId, 'failed');
    throw new HttpError(502, MESSAGES.mailError);
  }
  await markDelivery(messageId, 'sent');
  return ok({ msg: MESSAGES.mailSent });
}
