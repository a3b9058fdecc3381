import { API_MESSAGES } from '#shared/constants/api-messages';
import { AUTH_MESSAGES } from '#shared/constants/auth-messages';
import { isInNetworks, parseTrustedNetworks } from '../lib/client-address';
import { HttpError } from '../lib/http';
import type * as rateLimit from '../lib/rate-limit';
import type { RateLimit } from '../lib/rate-limit';

const FIFTEEN_MINUTES = 15 * 60;
const HOUR = 60 * 60;
const DAY = 24 * HOUR;

/*
 * Limits are per account first. A whole campus reaches the site from one NAT address, so a limit
 * per address alone either locks out the college or lets a guesser through. An account's wrong
 * passwords are capped from all addresses together, while the owner's known browsers (device
 * tokens, decision 31) are counted apart; the address counts only (a) paired with the account,
 * where it stops one guesser early, and (b) alone, with numbers a campus of 5,000 never reaches,
 * to slow large bursts.
 */

/** Password tries at one account from one client: 5 every 15 minutes, taken before the check. */
export const LOGIN_TRIES_PER_ACCOUNT_AND_CLIENT: RateLimit = {
  name: 'login:account-client',
  limit: 5,
  windowSeconds: FIFTEEN_MINUTES,
};

/**
 * Wrong passwords at one account from every address together, unknown browsers only: 10 every 15
 * minutes, taken before the check, so no number of addresses gets more guesses than that. The
 * owner is not locked out by them: a browser where the account logged in before brings its device
 * token and is counted on its own (LOGIN_TRIES_PER_DEVICE); a new browser is told to reset the
 * password, and the reset gives that browser a device token.
 */
export const LOGIN_FAILURES_PER_ACCOUNT: RateLimit = {
  name: 'login:account',
  limit: 10,
  windowSeconds: FIFTEEN_MINUTES,
};

/** Password tries at one account from one browser it logged in from before: 5 every 15 minutes. */
export const LOGIN_TRIES_PER_DEVICE: RateLimit = {
  name: 'login:device',
  limit: 5,
  windowSeconds: FIFTEEN_MINUTES,
};

/**
 * Current-password tries at a signed-in session's password change (Settings): 5 a day per session,
 * which is 5, or 10 across midnight UTC, in the 12 hours a session lives (SESSION_LIFETIME_SECONDS).
 * Per day, not per 15 minutes: a stolen session would otherwise guess on for as long as it lives,
 * 48 windows of 5. A day, not the session's exact life: counters are fixed windows gone by TTL, and
 * a window no session outlives needs no other kind. The owner who mistypes 5 times signs in again.
 * Each failed try also adds to the account's LOGIN_FAILURES_PER_ACCOUNT, whatever it holds, so
 * the account's cap bounds the logins' guesses with the sessions' ones; it is never refused by it.
 */
export const PASSWORD_CHANGE_TRIES_PER_SESSION: RateLimit = {
  name: 'password-change:session',
  limit: 5,
  windowSeconds: DAY,
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
 * Reset mails: one per email every 5 minutes, whoever asks. Others asking cannot keep the owner
 * from a fresh link: a refusal means a link went to that inbox within the last 5 minutes, and
 * once the last is older the owner's own request goes through. An inbox gets 12 an hour at most.
 * Per client, many: if 2% of 5,000 forget a password on the first day of term, that is 100, and
 * 100 an hour from one address is more than a campus asks for in any hour of it.
 */
export const RESET_MAILS_PER_EMAIL: RateLimit = { name: 'reset:email', limit: 1, windowSeconds: 5 * 60 };
export const RESET_MAILS_PER_CLIENT: RateLimit = { name: 'reset:client', limit: 100, windowSeconds: HOUR };

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
    'takeCountedAttempt' | 'takeAttempt' | 'returnAttempt' | 'clearCount' | 'countUp'
  >;
}

/** A password check let through: what to give back if it succeeds. */
export type PasswordTry =
  | {
      readonly account: string;
      readonly pair: string;
      /** The pair's attempts in this window, this one included. */
      readonly pairAttempts: number;
      readonly client: string;
      readonly countedPerClient: boolean;
    }
  /** Counted on one known device or one signed-in session alone. */
  | {
      readonly rule: RateLimit;
      readonly subject: string;
      /** The account a session's try was also counted on (never refused by it). */
      readonly countedOn?: string;
    };

const tooMany = () => new HttpError(429, API_MESSAGES.tooManyAttempts);
// A client (an IP address or an IPv6 /64) never holds `|`, so the pair names one account and client.
const pairOf = (account: string, client: string) => `${account}|${client}`;
// A device id and a session id are UUIDs: no `|` either.
const deviceOf = (account: string, device: string) => `${account}|device:${device}`;
const sessionOf = (account: string, session: string) => `${account}|session:${session}`;

async function takeOwnTry(rule: RateLimit, subject: string, deps: PasswordTryDeps): Promise<PasswordTry> {
  if (!(await deps.limits.takeAttempt(rule, subject))) throw tooMany();
  return { rule, subject };
}

/**
 * Lets one password check of the account through, or answers 429. Every count is taken in a
 * conditional write before the check (~0.5 s of scrypt), so parallel guesses cannot outrun them.
 * From a known device (its token checked by the caller): that device's own tries only. Otherwise
 * the account and client pair's tries, the client's failures, then the account's cap.
 */
export async function beginPasswordTry(
  account: string,
  client: string,
  deps: PasswordTryDeps,
  device?: string,
): Promise<PasswordTry> {
  const { limits } = deps;
  if (device !== undefined) return takeOwnTry(LOGIN_TRIES_PER_DEVICE, deviceOf(account, device), deps);
  const pair = pairOf(account, client);
  const pairAttempts = await limits.takeCountedAttempt(LOGIN_TRIES_PER_ACCOUNT_AND_CLIENT, pair);
  if (!pairAttempts) throw tooMany();
  const countedPerClient = !isTrustedClient(client);
  if (countedPerClient && !(await limits.takeAttempt(LOGIN_FAILURES_PER_CLIENT, client))) {
    await limits.returnAttempt(LOGIN_TRIES_PER_ACCOUNT_AND_CLIENT, pair);
    throw tooMany();
  }
  if (!(await limits.takeAttempt(LOGIN_FAILURES_PER_ACCOUNT, account))) {
    await Promise.all([
      limits.returnAttempt(LOGIN_TRIES_PER_ACCOUNT_AND_CLIENT, pair),
      countedPerClient && limits.returnAttempt(LOGIN_FAILURES_PER_CLIENT, client),
    ]);
    throw new HttpError(429, AUTH_MESSAGES.accountLocked);
  }
  return { account, pair, pairAttempts, client, countedPerClient };
}

/**
 * Lets one current-password check of a signed-in session's password change through, or answers
 * 429: refused on the session's own tries alone (PASSWORD_CHANGE_TRIES_PER_SESSION), then counted
 * on the account too, before the check, so parallel wrong tries all reach its count.
 */
export async function beginSessionPasswordTry(
  account: string,
  sessionId: string,
  deps: PasswordTryDeps,
): Promise<PasswordTry> {
  const own = await takeOwnTry(PASSWORD_CHANGE_TRIES_PER_SESSION, sessionOf(account, sessionId), deps);
  await deps.limits.countUp(LOGIN_FAILURES_PER_ACCOUNT, account);
  return { ...own, countedOn: account };
}

/**
 * The password was right: the device, session or pair starts afresh, and the pair's own earlier
 * failures (the owner's typos) and this attempt leave the account's count. Others' failures stay,
 * and so do a session's earlier ones: they may lie in earlier windows of the account's count.
 */
export async function passwordTrySucceeded(attempt: PasswordTry, deps: PasswordTryDeps): Promise<void> {
  const { limits } = deps;
  if ('subject' in attempt) {
    await Promise.all([
      limits.clearCount(attempt.rule, attempt.subject),
      attempt.countedOn !== undefined && limits.returnAttempt(LOGIN_FAILURES_PER_ACCOUNT, attempt.countedOn),
    ]);
    return;
  }
  await Promise.all([
    limits.clearCount(LOGIN_TRIES_PER_ACCOUNT_AND_CLIENT, attempt.pair),
    limits.returnAttempt(LOGIN_FAILURES_PER_ACCOUNT, attempt.account, attempt.pairAttempts),
    attempt.countedPerClient && limits.returnAttempt(LOGIN_FAILURES_PER_CLIENT, attempt.client),
  ]);
}

/**
 * After a reset, the old password's failures no longer count against the account, and the client
 * that completed the reset (the owner) may log in at once; the guessers' own addresses stay counted.
 */
export async function clearPasswordTries(
  account: string,
  client: string,
  deps: { readonly limits: Pick<typeof rateLimit, 'clearCount'> },
): Promise<void> {
  await Promise.all([
    deps.limits.clearCount(LOGIN_TRIES_PER_ACCOUNT_AND_CLIENT, pairOf(account, client)),
    deps.limits.clearCount(LOGIN_FAILURES_PER_ACCOUNT, account),
  ]);
}
