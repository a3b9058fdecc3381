import type { RosterRow } from '#shared/schemas/roster';
import { MAX_CLASSES_TAUGHT } from '#shared/schemas/teaching';
import type { accounts } from '../accounts';
import { type Account, NO_PASSWORD } from '../accounts';
import type * as teaching from '../teaching';
import type * as timetable from '../timetable';
import { type PlannedRow, refusalFor } from './check-accounts';

export type Outcome = 'created' | 'updated' | 'unchanged' | 'graduated';

export interface ApplyRowDeps {
  readonly accounts: Pick<typeof accounts, 'createAccount' | 'findByLogin' | 'setName' | 'setStudentClass'>;
  readonly teaching: Pick<typeof teaching, 'assign'>;
  /** Turns a Student into Alumni (functions/accounts/account-admin.ts); false when the account changed meanwhile. */
  readonly graduate: (account: Account) => Promise<boolean>;
  /** A Student's batch of their division (the timetable's, decision 46). */
  readonly batches: Pick<typeof timetable, 'batchOf' | 'setBatch'>;
}

/** What a row did; `invite` is the account to mail an invitation to. */
export type Applied = { readonly outcome: Outcome; readonly invite?: Account } | { readonly reason: string };

/** The job a row belongs to, as the row needs it. */
export interface RowJob {
  readonly createdAt: string;
  /** True when an earlier try of this job stopped part way (its message came back). */
  readonly resumed: boolean;
}

const CHANGED_MEANWHILE = 'the account changed while the import ran; import the file again';
const TOO_MANY_CLASSES = `the Faculty member already has ${MAX_CLASSES_TAUGHT} classes; remove one on the Teaching page first`;

/*
 * A Faculty row's class is assigned (once: an assignment already there is left as it is). True when
 * it was new; a reason when the Faculty member has as many classes as they may.
 */
async function assignTaught(row: RosterRow, account: Account, deps: ApplyRowDeps) {
  if (!('teaches' in row) || !row.teaches) return false;
  const result = await deps.teaching.assign(account.userId, row.teaches);
  return result === 'tooMany' ? { reason: TOO_MANY_CLASSES } : result === 'assigned';
}

/* A Student row's batch, when it names one (an empty cell leaves the stored batch); true when it changed. */
async function setBatch(row: RosterRow, account: Account, deps: ApplyRowDeps): Promise<boolean> {
  if (!('batch' in row) || !row.batch || (await deps.batches.batchOf(account.userId)) === row.batch)
    return false;
  await deps.batches.setBatch(account.userId, row.batch);
  return true;
}

const newAccount = (row: RosterRow) => ({
  login: row.email,
  firstName: row.firstName,
  lastName: row.lastName,
  // The roster does not carry it; nothing reads it but the stored record.
  birthDate: '',
  role: row.role,
  // Active at once: an Admin vouched for every row. No password until the invitation is used.
  status: 'active' as const,
  passwordHash: NO_PASSWORD,
  emailConfirmed: false,
  ...(row.role === 'Student' ? { branch: row.branch, year: row.year, division: row.division } : {}),
});

/*
 * An account an earlier try of this job made and invited, then stopped before its checkpoint: it
 * has no password yet and is no older than the job. Its invitation is sent again, as the first
 * may not have gone.
 */
const madeByEarlierTry = (account: Account, job: RowJob) =>
  job.resumed &&
  account.passwordHash === NO_PASSWORD &&
  !account.emailConfirmed &&
  account.createdAt >= job.createdAt;

/**
 * Applies one checked row; safe to repeat (a retried job applies some rows twice): a new email
 * gets an account (its invitation is the caller's); an existing one gets the row's name and class,
 * and a Student whose row says Alumni graduates; a Faculty row's class is assigned to them.
 * Conditional writes refuse a row whose account changed since it was checked, with a reason,
 * instead of overwriting the change.
 */
export async function applyRow(planned: PlannedRow, job: RowJob, deps: ApplyRowDeps): Promise<Applied> {
  const row = planned.value;
  let account = planned.existing;
  if (!account) {
    const created = await deps.accounts.createAccount(newAccount(row));
    if (created) {
      // A new account has no class yet, and a file names at most the cap for one email (check-rows.ts).
      await assignTaught(row, created, deps);
      await setBatch(row, created, deps);
      return { outcome: 'created', invite: created };
    }
    // Someone made it since the check (another import, a sign-up): it is checked as any existing one.
    account = await deps.accounts.findByLogin(row.email);
    const reason = account ? refusalFor(row, account) : CHANGED_MEANWHILE;
    if (!account || reason) return { reason: reason ?? CHANGED_MEANWHILE };
  }
  const resend = planned.existing !== undefined && madeByEarlierTry(account, job);

  let changed = false;
  if (account.firstName !== row.firstName || account.lastName !== row.lastName) {
    account = await deps.accounts.setName(account, row.firstName, row.lastName);
    changed = true;
  }
  if (row.role === 'Student') {
    const { branch, year, division } = row;
    if (account.branch !== branch || account.year !== year || account.division !== division) {
      const moved = await deps.accounts.setStudentClass(account, { branch, year, division });
      if (!moved) return { reason: CHANGED_MEANWHILE };
      changed = true;
    }
    changed = (await setBatch(row, account, deps)) || changed;
  } else if (account.role === 'Student') {
    if (!(await deps.graduate(account))) return { reason: CHANGED_MEANWHILE };
    return { outcome: 'graduated' };
  } else {
    const taught = await assignTaught(row, account, deps);
    if (typeof taught === 'object') return taught;
    changed ||= taught;
  }
  if (resend) return { outcome: 'created', invite: account };
  return { outcome: changed ? 'updated' : 'unchanged' };
}
