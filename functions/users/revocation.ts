import { ACCOUNT_ADMIN_MESSAGES as MESSAGES } from '#shared/constants/account-admin-messages';
import { API_MESSAGES } from '#shared/constants/api-messages';
import type { MessageBody } from '#shared/schemas/account';
import type { Account, accountAdmin, accounts } from '../accounts';
import type { Caller } from '../lib/caller';
import { type ChangeScope, scopes, stampChange } from '../lib/change-stamps';
import { HttpError } from '../lib/http';
import type { recountClassStudents } from '../timetable';
import type * as adminLock from './admin-lock';

/** What an Admin may do to another account (revocation, decision 16). */
export type AccountChange = 'disable' | 'enable' | 'delete' | 'graduate';

export interface RevocationDeps {
  readonly accounts: Pick<typeof accounts, 'findByUserId' | 'findByLogin'>;
  readonly accountAdmin: Pick<
    typeof accountAdmin,
    'disableAccount' | 'enableAccount' | 'deleteAccount' | 'graduateToAlumni' | 'endLeftoverSessions'
  >;
  readonly adminLock: Pick<typeof adminLock, 'withAdminLock'>;
  /** Counts a class's students again after one leaves it (the timetable group keeps the counts). */
  readonly classes: { readonly recountClassStudents: typeof recountClassStudents };
}

const ANSWERS: Readonly<Record<AccountChange, string>> = {
  disable: MESSAGES.disabled,
  enable: MESSAGES.enabled,
  delete: MESSAGES.deleted,
  graduate: MESSAGES.graduated,
};

/* Why the change does not apply to the account as it is, or undefined when it does. */
function refusal(change: AccountChange, account: Account): string | undefined {
  if (change === 'disable' && account.status !== 'active') return MESSAGES.notActive;
  if (change === 'enable' && account.status !== 'disabled') return MESSAGES.notDisabled;
  if (change === 'graduate' && (account.role !== 'Student' || account.status !== 'active')) {
    return MESSAGES.notStudent;
  }
  return undefined;
}

function write(change: AccountChange, account: Account, deps: RevocationDeps): Promise<boolean> {
  const { accountAdmin } = deps;
  if (change === 'disable') return accountAdmin.disableAccount(account);
  if (change === 'enable') return accountAdmin.enableAccount(account);
  if (change === 'delete') return accountAdmin.deleteAccount(account);
  return accountAdmin.graduateToAlumni(account);
}

/*
 * The last-Admin guard. Disabling or deleting an Admin runs under the one admin lock, and first
 * reads the caller's own account afresh (strongly consistent): only an Admin who is still active
 * may take another Admin out of use. The caller is never the target, so after the change at least
 * the caller is an active Admin; and while the lock is held no other such change can take the
 * caller out. Two Admins disabling each other at once: the first wins, and the second finds its
 * own account disabled and is refused.
 */
async function guarded(caller: Caller, work: () => Promise<boolean>, deps: RevocationDeps): Promise<boolean> {
  const outcome = await deps.adminLock.withAdminLock(async () => {
    const self = caller.login
      ? await deps.accounts.findByLogin(caller.login, { consistent: true })
      : undefined;
    const stillAdmin = self?.userId === caller.userId && self.role === 'Admin' && self.status === 'active';
    if (!stillAdmin) throw new HttpError(401, API_MESSAGES.sessionEnded);
    return work();
  });
  if (outcome === 'busy') throw new HttpError(409, MESSAGES.busy);
  return outcome;
}

/**
 * Disables, enables, deletes or graduates one account. An Admin cannot disable or delete their
 * own account; every write is conditional on the account as read, so a change made meanwhile is
 * a 409 to look again rather than a change made over it.
 */
export async function changeAccount(
  input: { readonly userId: string; readonly change: AccountChange; readonly caller: Caller },
  deps: RevocationDeps,
): Promise<MessageBody> {
  const { change, caller } = input;
  if (input.userId === caller.userId && (change === 'disable' || change === 'delete')) {
    throw new HttpError(400, MESSAGES.ownAccount);
  }
  // The index finds the login; the account itself is read strongly consistent, so a change made
  // a moment ago (an Admin's Disable, then Enable) is seen and not refused by a lagging index.
  const listed = await deps.accounts.findByUserId(input.userId);
  const account = listed && (await deps.accounts.findByLogin(listed.login, { consistent: true }));
  if (!account || account.userId !== input.userId) throw new HttpError(404, MESSAGES.noSuchAccount);
  const refused = refusal(change, account);
  if (refused) {
    // Often a retry of a change already made: whatever sessions it left behind end now.
    await deps.accountAdmin.endLeftoverSessions(account);
    throw new HttpError(400, refused);
  }
  // The role Admin is given only at sign-up, so whether a change needs the guard is known here.
  const takesAdminOut = account.role === 'Admin' && (change === 'disable' || change === 'delete');
  const work = () => write(change, account, deps);
  const written = takesAdminOut ? await guarded(caller, work, deps) : await work();
  if (!written) throw new HttpError(409, MESSAGES.changedMeanwhile);
  // A deleted or graduated Student leaves their class: the Admin's classes with no timetable follow
  // (and a deleted account may have been waiting for approval).
  const leaves = change === 'delete' || change === 'graduate';
  if (leaves) await deps.classes.recountClassStudents([account]);
  // The account's own dashboard; the Admin's when a waiting account went (a recount stamps its own).
  const changed: ChangeScope[] = [
    scopes.user(account.userId),
    ...(change === 'delete' ? [scopes.admin] : []),
  ];
  await stampChange(...changed);
  return { msg: ANSWERS[change] };
}
