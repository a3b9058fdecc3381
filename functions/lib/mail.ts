import { SESv2Client, SendEmailCommand } from '@aws-sdk/client-sesv2';
import { requireEnv } from './env';

let client: SESv2Client | undefined;

export interface OutgoingMail {
  readonly subject: string;
  readonly text: string;
  readonly replyTo?: string;
}

/** Mails the college office (COLLEGE_MAIL_ADDRESS) from the site's verified address (MAIL_FROM_ADDRESS). */
export async function mailCollege(mail: OutgoingMail): Promise<void> {
  client ??= new SESv2Client({});
  await client.send(
    new SendEmailCommand({
      FromEmailAddress: requireEnv('MAIL_FROM_ADDRESS'),
      Destination: { ToAddresses: [requireEnv('COLLEGE_MAIL_ADDRESS')] },
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
