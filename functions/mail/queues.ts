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
});

export const MAIL_QUEUES = { mail: mailQueue } as const;
