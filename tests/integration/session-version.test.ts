import { beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod';
import { API_MESSAGES } from '#shared/constants/api-messages';
import { AUTH_MESSAGES } from '#shared/constants/auth-messages';
import { disableAccount, graduateToAlumni } from '../../functions/accounts/account-admin';
import { createAccountLink, redeemAccountLink } from '../../functions/accounts/account-links';
import * as accounts from '../../functions/accounts/accounts';
import { type Account, findByLogin, setPasswordHash } from '../../functions/accounts/accounts';
import * as passwords from '../../functions/accounts/passwords';
import * as sessions from '../../functions/accounts/sessions';
import * as devices from '../../functions/auth/device-tokens';
import { login } from '../../functions/auth/login';
import { tableName } from '../../functions/lib/env';
import { HttpError } from '../../functions/lib/http';
import { queryPage } from '../../functions/lib/query-page';
import * as limits from '../../functions/lib/rate-limit';
import * as tokens from '../../functions/lib/tokens';
import { call } from '../support/api';
import { newVisitor } from '../support/client-ip';
import { holdPoint } from '../support/hold-point';
import { logIn, madeAccount, sessionStatus, tokenOf } from '../support/made-accounts';
import { settledMail } from '../support/settled-mail';
import { sharedStack } from '../support/shared-stack';
import type { TestStack } from '../support/test-stack';

const OLD = 'the first long passphrase';
const REFUSED = { status: 401, msg: AUTH_MESSAGES.invalidCredentials };

/* The session items stored under one account, read as the session check would find them. */
async function sessionsOf(login: string) {
  const { items } = await queryPage({
    table: tableName('accountSessions'),
    partition: login,
    item: z.object({ sessionId: z.string() }),
    consistent: true,
  });
  return items;
}
const NEW = 'a second long passphrase';

describe('a password change or reset ends every session, a login in flight included (decision 16)', () => {
  let stack: TestStack;
  beforeAll(async () => {
    stack = await sharedStack();
  });

  const changePassword = (token: string, currentPassword: string, newPassword: string) =>
    call(stack.apiUrl, 'PUT', '/api/account/password', { token, body: { currentPassword, newPassword } });
  const confirmReset = (token: string, password: string) =>
    call(stack.apiUrl, 'POST', '/api/password-reset/confirm', {
      body: { token, password },
      from: newVisitor(),
    });

  async function mailedResetToken(email: string): Promise<string> {
    const asked = await call(stack.apiUrl, 'POST', '/api/password-reset', {
      body: { email },
      from: newVisitor(),
    });
    expect(asked.status).toBe(200);
    const mails = (await settledMail(stack.endpoints.ses)).filter((mail) =>
      mail.destination.to.includes(email),
    );
    const match = /\/reset-password#token=([\w-]{43})/.exec(mails.at(-1)?.body.text ?? '');
    if (!match?.[1]) throw new Error(`no reset link mailed to ${email}`);
    return match[1];
  }

  /*
   * A login held between its password check and its session write: the login use case with the
   * stack's own modules, its password check wrapped to wait for `finish`. What it answers then is
   * what a login that began before a change and finished after it gets: its token, or how it was
   * refused.
   */
  async function heldLogin(account: Account, password: string) {
    const passwordChecked = holdPoint();
    const heldPasswords = {
      ...passwords,
      verifyPassword: async (given: string, hash: string) => {
        const ok = await passwords.verifyPassword(given, hash);
        await passwordChecked.hold();
        return ok;
      },
    };
    const input = { email: account.login, password, role: account.role, client: newVisitor() };
    const answer = login(input, { accounts, passwords: heldPasswords, limits, sessions, tokens, devices });
    await passwordChecked.arrived;
    return {
      finish: async () => {
        passwordChecked.release();
        return answer.then(
          ({ token }) => token,
          (error: unknown) =>
            error instanceof HttpError ? { status: error.statusCode, msg: error.message } : error,
        );
      },
    };
  }

  it('refuses every session of a login that began before a change and finished after it', async () => {
    const account = await madeAccount('Student', OLD);
    const changer = await tokenOf(stack.apiUrl, account, OLD);
    const before = await tokenOf(stack.apiUrl, account, OLD);
    const held = await Promise.all([heldLogin(account, OLD), heldLogin(account, OLD)]);
    expect(await changePassword(changer, OLD, NEW)).toEqual({
      status: 200,
      body: { msg: AUTH_MESSAGES.passwordChanged },
    });
    // The held logins checked the old password right and wrote a session each after the change
    // ended the account's sessions: reading the account again, they find the change and refuse.
    const late = await Promise.all(held.map((login) => login.finish()));
    expect(late).toEqual([REFUSED, REFUSED]);
    expect(await sessionsOf(account.login)).toHaveLength(1);
    expect((await call(stack.apiUrl, 'GET', '/api/user', { token: before })).body).toEqual({
      msg: API_MESSAGES.sessionEnded,
    });
    // The session that made the change stays signed in.
    expect(await sessionStatus(stack.apiUrl, changer)).toBe(200);
  });

  it('refuses every session of a login that was in flight while a reset link was used', async () => {
    const account = await madeAccount('Faculty', OLD);
    const before = await tokenOf(stack.apiUrl, account, OLD);
    const link = await mailedResetToken(account.login);
    const held = await Promise.all([heldLogin(account, OLD), heldLogin(account, OLD)]);
    expect(await confirmReset(link, NEW)).toEqual({
      status: 200,
      body: { msg: AUTH_MESSAGES.passwordReset, deviceToken: expect.any(String) },
    });
    expect(await Promise.all(held.map((login) => login.finish()))).toEqual([REFUSED, REFUSED]);
    expect(await sessionsOf(account.login)).toHaveLength(0);
    expect(await sessionStatus(stack.apiUrl, before)).toBe(401);
    expect(await sessionStatus(stack.apiUrl, await tokenOf(stack.apiUrl, account, NEW))).toBe(200);
  });

  it.each([
    ['disabled', disableAccount],
    ['graduated', graduateToAlumni],
  ] as const)('refuses a login that was in flight while its account was %s', async (_, revoke) => {
    const account = await madeAccount('Student', OLD);
    const before = await tokenOf(stack.apiUrl, account, OLD);
    const held = await heldLogin(account, OLD);
    expect(await revoke(account)).toBe(true);
    expect(await held.finish()).toEqual(REFUSED);
    expect(await sessionsOf(account.login)).toHaveLength(0);
    expect(await sessionStatus(stack.apiUrl, before)).toBe(401);
  });

  it('refuses a reset link made before a password change, and keeps the changed password', async () => {
    const account = await madeAccount('Alumni', OLD);
    const link = await mailedResetToken(account.login);
    const token = await tokenOf(stack.apiUrl, account, OLD);
    expect((await changePassword(token, OLD, NEW)).status).toBe(200);
    expect(await confirmReset(link, 'an attacker passphrase')).toEqual({
      status: 400,
      body: { msg: AUTH_MESSAGES.resetLinkInvalid },
    });
    expect((await logIn(stack.apiUrl, account, NEW)).status).toBe(200);
    expect((await logIn(stack.apiUrl, account, 'an attacker passphrase')).status).toBe(401);
  });

  it('keeps the changing session through two changes in a row, and of two parallel changes one wins', async () => {
    const account = await madeAccount('Student', OLD);
    const token = await tokenOf(stack.apiUrl, account, OLD);
    const elsewhere = await tokenOf(stack.apiUrl, account, OLD);
    expect((await changePassword(token, OLD, NEW)).status).toBe(200);
    expect(await sessionStatus(stack.apiUrl, elsewhere)).toBe(401);
    expect((await changePassword(token, NEW, OLD)).status).toBe(200);
    expect(await sessionStatus(stack.apiUrl, token)).toBe(200);
    const other = await tokenOf(stack.apiUrl, account, OLD);
    const both = await Promise.all([changePassword(token, OLD, NEW), changePassword(other, OLD, NEW)]);
    // Both checked the same version: one change is written, the other is refused as a session
    // that ended. Each ended the other's session before writing, so neither need stay signed in.
    expect(both.map((answer) => answer.status).sort()).toEqual([200, 401]);
    const loser = both[0]?.status === 401 ? token : other;
    expect(await sessionStatus(stack.apiUrl, loser)).toBe(401);
    expect((await logIn(stack.apiUrl, account, NEW)).status).toBe(200);
  });

  it('ends every session of an account whose invitation sets its password', async () => {
    const account = await madeAccount('Student', OLD);
    const token = await tokenOf(stack.apiUrl, account, OLD);
    const invitation = await createAccountLink(account, 'invite');
    const accepted = await call(stack.apiUrl, 'POST', '/api/invitations/accept', {
      body: { token: invitation, password: NEW },
    });
    expect(accepted.status).toBe(200);
    expect(await sessionStatus(stack.apiUrl, token)).toBe(401);
    expect(await sessionsOf(account.login)).toHaveLength(0);
  });

  it('logs out one session only: the other sessions of the account stay signed in', async () => {
    const account = await madeAccount('Faculty', OLD);
    const [leaving, staying] = [
      await tokenOf(stack.apiUrl, account, OLD),
      await tokenOf(stack.apiUrl, account, OLD),
    ];
    expect((await call(stack.apiUrl, 'POST', '/api/logout', { token: leaving })).status).toBe(200);
    expect(await sessionStatus(stack.apiUrl, leaving)).toBe(401);
    expect(await sessionStatus(stack.apiUrl, staying)).toBe(200);
    expect(await sessionsOf(account.login)).toHaveLength(1);
  });

  it('lets only the first of two links made at the same version set a password', async () => {
    const account = await madeAccount('Student', OLD);
    // Made as the mail worker makes them (an email is mailed once every 5 minutes).
    const [first, second] = await Promise.all([
      createAccountLink(account, 'reset'),
      createAccountLink(account, 'reset'),
    ]);
    expect((await confirmReset(first as string, NEW)).status).toBe(200);
    expect((await confirmReset(second as string, 'a third passphrase')).status).toBe(400);
    expect((await logIn(stack.apiUrl, account, NEW)).status).toBe(200);
  });

  it('answers a link only for its purpose, and an invitation dies with the old password', async () => {
    const account = await madeAccount('Student', OLD);
    const confirm = await createAccountLink(account, 'confirm');
    // Spent as a reset it is refused, and left as it was for its own purpose.
    expect(await redeemAccountLink(confirm, 'reset')).toBeUndefined();
    expect(await redeemAccountLink(confirm, 'confirm')).toEqual({
      login: account.login,
      userId: account.userId,
      purpose: 'confirm',
      passwordVersion: 0,
    });
    expect(await redeemAccountLink(confirm, 'confirm')).toBeUndefined();

    const invite = await createAccountLink(account, 'invite');
    const token = await tokenOf(stack.apiUrl, account, OLD);
    expect((await changePassword(token, OLD, NEW)).status).toBe(200);
    const redeemed = await redeemAccountLink(invite, 'invite');
    expect(redeemed?.passwordVersion).toBe(0);
    // Setting a password through it is refused: the account is at version 1 now.
    expect(await setPasswordHash(redeemed as NonNullable<typeof redeemed>, 'scrypt$x')).toBeUndefined();
    expect((await findByLogin(account.login))?.passwordVersion).toBe(1);
  });
});
