import type { ContactMessage } from '#shared/schemas/contact';
import type { OutgoingMail } from '../../lib/mail';

/** A visitor's message as the college office reads it: a reply goes to the visitor. */
export function contactMail(message: ContactMessage): OutgoingMail {
  const name = `${message.firstName} ${message.lastName}`.trim() || message.email;
  return {
    subject: `Website contact: ${name}`,
    text: [
      `From: ${message.firstName} ${message.lastName} <${message.email}>`,
      `Phone: ${message.phoneNo || '(not given)'}`,
      '',
      message.yourMess,
    ].join('\n'),
    replyTo: message.email,
  };
}
