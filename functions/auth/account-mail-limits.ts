import type { RateLimit } from '../lib/rate-limit';

/*
 * The mails sign-up and its confirmation ask for to an address, counted together per address (the
 * new account's own link, a notice to an owner, each link sent again): one every 5 minutes, as
 * reset mails, so no one floods an inbox through the sign-up form or the "send the link again"
 * button, and no one keeps the owner from a fresh link once the last is 5 minutes old. Per client,
 * the button's requests: 100 an hour, as reset mails (sign-up has its own per-client limit).
 */
export const ACCOUNT_MAILS_PER_ADDRESS: RateLimit = {
  name: 'account-mail:email',
  limit: 1,
  windowSeconds: 5 * 60,
};
export const CONFIRM_MAILS_PER_CLIENT: RateLimit = {
  name: 'confirm-mail:client',
  limit: 100,
  windowSeconds: 60 * 60,
};
