import { setTimeout as sleep } from 'node:timers/promises';
import { API_MESSAGES } from '../../shared/constants/api-messages';
import { isInNetworks, parseTrustedNetworks } from '../lib/client-address';
import { HttpError } from '../lib/http';
import type * as rateLimit from '../lib/rate-limit';
import type { RateLimit } from '../lib/rate-limit';

const FIFTEEN_MINUTES = 15 * 60;
const HOUR = 60 * 60;

/*
 * Limits are per account first. A whole campus reaches the site from one NAT address, so a limit
 * per address alone either locks out the college or lets a guesser through; the address counts
 * only (a) paired with the account, where it stops one guesser without touching the owner
 * elsewhere, and (b) alone, with numbers a campus of 5,000 never reaches, to slow large bursts.
 */

/** Password tries at one account from one client: 5 every 15 minutes, taken before the check. */
export const LOGIN_TRIES_PER_ACCOUNT_AND_CLIENT: RateLimit = {
  name: 'login:account-client',
  limit: 5,
  windowSeconds: FIFTEEN_MINUTES,
};

/**
 * The account's attempts from every address, never refused: the first `limit` in a window go at
 * once, each later one waits (loginDelayMs). A success gives back its own attempts.
 */
export const LOGIN_ATTEMPTS_PER_ACCOUNT: RateLimit = {
  name: 'login:account',
  limit: 5,
  windowSeconds: FIFTEEN_MINUTES,
};

/*
 * Per client address (trusted networks skip these). 5,000 students behind one address: if 40%
 * sign in within one 15-minute peak (the first lecture), that is 2,000 logins; one in ten mistyped,
 * some twice (~1.5 failures each), gives ~300 failures. 600 is twice that. Attempts are taken
 * before the check and successes given back, so logins in flight hold a few more for ~0.5 s each.
 */
export const LOGIN_FAILURES_PER_CLIENT: RateLimit = {
  name: 'login-fail:client',
  limit: 600,
  windowSeconds: FIFTEEN_MINUTES,
};

/*
 * A year's intake is a quarter of 5,000 = 1,250 students, most signing up in the lab hours of
 * orientation; a quarter of them in its busiest hour is ~310. 400 an hour leaves room.
 */
export const SIGNUPS_PER_CLIENT: RateLimit = { name: 'signup:client', limit: 400, windowSeconds: HOUR };

/*
 * Reset mails: few per account (no one's inbox is flooded), many per client: if 2% of 5,000
 * forget a password on the first day of term, that is 100, and 100 an hour from one address is
 * more than a campus asks for in any hour of it.
 */
export const RESET_MAILS_PER_ACCOUNT: RateLimit = { name: 'reset:account', limit: 3, windowSeconds: HOUR };
export const RESET_MAILS_PER_CLIENT: RateLimit = { name: 'reset:client', limit: 100, windowSeconds: HOUR };

export const MAX_LOGIN_DELAY_MS = 4_000;

/**
 * How long an attempt waits before its password check, given the account's attempts before it
 * in the window: none for the first 5, then 0.5 s doubling to 4 s. The cap keeps an owner's wait
 * under a few seconds (and within the function's 10 s timeout) however long an attack goes on.
 */
export function loginDelayMs(earlierAttempts: number): number {
  const over = earlierAttempts - LOGIN_ATTEMPTS_PER_ACCOUNT.limit;
  return over < 0 ? 0 : Math.min(500 * 2 ** over, MAX_LOGIN_DELAY_MS);
}

let trusted: { readonly source: string; readonly networks: readonly string[] } | undefined;

/**
 * Whether the client is in one of the deployment's trusted networks (TRUSTED_NETWORKS, from
 * `campus:trustedNetworks`; locally the shell's): they are counted per account only.
 */
export function isTrustedClient(client: string): boolean {
  const source = process.env.TRUSTED_NETWORKS ?? '';
  if (trusted?.source !== source) trusted = { source, networks: parseTrustedNetworks(source) };
  return isInNetworks(client, trusted.networks);
}

export interface PasswordTryDeps {
  readonly limits: Pick<
    typeof rateLimit,
    'takeCountedAttempt' | 'takeAttempt' | 'returnAttempt' | 'countUp' | 'clearCount'
  >;
}

/** A password check let through: what to give back if it succeeds. */
export interface PasswordTry {
  readonly account: string;
  readonly pair: string;
  /** The pair's attempts in this window, this one included. */
  readonly pairAttempts: number;
  readonly client: string;
  readonly countedPerClient: boolean;
}

const tooMany = () => new HttpError(429, API_MESSAGES.tooManyAttempts);
// A client (an IP address or an IPv6 /64) never holds `|`, so the pair names one account and client.
const pairOf = (account: string, client: string) => `${account}|${client}`;

/**
 * Lets one password check of the account through, or answers 429. Every count is taken in a
 * conditional write before the check (~0.5 s of scrypt), so parallel guesses cannot outrun them;
 * then the attempt waits for the delay that the account's attempts from everywhere have earned.
 * A wait, not a refusal: an owner is slowed by a few seconds at most, never locked out.
 */
export async function beginPasswordTry(
  account: string,
  client: string,
  deps: PasswordTryDeps,
): Promise<PasswordTry> {
  const { limits } = deps;
  const pair = pairOf(account, client);
  const pairAttempts = await limits.takeCountedAttempt(LOGIN_TRIES_PER_ACCOUNT_AND_CLIENT, pair);
  if (!pairAttempts) throw tooMany();
  const countedPerClient = !isTrustedClient(client);
  if (countedPerClient && !(await limits.takeAttempt(LOGIN_FAILURES_PER_CLIENT, client))) {
    await limits.returnAttempt(LOGIN_TRIES_PER_ACCOUNT_AND_CLIENT, pair);
    throw tooMany();
  }
  const attempts = await limits.countUp(LOGIN_ATTEMPTS_PER_ACCOUNT, account);
  const delay = loginDelayMs(attempts - 1);
  if (delay > 0) await sleep(delay);
  return { account, pair, pairAttempts, client, countedPerClient };
}

/**
 * The password was right: the pair starts afresh, and this attempt and the pair's own earlier
 * failures (the owner's typos) stop slowing the account. Others' failures keep slowing it.
 */
export async function passwordTrySucceeded(attempt: PasswordTry, deps: PasswordTryDeps): Promise<void> {
  const { limits } = deps;
  await Promise.all([
    limits.clearCount(LOGIN_TRIES_PER_ACCOUNT_AND_CLIENT, attempt.pair),
    limits.returnAttempt(LOGIN_ATTEMPTS_PER_ACCOUNT, attempt.account, attempt.pairAttempts),
    attempt.countedPerClient && limits.returnAttempt(LOGIN_FAILURES_PER_CLIENT, attempt.client),
  ]);
}

/**
 * After a reset, the old password's failures no longer slow the account, and the client that
 * completed the reset (the owner) may log in at once; the guessers' own addresses stay counted.
 */
export async function clearPasswordTries(
  account: string,
  client: string,
  deps: { readonly limits: Pick<typeof rateLimit, 'clearCount'> },
): Promise<void> {
  await Promise.all([
    deps.limits.clearCount(LOGIN_TRIES_PER_ACCOUNT_AND_CLIENT, pairOf(account, client)),
    deps.limits.clearCount(LOGIN_ATTEMPTS_PER_ACCOUNT, account),
  ]);
}
