import type { ContactMessage } from '#shared/schemas/contact';
import { mailCollege } from '../lib/mail';
import { contactMail } from './texts/contact-mail';

/*
 * Contact mail goes to the college at once, not through the outbox: the visitor is told on the
 * spot when SES is down (decision 9). The message itself lives in the contact group's table, which
 * hands in where each try's outcome is kept: mail cannot import the contact group, which asks it
 * to send (a ring functions/boundaries.test.ts refuses).
 */
export interface ContactMailOutcomes {
  readonly markDelivery: (messageId: string, status: 'sent' | 'failed') => Promise<void>;
}

/** Mails a stored message to the college and records the outcome; true when SES took it. */
export async function deliverContactMail(
  message: ContactMessage & { readonly messageId: string },
  outcomes: ContactMailOutcomes,
): Promise<boolean> {
  try {
    await mailCollege(contactMail(message));
  } catch (error) {
    console.error('Contact mail not sent; kept for retry', message.messageId, error);
    await outcomes.markDelivery(message.messageId, 'failed');
    return false;
  }
  await outcomes.markDelivery(message.messageId, 'sent');
  return true;
}
