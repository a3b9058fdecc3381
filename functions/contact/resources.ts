import { defineResources } from '../lib/resources/grants';

/** The send-mail route: stores each message, counts per-client sends, mails the college. */
export const resources = defineResources({
  tables: {
    contactMessages: ['put', 'update', 'query:gaveUp'],
    rateLimits: ['update'],
    // A message sent again stamps the Admin's dashboard (decision 64).
    changeStamps: ['put'],
  },
  sendsMail: true,
  // How long a message is kept (decision 20).
  settings: ['contactRetentionDays'],
});

/** The retry job: reads undelivered messages and mails them again. */
export const retryResources = defineResources({
  // A message given up on stamps the Admin's dashboard (decision 64).
  tables: { contactMessages: ['update', 'query:undelivered'], changeStamps: ['put'] },
  sendsMail: true,
  // Not used by the job, but its bundle holds messages.ts, which stamps new messages with it.
  settings: ['contactRetentionDays'],
});
