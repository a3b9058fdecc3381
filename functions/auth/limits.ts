import type { RateLimit } from '../lib/rate-limit';

/*
 * Login attempts that have not succeeded: a guesser gets 5 per account and 20 per client every 15
 * minutes. Each attempt is taken before the password check and given back when it succeeds.
 */
export const LOGIN_FAILURES_PER_ACCOUNT: RateLimit = {
  name: 'login-fail:account',
  limit: 5,
  windowSeconds: 15 * 60,
};
export const LOGIN_FAILURES_PER_CLIENT: RateLimit = {
  name: 'login-fail:client',
  limit: 20,
  windowSeconds: 15 * 60,
};
export const SIGNUPS_PER_CLIENT: RateLimit = { name: 'signup:client', limit: 10, windowSeconds: 60 * 60 };

/* Reset mails: few per address (no one's inbox is flooded), more per client (a shared network). */
export const RESET_MAILS_PER_ACCOUNT: RateLimit = { name: 'reset:account', limit: 3, windowSeconds: 60 * 60 };
export const RESET_MAILS_PER_CLIENT: RateLimit = { name: 'reset:client', limit: 10, windowSeconds: 60 * 60 };
