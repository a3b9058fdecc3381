import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_ADMIN_MESSAGES as MESSAGES } from '#shared/constants/account-admin-messages';
import { API_MESSAGES } from '#shared/constants/api-messages';
import { AUTH_MESSAGES } from '#shared/constants/auth-messages';
import type { Role } from '#shared/constants/roles';
import type { AccountSearchPage } from '#shared/schemas/account-admin';
import { type Account, findByLogin } from '../../functions/accounts/accounts';
import { createSession } from '../../functions/accounts/sessions';
import { issueToken } from '../../functions/lib/tokens';
import { adminSession } from '../support/admin-session';
import { call } from '../support/api';
import { logIn, madeAccount, sessionStatus, tokenOf } from '../support/made-accounts';

const PASSWORD = 'a long enough passphrase';

describe('revocation: an Admin disables, enables, deletes or graduates an account (decision 16)', () => {
  const session = adminSession();

  const act = (change: string, userId: string, token = session.admin) =>
    change === 'delete'
      ? call(session.stack.apiUrl, 'DELETE', `/api/admin/users/${userId}`, { token })
      : call(session.stack.apiUrl, 'POST', `/api/admin/users/${userId}/${change}`, { token });
  const search = async (q: string, cursor?: string) => {
    const query = `q=${encodeURIComponent(q)}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
    return call(session.stack.apiUrl, 'GET', `/api/admin/accounts?${query}`, { token: session.admin });
  };
  const signedIn = async (role: Role) => {
    const account = await madeAccount(role, PASSWORD);
    return { account, token: await tokenOf(session.stack.apiUrl, account, PASSWORD) };
  };

  it.each(['Student', 'Faculty', 'Admin'] as const)(
    'disables a %s: its sessions end at once, its login says so, and enabling lets it in again',
    async (role) => {
      const { account, token } = await signedIn(role);
      expect(await act('disable', account.userId)).toEqual({ status: 200, body: { msg: MESSAGES.disabled } });
      expect(await sessionStatus(session.stack.apiUrl, token)).toBe(401);
      expect(await logIn(session.stack.apiUrl, account, PASSWORD)).toEqual({
        status: 403,
        body: { msg: AUTH_MESSAGES.disabled },
      });
      expect(await act('disable', account.userId)).toEqual({
        status: 400,
        body: { msg: MESSAGES.notActive },
      });

      expect(await act('enable', account.userId)).toEqual({ status: 200, body: { msg: MESSAGES.enabled } });
      // A session from before stays dead; a new login works.
      expect(await sessionStatus(session.stack.apiUrl, token)).toBe(401);
      expect(
        await sessionStatus(session.stack.apiUrl, await tokenOf(session.stack.apiUrl, account, PASSWORD)),
      ).toBe(200);
      expect(await act('enable', account.userId)).toEqual({
        status: 400,
        body: { msg: MESSAGES.notDisabled },
      });
    },
  );

  it('turns a Student into Alumni: the old session ends, the class goes, and Alumni can log in', async () => {
    const { account, token } = await signedIn('Student');
    expect(await act('graduate', account.userId)).toEqual({ status: 200, body: { msg: MESSAGES.graduated } });
    expect(await sessionStatus(session.stack.apiUrl, token)).toBe(401);
    const stored = await findByLogin(account.login, { consistent: true });
    expect(stored).toMatchObject({ role: 'Alumni', status: 'active' });
    expect(stored?.branch).toBeUndefined();
    expect((await logIn(session.stack.apiUrl, account, PASSWORD)).status).toBe(401);
    expect((await logIn(session.stack.apiUrl, { ...account, role: 'Alumni' }, PASSWORD)).status).toBe(200);
    expect(await act('graduate', account.userId)).toEqual({
      status: 400,
      body: { msg: MESSAGES.notStudent },
    });
    const faculty = await madeAccount('Faculty', undefined);
    expect(await act('graduate', faculty.userId)).toEqual({
      status: 400,
      body: { msg: MESSAGES.notStudent },
    });
  });

  it('deletes an account: its sessions end, it cannot log in, and the search no longer finds it', async () => {
    const surname = `Gone${randomUUID().slice(0, 8)}`;
    const account = await madeAccount('Faculty', PASSWORD, { firstName: 'Vik', lastName: surname });
    const token = await tokenOf(session.stack.apiUrl, account, PASSWORD);
    expect(((await search(surname)).body as AccountSearchPage).accounts.map((a) => a.userId)).toEqual([
      account.userId,
    ]);
    expect(await act('delete', account.userId)).toEqual({ status: 200, body: { msg: MESSAGES.deleted } });
    expect(await sessionStatus(session.stack.apiUrl, token)).toBe(401);
    expect((await logIn(session.stack.apiUrl, account, PASSWORD)).status).toBe(401);
    expect((await search(surname)).body).toEqual({ accounts: [] });
    expect(await act('delete', account.userId)).toEqual({
      status: 404,
      body: { msg: MESSAGES.noSuchAccount },
    });
  });

  /*
   * A session written as if ending the sessions had failed after the change was written (the
   * Lambda stopped between the two): the Admin asking for the change again ends it.
   */
  async function leftoverSession(account: Account, role: Role) {
    const session = await createSession(
      { userId: account.userId, login: account.login, name: 'Left', role },
      600,
    );
    const claims = { userId: account.userId, sessionId: session.sessionId, role, login: account.login };
    return issueToken(claims, session.expiresAt);
  }

  it('ends, when asked again, the sessions a disabling or a graduation left behind', async () => {
    const { account } = await signedIn('Student');
    expect((await act('disable', account.userId)).status).toBe(200);
    const left = await leftoverSession(account, 'Student');
    expect(await sessionStatus(session.stack.apiUrl, left)).toBe(200);
    expect((await act('disable', account.userId)).body).toEqual({ msg: MESSAGES.notActive });
    expect(await sessionStatus(session.stack.apiUrl, left)).toBe(401);

    const graduate = (await signedIn('Student')).account;
    expect((await act('graduate', graduate.userId)).status).toBe(200);
    const asStudent = await leftoverSession(graduate, 'Student');
    const asAlumni = await tokenOf(session.stack.apiUrl, { ...graduate, role: 'Alumni' }, PASSWORD);
    expect((await act('graduate', graduate.userId)).body).toEqual({ msg: MESSAGES.notStudent });
    expect(await sessionStatus(session.stack.apiUrl, asStudent)).toBe(401);
    expect(await sessionStatus(session.stack.apiUrl, asAlumni)).toBe(200);
  });

  it('refuses an Admin disabling or deleting their own account', async () => {
    const { account, token } = await signedIn('Admin');
    for (const change of ['disable', 'delete']) {
      expect(await act(change, account.userId, token)).toEqual({
        status: 400,
        body: { msg: MESSAGES.ownAccount },
      });
    }
    expect(await sessionStatus(session.stack.apiUrl, token)).toBe(200);
  });

  it('leaves one active Admin when two disable or delete each other at once', async () => {
    for (let round = 0; round < 4; round++) {
      const [a, b] = await Promise.all([signedIn('Admin'), signedIn('Admin')]);
      const change = round % 2 === 0 ? 'disable' : 'delete';
      const answers = await Promise.all([
        act(change, b.account.userId, a.token),
        act(change, a.account.userId, b.token),
      ]);
      // One wins; the other finds its own account taken out and its session ended.
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 401]);
      expect(answers.find((answer) => answer.status === 401)?.body).toEqual({
        msg: API_MESSAGES.sessionEnded,
      });
      const left = await Promise.all(
        [a, b].map(({ account }) => findByLogin(account.login, { consistent: true })),
      );
      expect(left.filter((account) => account?.status === 'active')).toHaveLength(1);
    }
  });

  it('answers 404 for an account that does not exist, and 400 for an id that is not one', async () => {
    expect(await act('disable', randomUUID())).toEqual({
      status: 404,
      body: { msg: MESSAGES.noSuchAccount },
    });
    expect((await act('disable', 'not-an-id')).status).toBe(400);
  });
});

describe("the Admin's account search: by name, surname or email, a page at a time", () => {
  const session = adminSession();
  const search = (query: string) =>
    call(session.stack.apiUrl, 'GET', `/api/admin/accounts?${query}`, { token: session.admin });

  it('finds an account by the start of its name, its surname or its email, with its role and status', async () => {
    const tag = randomUUID().slice(0, 8);
    const account = await madeAccount('Student', undefined, {
      firstName: `Asha${tag}`,
      lastName: `Rao${tag}`,
    });
    const want = {
      userId: account.userId,
      email: account.login,
      firstName: `Asha${tag}`,
      lastName: `Rao${tag}`,
      role: 'Student',
      status: 'active',
    };
    for (const q of [`asha${tag}`, `ASHA${tag} r`, `rao${tag}`, account.login.slice(0, 20), account.login]) {
      const found = await search(`q=${encodeURIComponent(q)}`);
      expect(found.status).toBe(200);
      expect((found.body as AccountSearchPage).accounts).toEqual([expect.objectContaining(want)]);
    }
    expect(JSON.stringify((await search(`q=rao${tag}`)).body)).not.toContain('scrypt');
  });

  it('finds a name that begins with a character outside the BMP', async () => {
    const surname = `Z${randomUUID().slice(0, 8)}`;
    const account = await madeAccount('Alumni', undefined, { firstName: '𝒜nya', lastName: surname });
    const found = await search(`q=${encodeURIComponent(`𝒜nya ${surname}`)}`);
    expect((found.body as AccountSearchPage).accounts.map((a) => a.userId)).toEqual([account.userId]);
  });

  it('pages through many matches with a cursor, and refuses a cursor or query that is not one', async () => {
    const surname = `Page${randomUUID().slice(0, 8)}`;
    const made = await Promise.all(
      Array.from({ length: 23 }, (_, i) =>
        madeAccount('Alumni', undefined, { firstName: `N${String(i).padStart(2, '0')}`, lastName: surname }),
      ),
    );
    const first = (await search(`q=${surname}`)).body as AccountSearchPage;
    expect(first.accounts).toHaveLength(20);
    expect(first.nextCursor).toBeDefined();
    const second = (await search(`q=${surname}&cursor=${encodeURIComponent(first.nextCursor ?? '')}`))
      .body as AccountSearchPage;
    expect(second.nextCursor).toBeUndefined();
    const seen = [...first.accounts, ...second.accounts].map((account) => account.userId).sort();
    expect(seen).toEqual(made.map((account) => account.userId).sort());

    expect((await search(`q=${surname}&cursor=garbage`)).status).toBe(400);
    expect((await search('q=')).status).toBe(400);
    expect((await search('')).status).toBe(400);
  });
});
