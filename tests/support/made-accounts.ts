import { randomUUID } from 'node:crypto';
import type { Role } from '#shared/constants/roles';
import { type Account, createAccount } from '../../functions/accounts/accounts';
import { hashPassword } from '../../functions/accounts/passwords';
import { call } from './api';
import { newVisitor } from './client-ip';

/**
 * An active account with a real password, stored straight in the table (as `npm run
 * create-admin` does): tests of sessions and revocation need accounts of every role, and sign-up
 * would add its own rules (confirmation, approval, class) that are not what they test.
 */
export async function madeAccount(
  role: Role,
  /** Left out for an account that never logs in: hashing a real one takes ~0.5 s. */
  password: string | undefined,
  name: { firstName: string; lastName: string } = { firstName: 'Ira', lastName: 'Sen' },
): Promise<Account> {
  const account = await createAccount({
    login: `${role.toLowerCase()}-${randomUUID()}@example.org`,
    ...name,
    birthDate: '2001-01-01',
    role,
    status: 'active',
    passwordHash: password === undefined ? 'scrypt$not-a-real-hash' : await hashPassword(password),
    ...(role === 'Student' ? { branch: 'Computer Engineering', year: 'SE', division: 'A' } : {}),
  } as const);
  if (!account) throw new Error('account not made');
  return account;
}

/** Logs in from a visitor address of its own; the answer as it came. */
export function logIn(apiUrl: string, account: Pick<Account, 'login' | 'role'>, password: string) {
  return call(apiUrl, 'POST', '/api/login', {
    body: { email: account.login, password, role: account.role },
    from: newVisitor(),
  });
}

/** A session token for the account, or a thrown error naming the answer. */
export async function tokenOf(apiUrl: string, account: Pick<Account, 'login' | 'role'>, password: string) {
  const answer = await logIn(apiUrl, account, password);
  if (answer.status !== 200) throw new Error(`login failed: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body.token as string;
}

/** The status of a signed-in read with the token: 200 while its session is live, 401 after. */
export async function sessionStatus(apiUrl: string, token: string): Promise<number> {
  return (await call(apiUrl, 'GET', '/api/user', { token })).status;
}
