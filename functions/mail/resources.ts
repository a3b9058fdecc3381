import { defineResources } from '../lib/resources/grants';

/**
 * The mail worker: the outbox items it claims and settles, the account a mail goes to, the link it
 * makes for it, and SES. It names its own queue to set a failed message's wait (the trigger grants
 * that change).
 */
export const workerResources = defineResources({
  tables: {
    mailOutbox: ['update'],
    users: ['get'],
    passwordResets: ['put'],
    // A mail given up on stamps the Admin's dashboard (decision 64).
    changeStamps: ['put'],
  },
  queues: ['mail'],
  sendsMail: true,
});

/** Marks failed a mail whose message reached the dead-letter queue, and reads it for its report. */
export const deadLetterResources = defineResources({
  tables: { mailOutbox: ['get', 'update'], changeStamps: ['put'] },
});
