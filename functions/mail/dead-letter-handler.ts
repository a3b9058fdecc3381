import { reportGaveUp } from './gave-up';
import { failUnsettledMail, findMail } from './outbox-items';
import { mailQueue } from './queues';

/**
 * A mail whose message was received its queue's maxReceiveCount times (SES throttling for hours,
 * or a worker that kept dying) is marked failed and counted, once; a mail settled meanwhile stays.
 */
export async function failDeadMail(mailId: string): Promise<'failed' | 'skipped'> {
  if (!(await failUnsettledMail(mailId))) return 'skipped';
  reportGaveUp((await findMail(mailId)) ?? { mailId });
  return 'failed';
}

/** Fed by the mail queue's dead-letter queue. */
export const handler = mailQueue.deadLetters('mail', ({ mailId }) => failDeadMail(mailId));
