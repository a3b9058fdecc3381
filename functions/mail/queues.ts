import * as z from 'zod';
import { defineQueue } from '../lib/queues/define-queue';

/*
 * The mail group's queue (define-queue.ts), which only its code sends to (decision 63): one message
 * per stored account mail. The worker sets each failed try's own wait (backoff, DelayedRetry), and
 * 20 receives outlast SES throttling and the tries it counts itself (deliver.ts) before a message
 * is dead-lettered.
 */
export const mailQueue = defineQueue('mail', {
  envVar: 'MAIL_QUEUE_URL',
  message: z.object({ mailId: z.uuid() }),
  consumerTimeoutSeconds: 30,
  maxReceiveCount: 20,
  consumerFunction: {
    id: 'mailWorker',
    entry: 'functions/mail/worker-handler.ts',
    description: 'Campus: sends the account mails stored in the outbox (reset, confirmation, invitation)',
    // Two at once, ten a batch: about SES's send rate for a new account (14 a second), so a
    // roster's invitations queue here rather than meet SES throttling; throttled tries wait.
    batchSize: 10,
    maxConcurrency: 2,
    // The outbox items it claims and settles, the account a mail goes to, the link it makes for
    // it, and SES.
    resources: {
      tables: {
        mailOutbox: ['update'],
        users: ['get'],
        passwordResets: ['put'],
        // A mail given up on stamps the Admin's dashboard (decision 64).
        changeStamps: ['put'],
      },
      sendsMail: true,
    },
  },
  deadLetterFunction: {
    id: 'mailDeadLetters',
    entry: 'functions/mail/dead-letter-handler.ts',
    description: 'Campus: marks failed the account mails whose every try failed',
    batchSize: 10,
    // Marks the mail failed, and reads it for its report.
    resources: { tables: { mailOutbox: ['get', 'update'], changeStamps: ['put'] } },
  },
  // Account mail (auth's endpoints) and a roster's invitations (its import worker) are queued here.
  sentBy: ['auth', 'rosterImport'],
});

export const MAIL_QUEUES = { mail: mailQueue } as const;
