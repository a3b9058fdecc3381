import { defineResources } from '../lib/resources/grants';

/**
 * The mail worker: the outbox, the account a mail goes to (the accounts module names the Admin's
 * directory too, which finding an account does not read), the link it makes for it, and SES. It
 * names its own queue to set a failed message's wait (the trigger grants that change).
 */
export const workerResources = defineResources({
  tables: { mailOutbox: 'readWrite', users: 'read', passwordResets: 'readWrite', accountDirectory: 'read' },
  queues: ['mail'],
  sendsMail: true,
});

/** Marks failed a mail whose message reached the dead-letter queue. */
export const deadLetterResources = defineResources({
  tables: { mailOutbox: 'readWrite' },
});
