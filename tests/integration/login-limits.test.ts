import { randomBytes, randomInt, randomUUID, scryptSync } from 'node:crypto';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { LOGIN_TRIES_PER_ACCOUNT_AND_CLIENT, MAX_LOGIN_DELAY_MS } from '../../functions/auth/limits';
import { createAccount } from '../../functions/lib/accounts';
import { API_MESSAGES } from '../../shared/constants/api-messages';
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

  it('lets the owner log in while an attacker keeps failing from other addresses, slowed but never refused', async () => {
    const [email = ''] = await newStudents(1);
    const attackers = [newVisitor(), newVisitor(), newVisitor()];
    const attackerStatuses: number[] = [];
    let attacking = true;
    // Each attacker address sends a burst of guesses, then guesses on and on until the owner is in.
    const guess = async (from: string, label: string) =>
      attackerStatuses.push((await login(email, `guess ${label}`, from)).status);
    const attack = Promise.all(
      attackers.map(async (from, a) => {
        await Promise.all(Array.from({ length: 6 }, (_, i) => guess(from, `${a}-burst-${i}`)));
        for (let i = 0; attacking; i++) {
          await guess(from, `${a}-${i}`);
          await new Promise((resolve) => setTimeout(resolve, 25));
        }
      }),
    );
    const tries = LOGIN_TRIES_PER_ACCOUNT_AND_CLIENT.limit;
    while (attackerStatuses.filter((status) => status === 401).length < attackers.length * tries) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const started = Date.now();
    const owner = await login(email, PASSWORD, newVisitor());
    const waited = Date.now() - started;
    attacking = false;
    await attack;

    expect(owner.status).toBe(200);
    // The account's 15 failures slow every attempt at it to the cap, the owner's too, and no more.
    expect(waited).toBeGreaterThanOrEqual(MAX_LOGIN_DELAY_MS - 100);
    expect(waited).toBeLessThan(MAX_LOGIN_DELAY_MS + 3_000);
    // Each attacker address had its 5 tries and was refused after them, before any password check.
    expect(attackerStatuses.filter((status) => status === 401)).toHaveLength(attackers.length * tries);
    expect(attackerStatuses.filter((status) => status !== 401).every((status) => status === 429)).toBe(true);
    for (const from of attackers) expect((await login(email, PASSWORD, from)).status).toBe(429);
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

  it('gives Settings’ change of password the same tries: a stolen session cannot guess past them', async () => {
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
    // The guesses count for the account: a login from that address is refused too.
    expect((await login(email, PASSWORD, desk)).status).toBe(429);
    expect((await change(PASSWORD, newVisitor())).status).toBe(200);
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
      const outside = newVisitor();
      const statuses: number[] = [];
      for (let i = 0; i < 6; i++) statuses.push((await login(email, `guess ${i}`, lab)).status);
      expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
      await login(email, 'a guess from outside', outside);
      const nobody = `nobody-${randomUUID()}@example.edu`;
      const reset = (from: string) =>
        call(stack.apiUrl, 'POST', '/api/password-reset', { body: { email: nobody }, from });
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
