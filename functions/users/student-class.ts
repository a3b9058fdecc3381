import { CLASS_MESSAGES } from '#shared/constants/class-messages';
import type { ClassStudent } from '#shared/schemas/classes';
import type { StudentClass } from '#shared/schemas/student-class';
import type { accounts } from '../accounts';
import { type Account, classOf, toSummary } from '../accounts';
import { scopes, stampChange } from '../lib/change-stamps';
import { HttpError } from '../lib/http';
import { recountClassStudents } from '../timetable';

type Accounts = Pick<typeof accounts, 'findByLogin' | 'findByUserId' | 'setStudentClass'>;

const toClassStudent = (account: Account): ClassStudent => {
  const studentClass = classOf(account);
  return { ...toSummary(account), ...(studentClass && { studentClass }) };
};

/** A Student by the email they log in with, and their class; anyone else is a 404. */
export async function studentByEmail(
  input: { readonly email: string },
  deps: { readonly accounts: Pick<Accounts, 'findByLogin'> },
): Promise<{ student: ClassStudent }> {
  const account = await deps.accounts.findByLogin(input.email);
  if (account?.role !== 'Student') throw new HttpError(404, CLASS_MESSAGES.noStudentWithEmail);
  return { student: toClassStudent(account) };
}

/**
 * An Admin moves one Student to another class (or gives one their first). The account must be a
 * Student's; the write is conditional on the account as read, and a change made meanwhile (a
 * disable, a role change) is a 409 to try again rather than a class written over it.
 */
export async function changeStudentClass(
  input: StudentClass & { readonly userId: string },
  deps: { readonly accounts: Pick<Accounts, 'findByUserId' | 'setStudentClass'> },
): Promise<{ msg: string; student: ClassStudent }> {
  const account = await deps.accounts.findByUserId(input.userId);
  if (account?.role !== 'Student') throw new HttpError(404, CLASS_MESSAGES.noSuchStudent);
  const { branch, year, division } = input;
  const moved = await deps.accounts.setStudentClass(account, { branch, year, division });
  if (!moved) throw new HttpError(409, CLASS_MESSAGES.changedMeanwhile);
  await recountClassStudents([account, moved]);
  // The Student's dashboard shows the new class (decision 64); the recount stamps the Admin's.
  await stampChange(scopes.user(account.userId));
  return { msg: CLASS_MESSAGES.classChanged, student: toClassStudent(moved) };
}
