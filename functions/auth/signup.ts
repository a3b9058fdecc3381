import { API_MESSAGES } from '../../shared/constants/api-messages';
import { AUTH_MESSAGES, ROLES_NEEDING_APPROVAL } from '../../shared/constants/auth-messages';
import type { MessageBody, SignupInput } from '../../shared/schemas/account';
import type * as accounts from '../lib/accounts';
import { HttpError } from '../lib/http';
import type * as passwords from '../lib/passwords';
import type * as rateLimit from '../lib/rate-limit';
import { SIGNUPS_PER_CLIENT } from './limits';

export interface SignupDeps {
  readonly accounts: Pick<typeof accounts, 'createAccount'>;
  readonly passwords: Pick<typeof passwords, 'hashPassword'>;
  readonly limits: Pick<typeof rateLimit, 'countEvent'>;
}

const needsApproval = (role: SignupInput['role']) =>
  (ROLES_NEEDING_APPROVAL as readonly string[]).includes(role);

/** Student and Alumni accounts are active at once; Faculty and Admin wait for an Admin. */
export async function signup(
  input: SignupInput & { readonly client: string },
  deps: SignupDeps,
): Promise<MessageBody> {
  if (await deps.limits.countEvent(SIGNUPS_PER_CLIENT, input.client)) {
    throw new HttpError(429, API_MESSAGES.tooManyAttempts);
  }
  const pending = needsApproval(input.role);
  const account = await deps.accounts.createAccount({
    login: input.email,
    firstName: input.firstName,
    lastName: input.lastName,
    birthDate: input.birthDate,
    role: input.role,
    status: pending ? 'pending' : 'active',
    passwordHash: await deps.passwords.hashPassword(input.password),
  });
  if (!account) throw new HttpError(409, AUTH_MESSAGES.accountExists);
  return { msg: pending ? AUTH_MESSAGES.signedUpPending : AUTH_MESSAGES.signedUp };
}
