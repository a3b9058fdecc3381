import { describe, expect, it } from 'vitest';
import { type Account, NO_PASSWORD } from '../accounts';
import { composeMail } from './compose';

const imported: Account = {
  login: 'asha@example.org',
  userId: 'u-1',
  firstName: 'Asha',
  lastName: 'Rao',
  birthDate: '',
  role: 'Student',
  status: 'active',
  passwordHash: NO_PASSWORD,
  createdAt: '2026-11-26T10:00:00.000Z',
  passwordVersion: 0,
  emailConfirmed: false,
};

/* The mail an invitation request comes to for this account as stored, and the links it made. */
async function invitationFor(account: Account) {
  const made: string[] = [];
  const mail = await composeMail(
    { kind: 'invitation', to: account.login, siteOrigin: 'https://campus.example.edu' },
    {
      accounts: { findByLogin: async (login) => (login === account.login ? account : undefined) },
      links: {
        createAccountLink: async (_account, purpose) => {
          made.push(purpose);
          return 'a'.repeat(43);
        },
      },
    },
  );
  return { mail, made };
}

describe('an invitation mail', () => {
  it('carries a link that sets the first password of an imported account', async () => {
    const { mail, made } = await invitationFor(imported);
    expect(mail?.to).toBe(imported.login);
    expect(mail?.mail.text).toContain(`https://campus.example.edu/set-password#token=${'a'.repeat(43)}`);
    expect(made).toEqual(['invite']);
  });

  it('is not sent, and makes no link, once the account has a password (a reset got there first)', async () => {
    const { mail, made } = await invitationFor({ ...imported, passwordHash: 'scrypt$…', passwordVersion: 1 });
    expect(mail).toBeUndefined();
    expect(made).toEqual([]);
  });
});
