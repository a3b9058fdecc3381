import { API_MESSAGES } from '../../shared/constants/api-messages';
import { AUTH_MESSAGES, ROLES_NEEDING_APPROVAL } from '../../shared/constants/auth-messages';
import type { SignupInput } from '../../shared/schemas/account';
import { createAccount } from '../lib/accounts';
import { HttpError, type HttpResult } from '../lib/http';
import { hashPassword } from '../lib/passwords';
import { countEvent } from '../lib/rate-limit';
import { SIGNUPS_PER_CLIENT } from './limits';

const needsApproval = (role: SignupInput['role']) =>
  (ROLES_NEEDING_APPROVAL as readonly string[]).includes(role);

/** Student and Alumni accounts are active at once; Faculty and Admin wait for an Admin. */
export async function signup(input: SignupInput, clientIp: string): Promise<HttpResult> {
  if (await countEvent(SIGNUPS_PER_CLIENT, clientIp)) throw new HttpError(429, API_MESSAGES.tooManyAttempts);
  const pending = needsApproval(input.role);
  const account = await createAccount({
    login: input.email,
    firstName: input.firstName,
    lastName: input.lastName,
    birthDate: input.birthDate,
    role: input.role,
    status: pending ? 'pending' : 'active',
    passwordHash: await hashPassword(input.password),
  });
  if (!account) throw new HttpError(409, AUTH_MESSAGES.accountExists);
  return { statusCode: 201, body: { msg: pending ? AUTH_MESSAGES.signedUpPending : AUTH_MESSAGES.signedUp } };
}
