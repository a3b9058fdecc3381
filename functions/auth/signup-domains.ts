import type { Role } from '#shared/constants/roles';

/**
 * Who may join (decision 16): a deployment names the email domains that may sign up as Student or
 * Faculty (`campus:signupEmailDomains`). Alumni have left the college's mail behind and Admins wait
 * for approval, so they sign up from any domain.
 */
const ROLES_LIMITED_TO_DOMAINS: readonly Role[] = ['Student', 'Faculty'];

/**
 * The domains named, or undefined when any may sign up (`*`, or unset as locally). Read on every
 * call, not once: the setting is a plain environment variable, and tests on the local stack set it.
 */
export function allowedSignupDomains(): readonly string[] | undefined {
  const value = process.env.SIGNUP_EMAIL_DOMAINS?.trim().toLowerCase() ?? '';
  if (value === '' || value === '*') return undefined;
  return value
    .split(',')
    .map((domain) => domain.trim())
    .filter((domain) => domain !== '');
}

/** The domains the sign-up must be at, or undefined when this one may go ahead. Exact matches only. */
export function refusedDomain(
  login: string,
  role: Role,
  domains: readonly string[] | undefined,
): readonly string[] | undefined {
  if (!domains || !ROLES_LIMITED_TO_DOMAINS.includes(role)) return undefined;
  const domain = login.slice(login.lastIndexOf('@') + 1);
  return domains.includes(domain) ? undefined : domains;
}
