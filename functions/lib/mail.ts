import { SendEmailCommand } from '@aws-sdk/client-sesv2';
import { ses } from './clients/ses';
import { requireEnv } from './env';

export interface OutgoingMail {
  readonly subject: string;
  readonly text: string;
  readonly replyTo?: string;
}

/**
 * Sends one plain-text mail from the site's verified address (MAIL_FROM_ADDRESS), through the
 * deployment's configuration set (MAIL_CONFIGURATION_SET), whose bounce and complaint events the
 * operations stack watches; none is set locally.
 */
export async function sendMail(to: string, mail: OutgoingMail): Promise<void> {
  await ses().send(
    new SendEmailCommand({
      FromEmailAddress: requireEnv('MAIL_FROM_ADDRESS'),
      ConfigurationSetName: process.env.MAIL_CONFIGURATION_SET || undefined,
      Destination: { ToAddresses: [to] },
      ReplyToAddresses: mail.replyTo ? [mail.replyTo] : undefined,
      Content: {
        Simple: {
          Subject: { Data: mail.subject, Charset: 'UTF-8' },
          Body: { Text: { Data: mail.text, Charset: 'UTF-8' } },
        },
      },
    }),
  );
}

/** Mails the college office (COLLEGE_MAIL_ADDRESS). */
export function mailCollege(mail: OutgoingMail): Promise<void> {
  return sendMail(requireEnv('COLLEGE_MAIL_ADDRESS'), mail);
}
