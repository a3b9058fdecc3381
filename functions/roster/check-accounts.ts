import type { Refusal, RosterRow } from '#shared/schemas/roster';
import type { Account } from '../accounts';
import type { CheckedRow } from './check-rows';

/** A row ready to apply: new (no account), or an update of the account its email already has. */
export interface PlannedRow extends CheckedRow {
  readonly existing?: Account;
}

/**
 * Why a row cannot be applied to the account its email already has, or undefined when it can. An
 * import updates a name or a class, and graduates a Student to Alumni; it changes no other role,
 * never touches an Admin, and does not decide, restore or re-enable an account (an Admin does that
 * one by one, where they see why it is as it is).
 */
export function refusalFor(row: RosterRow, account: Account): string | undefined {
  if (account.role === 'Admin')
    return 'the email belongs to an Admin account, which an import does not change';
  if (account.status === 'pending') return 'the account waits for approval: approve or reject it first';
  if (account.status === 'rejected') return 'the account was rejected; an import does not restore it';
  if (account.status === 'disabled') return 'the account is disabled; an import does not enable it';
  if (account.role === row.role) return undefined;
  if (account.role === 'Student' && row.role === 'Alumni') return undefined;
  return `the account is ${account.role}; an import changes a role only from Student to Alumni`;
}

/** Matches every checked row with its account and refuses those that cannot be applied to it. */
export function planRows(
  rows: readonly CheckedRow[],
  accounts: readonly Account[],
): { planned: PlannedRow[]; refusals: Refusal[] } {
  const byLogin = new Map(accounts.map((account) => [account.login, account]));
  const planned: PlannedRow[] = [];
  const refusals: Refusal[] = [];
  for (const row of rows) {
    const existing = byLogin.get(row.value.email);
    const reason = existing && refusalFor(row.value, existing);
    if (reason) refusals.push({ row: row.row, reason });
    else planned.push({ ...row, existing });
  }
  return { planned, refusals };
}
