import { createAccountLink, findByLogin } from '../accounts';
import { logger } from '../lib/logger';
import * as mail from '../lib/mail';
import { type DeliverDeps, deliverMail, RetryLater } from './deliver';
import { reportGaveUp } from './gave-up';
import { mailQueue } from './queues';

export const workerDeps: DeliverDeps = {
  accounts: { findByLogin },
  links: { createAccountLink },
  mail,
  onGaveUp: reportGaveUp,
};

/**
 * The mail worker, fed by the mail queue; a failed record is retried alone (partial batch
 * response), a RetryLater after its own wait (backoff), which keeps SES throttling from spending
 * its receives in minutes.
 */
export const handler = mailQueue.consumer(async ({ mailId }) => {
  logger.appendKeys({ mailId });
  try {
    await deliverMail(mailId, workerDeps);
  } catch (error) {
    if (error instanceof RetryLater) {
      logger.warn('An account mail was not sent; it will be tried again', {
        delaySeconds: error.delaySeconds,
        error: error.cause,
      });
    }
    throw error;
  }
});
