import { ROSTER_MESSAGES } from '#shared/constants/roster-messages';
import type { MessageBody } from '#shared/schemas/account';
import type { AcceptInvitationInput } from '#shared/schemas/roster';
import type { accountLinks, passwords } from '../accounts';
import { type PasswordByLinkDeps, setPasswordByLink } from '../accounts';
import { HttpError } from '../lib/http';

export interface AcceptInvitationDeps extends PasswordByLinkDeps {
  readonly links: Pick<typeof accountLinks, 'redeemAccountLink'>;
  readonly passwords: Pick<typeof passwords, 'hashPassword'>;
}

/**
 * Uses up the invitation and sets the first password, if the account is still at the version the
 * link was made under (a reset meanwhile kills it); the mailed link proves the email, so it is
 * confirmed too, and any session of the account ends (password-by-link.ts). Of parallel uses of
 * one link exactly one gets past the redeem.
 */
export async function acceptInvitation(
  input: AcceptInvitationInput,
  deps: AcceptInvitationDeps,
): Promise<MessageBody> {
  const link = await deps.links.redeemAccountLink(input.token, 'invite');
  if (!link) throw new HttpError(400, ROSTER_MESSAGES.invitationInvalid);
  const passwordHash = await deps.passwords.hashPassword(input.password);
  if (!(await setPasswordByLink(link, passwordHash, deps))) {
    throw new HttpError(400, ROSTER_MESSAGES.invitationInvalid);
  }
  return { msg: ROSTER_MESSAGES.passwordSet };
}
