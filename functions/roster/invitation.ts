import type { Account } from '../accounts';
import type * as mailOutbox from '../mail';

export interface InvitationDeps {
  readonly outbox: Pick<typeof mailOutbox, 'enqueueMails'>;
}

/**
 * Has each account mailed a single-use link (7 days) that sets its first password and confirms its
 * email. The invitations are stored in the mail outbox, in batches, and the mail worker makes each
 * link and sends it at SES's own pace (decision 18), so an import never waits on SES.
 */
export async function sendInvitations(
  accounts: readonly Account[],
  siteOrigin: string,
  deps: InvitationDeps,
): Promise<void> {
  if (accounts.length === 0) return;
  await deps.outbox.enqueueMails(
    accounts.map((account) => ({ kind: 'invitation', to: account.login, siteOrigin })),
  );
}
