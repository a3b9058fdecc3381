import { TEACHING_MESSAGES } from '#shared/constants/teaching-messages';
import type { AssignClassInput, FacultyTeaching, TaughtClass } from '#shared/schemas/teaching';
import type { accounts } from '../accounts';
import { toSummary } from '../accounts';
import { HttpError } from '../lib/http';
import type * as teaching from '../teaching';

interface TeachingDeps {
  readonly accounts: Pick<typeof accounts, 'findByLogin' | 'findByUserId'>;
  readonly teaching: Pick<typeof teaching, 'classesOf' | 'assign' | 'unassign'>;
}

const taughtClass = ({ branch, year, division, subject }: AssignClassInput): TaughtClass => ({
  branch,
  year,
  division,
  ...(subject && { subject }),
});

/** A Faculty member by the email they log in with, and the classes they are assigned. */
export async function facultyTeaching(
  input: { readonly email: string },
  deps: TeachingDeps,
): Promise<FacultyTeaching> {
  const account = await deps.accounts.findByLogin(input.email);
  if (account?.role !== 'Faculty') throw new HttpError(404, TEACHING_MESSAGES.noFacultyWithEmail);
  return { faculty: toSummary(account), classes: await deps.teaching.classesOf(account.userId) };
}

/** An Admin assigns a Faculty member a class (and subject); at most the cap, each once. */
export async function assignClass(input: AssignClassInput & { readonly userId: string }, deps: TeachingDeps) {
  const account = await deps.accounts.findByUserId(input.userId);
  if (account?.role !== 'Faculty') throw new HttpError(404, TEACHING_MESSAGES.noSuchFaculty);
  const result = await deps.teaching.assign(account.userId, taughtClass(input));
  if (result !== 'assigned') throw new HttpError(409, TEACHING_MESSAGES[result]);
  return { msg: TEACHING_MESSAGES.assigned, classes: await deps.teaching.classesOf(account.userId) };
}

/**
 * An Admin takes a class (and subject) away. Whatever the account has become, its assignments
 * may be taken away: they give nothing to an account that is no longer Faculty.
 */
export async function unassignClass(
  input: AssignClassInput & { readonly userId: string },
  deps: TeachingDeps,
) {
  if (!(await deps.teaching.unassign(input.userId, taughtClass(input)))) {
    throw new HttpError(404, TEACHING_MESSAGES.notAssigned);
  }
  return { msg: TEACHING_MESSAGES.removed, classes: await deps.teaching.classesOf(input.userId) };
}
