import { API_MESSAGES } from '#shared/constants/api-messages';
import { AUTH_MESSAGES, ROLES_NEEDING_APPROVAL } from '#shared/constants/auth-messages';
import type { MessageBody, SignupInput } from '#shared/schemas/account';
import type { accounts, passwords } from '../accounts';
import { scopes, stampChange } from '../lib/change-stamps';
import { HttpError } from '../lib/http';
import type * as rateLimit from '../lib/rate-limit';
import type { recountClassStudents } from '../timetable';
import { type EmailConfirmationDeps, mailAfterSignup } from './email-confirmation';
import { isTrustedClient, SIGNUPS_PER_CLIENT } from './limits';
import type * as signupDomains from './signup-domains';
import { refusedDomain } from './signup-domains';

export interface SignupDeps extends EmailConfirmationDeps {
  readonly accounts: Pick<typeof accounts, 'createAccount'> & EmailConfirmationDeps['accounts'];
  readonly passwords: Pick<typeof passwords, 'hashPassword'>;
  readonly limits: Pick<typeof rateLimit, 'countEvent'>;
  readonly signupDomains: Pick<typeof signupDomains, 'allowedSignupDomains'>;
  readonly classes: { readonly recountClassStudents: typeof recountClassStudents };
}

const needsApproval = (role: SignupInput['role']) =>
  (ROLES_NEEDING_APPROVAL as readonly string[]).includes(role);

/**
 * Student and Alumni accounts are active once their email is confirmed; Faculty and Admin then wait
 * for an Admin. Only an email can be confirmed, so a phone number is refused (accounts made with
 * one before keep logging in), and a Student or Faculty must use a domain the deployment names.
 * The answer is the same whether or not the email has an account: its owner is mailed instead.
 */
export async function signup(
  input: SignupInput & { readonly client: string; readonly siteOrigin: string | undefined },
  deps: SignupDeps,
): Promise<MessageBody> {
  if (!input.email.includes('@')) throw new HttpError(400, AUTH_MESSAGES.phoneSignupRefused);
  const domains = refusedDomain(input.email, input.role, deps.signupDomains.allowedSignupDomains());
  if (domains) throw new HttpError(400, `${AUTH_MESSAGES.emailDomainRefused}${domains.join(', ')}.`);
  if (!input.siteOrigin) {
    throw new Error('No site origin on the request; the confirmation link has no address');
  }
  if (!isTrustedClient(input.client) && (await deps.limits.countEvent(SIGNUPS_PER_CLIENT, input.client))) {
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
    emailConfirmed: false,
    passwordHash: await deps.passwords.hashPassword(input.password),
    // A Student's class lists them in its roster; any other role's is ignored (the schema asks a Student).
    ...(input.role === 'Student' ? { branch: input.branch, year: input.year, division: input.division } : {}),
  });
  // A new account waiting for approval is counted on the Admin's dashboard (decision 64).
  if (account && pending) await stampChange(scopes.admin);
  // A Student joins their class's count, which tells the Admin's classes with no timetable (decision 55).
  if (account) await deps.classes.recountClassStudents([account]);
  await mailAfterSignup({ login: input.email, created: account, siteOrigin: input.siteOrigin }, deps);
  return { msg: pending ? AUTH_MESSAGES.signedUpPending : AUTH_MESSAGES.signedUp };
}
