import { defineResources } from '../lib/resources/grants';

/** The send-mail route: stores each message, counts per-client sends, mails the college. */
export const resources = defineResources({
  tables: { contactMessages: ['put', 'update', 'query:gaveUp'], rateLimits: ['update'] },
  sendsMail: true,
  // How long a message is kept (decision 20).
  settings: ['contactRetentionDays'],
});

/** The retry job: reads undelivered messages and mails them again. */
export const retryResources = defineResources({
  tables: { contactMessages: ['update', 'query:undelivered'] },
  sendsMail: true,
  // Not used by the job, but its bundle holds messages.ts, which stamps new messages with it.
  settings: ['contactRetentionDays'],
});
