import type { ContactMessage } from '#shared/schemas/contact';
import { mailCollege } from '../lib/mail';
import { markDelivery, type StoredMessage } from './messages';

function mailText(message: ContactMessage): string {
  return [
    `From: ${message.firstName} ${message.lastName} <${message.email}>`,
    `Phone: ${message.phoneNo || '(not given)'}`,
    '',
    message.yourMess,
  ].join('\n');
}

/** Mails a stored message to the college and records the outcome; true when SES took it. */
export async function deliver(message: StoredMessage): Promise<boolean> {
  try {
    const name = `${message.firstName} ${message.lastName}`.trim() || message.email;
    await mailCollege({
      subject: `Website contact: ${name}`,
      text: mailText(message),
      replyTo: message.email,
    });
  } catch (error) {
    console.error('Contact mail not sent; kept for retry', message.messageId, error);
    await markDelivery(message.messageId, 'failed');
    return false;
  }
  await markDelivery(message.messageId, 'sent');
  return true;
}
