import type { AccountLink } from './account-links';
import type * as accounts from './accounts';
import type * as sessions from './sessions';

export interface PasswordByLinkDeps {
  readonly accounts: Pick<typeof accounts, 'findByLogin' | 'setPasswordHash' | 'markEmailConfirmed'>;
  readonly sessions: Pick<typeof sessions, 'endingSessions'>;
}

/**
 * Sets the password a redeemed link (a reset or an invitation) was for, and confirms the email
 * (the link came through the mailbox), only while the account is still the one the link was made
 * for, at the password version it was made under: a password changed since kills the link. Every
 * session of the account ends, before and after the write (sessions.endingSessions); a link that no
 * longer applies ends none. Answers the account's new password version, or undefined when the
 * password was not set.
 */
export async function setPasswordByLink(
  link: AccountLink,
  passwordHash: string,
  deps: PasswordByLinkDeps,
): Promise<number | undefined> {
  const account = await deps.accounts.findByLogin(link.login, { consistent: true });
  if (account?.userId !== link.userId || account.passwordVersion !== link.passwordVersion) return undefined;
  const version = await deps.sessions.endingSessions(link.login, () =>
    deps.accounts.setPasswordHash(link, passwordHash),
  );
  if (version === undefined) return undefined;
  await deps.accounts.markEmailConfirmed(link);
  return version;
}
