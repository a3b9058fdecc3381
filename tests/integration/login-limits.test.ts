import { randomBytes, randomInt, randomUUID, scryptSync } from 'node:crypto';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { API_MESSAGES } from '#shared/constants/api-messages';
import { AUTH_MESSAGES } from '#shared/constants/auth-messages';
import { createAccount } from '../../functions/accounts/accounts';
import { LOGIN_FAILURES_PER_ACCOUNT, LOGIN_TRIES_PER_ACCOUNT_AND_CLIENT } from '../../functions/auth/limits';
import { call } from '../support/api';
import { newVisitor } from '../support/client-ip';
import { sharedStack } from '../support/shared-stack';
import { scanTable } from '../support/tables';
import type { TestStack } from '../support/test-stack';

const PASSWORD = 'the right long passphrase';

/*
 * The accounts here are stored with scrypt at N=2^10 instead of the site's N=2^17. A stored hash
 * carries its parameters (passwords.ts), so every login below runs the real path (counters, lookup,
 * scrypt, session) at 4 ms of hashing instead of 0.6 s: 300 logins cost seconds, not minutes of a
 * two-core CI machine. The site still makes every hash it stores at full strength.
 */
const CHEAP = { N: 2 ** 10, r: 8, p: 1 };
function cheapHash(password: string): string {
  const salt = randomBytes(16);
  const key = scryptSync(password.normalize('NFKC'), salt, 32, CHEAP);
  return ['scrypt', CHEAP.N, CHEAP.r, CHEAP.p, salt.toString('base64'), key.toString('base64')].join('$');
}

async function newStudents(count: number, hash = cheapHash(PASSWORD)): Promise<string[]> {
  const run = randomUUID().slice(0, 8);
  const emails = Array.from({ length: count }, (_, i) => `limits-${run}-${i}@example.edu`);
  await inFlight(
    emails.map(
      (login, i) => () =>
        createAccount({
          login,
          firstName: 'Student',
          lastName: `Number ${i}`,
          birthDate: '2005-06-07',
          role: 'Student',
          status: 'active',
          passwordHash: hash,
        }),
    ),
    20,
  );
  return emails;
}

/* Runs the tasks with at most `width` in flight, as a lab of browsers would. */
async function inFlight<T>(tasks: (() => Promise<T>)[], width: number): Promise<T[]> {
  const results: T[] = [];
  let next = 0;
  const lane = async () => {
    while (next < tasks.length) {
      const index = next++;
      results[index] = await (tasks[index] as () => Promise<T>)();
    }
  };
  await Promise.all(Array.from({ length: width }, lane));
  return results;
}

describe('login limits a campus can live with', () => {
  let stack: TestStack;
  beforeAll(async () => {
    stack = await sharedStack();
  });

  const login = (email: string, password: string, from: string) =>
    call(stack.apiUrl, 'POST', '/api/login', { body: { email, password, role: 'Student' }, from });

  it('lets 300 students behind one address log in within 5 minutes, typos and all', async () => {
    const emails = await newStudents(300);
    const campus = newVisitor();
    const started = Date.now();
    // One in ten mistypes first: 30 failures from the campus address, then the right password.
    const statuses = await inFlight(
      emails.map((email, i) => async () => {
        const typo = i % 10 === 0 ? (await login(email, 'a mistyped passphrase', campus)).status : 401;
        return [typo, (await login(email, PASSWORD, campus)).status];
      }),
      20,
    );
    expect(Date.now() - started).toBeLessThan(5 * 60 * 1000);
    expect(statuses.every(([typo, right]) => typo === 401 && right === 200)).toBe(true);
  });

  it('lets 30 parallel guesses at one account from one address reach the password check at most 5 times', async () => {
    const [email = ''] = await newStudents(1);
    const guesser = newVisitor();
    const guesses = await Promise.all(
      Array.from({ length: 30 }, (_, i) => login(email, `wrong guess ${i}`, guesser)),
    );
    const statuses = guesses.map((guess) => guess.status);
    // Each 401 is one password check; every other guess was refused before it.
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(5);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(25);
    expect(statuses.every((status) => status === 401 || status === 429)).toBe(true);
    // That address is done for the window, even with the right password…
    expect(await login(email, PASSWORD, guesser)).toEqual({
      status: 429,
      body: { msg: API_MESSAGES.tooManyAttempts },
    });
    // …and the owner, elsewhere, is not.
    expect((await login(email, PASSWORD, newVisitor())).status).toBe(200);
  });

  /* Five wrong passwords from each of `count` addresses, 20 in flight: the statuses. */
  const attackFrom = (email: string, count: number) =>
    inFlight(
      Array.from({ length: count }, newVisitor).flatMap((from, a) =>
        Array.from({ length: 5 }, (_, i) => async () => (await login(email, `guess ${a}-${i}`, from)).status),
      ),
      20,
    );
  const checked = (statuses: number[]) => statuses.filter((status) => status === 401).length;

  it('lets 40 addresses × 5 guesses reach the password check at most the account’s cap', async () => {
    const [email = ''] = await newStudents(1);
    const statuses = await attackFrom(email, 40);
    // Each 401 is one password check; every other guess was refused before it.
    expect(checked(statuses)).toBeLessThanOrEqual(LOGIN_FAILURES_PER_ACCOUNT.limit);
    expect(statuses.filter((status) => status !== 401).every((status) => status === 429)).toBe(true);
    // A browser the account never logged in from is refused too, the owner's right password and
    // all, and told the way in.
    expect(await login(email, PASSWORD, newVisitor())).toEqual({
      status: 429,
      body: { msg: AUTH_MESSAGES.accountLocked },
    });
  });

  it('lets 30 parallel guesses from 30 addresses reach the password check at most the cap', async () => {
    const [email = ''] = await newStudents(1);
    const guesses = await Promise.all(
      Array.from({ length: 30 }, (_, i) => login(email, `parallel guess ${i}`, newVisitor())),
    );
    const statuses = guesses.map((guess) => guess.status);
    expect(checked(statuses)).toBeLessThanOrEqual(LOGIN_FAILURES_PER_ACCOUNT.limit);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(
      30 - LOGIN_FAILURES_PER_ACCOUNT.limit,
    );
  });

  it('lets the owner’s known browser in during that attack, from the attacker’s own address too', async () => {
    const [email = ''] = await newStudents(1);
    const home = newVisitor();
    const first = await login(email, PASSWORD, home);
    expect(first.status).toBe(200);
    const deviceToken = first.body.deviceToken as string;
    const attacker = newVisitor();
    for (let i = 0; i < 5; i++) await login(email, `guess ${i}`, attacker);
    await attackFrom(email, 40);
    expect((await login(email, PASSWORD, newVisitor())).status).toBe(429);

    const withDevice = (from: string, token = deviceToken) =>
      call(stack.apiUrl, 'POST', '/api/login', {
        body: { email, password: PASSWORD, role: 'Student', deviceToken: token },
        from,
      });
    expect((await withDevice(home)).status).toBe(200);
    // The attacker's address has used up its own tries at the account; the device is counted apart.
    expect((await login(email, PASSWORD, attacker)).status).toBe(429);
    const there = await withDevice(attacker);
    expect(there.status).toBe(200);
    // The same device, renewed: its id kept, so its count stays its own.
    expect(there.body.deviceToken).toEqual(expect.any(String));
    // Someone else's device token, or a session token, counts for nothing here.
    const [other = ''] = await newStudents(1);
    const othersDevice = (await login(other, PASSWORD, newVisitor())).body.deviceToken as string;
    expect((await withDevice(home, othersDevice)).status).toBe(429);
    expect((await withDevice(home, first.body.token as string)).status).toBe(429);
  });

  it('gives a device its own 5 tries: a stolen device token guesses no further than that', async () => {
    const [email = ''] = await newStudents(1);
    const deviceToken = (await login(email, PASSWORD, newVisitor())).body.deviceToken as string;
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const guess = await call(stack.apiUrl, 'POST', '/api/login', {
        body: { email, password: `guess ${i}`, role: 'Student', deviceToken },
        from: newVisitor(),
      });
      statuses.push(guess.status);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
  });

  it('gives a success its attempts back: the owner’s own typos never add up to a refusal', async () => {
    const [email = ''] = await newStudents(1);
    const laptop = newVisitor();
    const statuses: number[] = [];
    for (let round = 0; round < 3; round++) {
      for (let i = 0; i < LOGIN_TRIES_PER_ACCOUNT_AND_CLIENT.limit - 1; i++) {
        statuses.push((await login(email, 'a typo', laptop)).status);
      }
      statuses.push((await login(email, PASSWORD, laptop)).status);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 200, 401, 401, 401, 401, 200, 401, 401, 401, 401, 200]);
  });

  it('gives Settings’ change of password tries of its own session: a stolen session cannot guess past them from anywhere', async () => {
    const [email = ''] = await newStudents(1);
    const desk = newVisitor();
    const token = (await login(email, PASSWORD, desk)).body.token as string;
    const change = (currentPassword: string, from: string) =>
      call(stack.apiUrl, 'PUT', '/api/account/password', {
        token,
        from,
        body: { currentPassword, newPassword: 'a brand new passphrase' },
      });
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await change(`guess ${i}`, desk)).status);
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
    // The tries are the session's, from whatever address: another one does not give it more.
    expect((await change(PASSWORD, newVisitor())).status).toBe(429);
    // They are not the account's: its owner still logs in from that desk (settings.test.ts has
    // the owner's change going through while others guess at the account).
    expect((await login(email, PASSWORD, desk)).status).toBe(200);
  });

  describe('from a trusted network', () => {
    // The deployment's TRUSTED_NETWORKS (campus:trustedNetworks); the handlers run in this process.
    const CAMPUS = '127.77.0.0/16';
    const onCampus = () => `127.77.${randomInt(0, 256)}.${randomInt(1, 255)}`;
    afterEach(() => vi.unstubAllEnvs());

    /* The per-address counters stored for an address (a counter's key starts with its rule and subject). */
    const countersOf = async (address: string) =>
      (await scanTable('rateLimits'))
        .map((item) => String(item.key))
        .filter((key) => key.includes(`:client#${address}#`));

    it('counts its visitors per account only: no per-address counter, the per-account tries still hold', async () => {
      vi.stubEnv('TRUSTED_NETWORKS', CAMPUS);
      const [email = ''] = await newStudents(1);
      const lab = onCampus();
      // Any new address but the campus's: one in 254 of newVisitor's would fall inside it.
      let outside = newVisitor();
      while (outside.startsWith('127.77.')) outside = newVisitor();
      const statuses: number[] = [];
      for (let i = 0; i < 6; i++) statuses.push((await login(email, `guess ${i}`, lab)).status);
      expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
      await login(email, 'a guess from outside', outside);
      // A new email each: an email is mailed once every 5 minutes, whoever asks.
      const reset = (from: string) =>
        call(stack.apiUrl, 'POST', '/api/password-reset', {
          body: { email: `nobody-${randomUUID()}@example.edu` },
          from,
        });
      expect((await reset(lab)).status).toBe(200);
      expect((await reset(outside)).status).toBe(200);

      expect(await countersOf(lab)).toEqual([]);
      expect((await countersOf(outside)).map((key) => key.split('#')[0]).sort()).toEqual([
        'login-fail:client',
        'reset:client',
      ]);
    });
  });
});
