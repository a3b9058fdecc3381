import { randomUUID } from 'node:crypto';
import type { StudentClass } from '#shared/schemas/student-class';
import { createAccount } from '../../functions/accounts/accounts';
import { hashPassword } from '../../functions/accounts/passwords';

/* One hash per password: scrypt takes a while, and every account of a file shares its password. */
const hashes = new Map<string, Promise<string>>();

/**
 * An active account made straight in the users table (the global setup's stack shares its
 * environment with the workers), which logs in with `password`; its email, unique to the call.
 */
export async function madeAccount(input: {
  readonly firstName: string;
  readonly role: 'Student' | 'Faculty';
  readonly password: string;
  readonly studentClass?: StudentClass;
}): Promise<string> {
  const hashed = hashes.get(input.password) ?? hashPassword(input.password);
  hashes.set(input.password, hashed);
  const email = `${input.firstName.toLowerCase()}-${randomUUID().slice(0, 8)}@example.org`;
  const made = await createAccount({
    login: email,
    firstName: input.firstName,
    lastName: 'Tester',
    birthDate: '2004-02-03',
    role: input.role,
    status: 'active',
    passwordHash: await hashed,
    ...input.studentClass,
  });
  if (!made) throw new Error(`${input.role} ${input.firstName} not made`);
  return email;
}
