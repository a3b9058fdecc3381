import { API_MESSAGES } from '#shared/constants/api-messages';
import { CLASS_MESSAGES } from '#shared/constants/class-messages';
import type { MessageBody } from '#shared/schemas/account';
import type { StudentClass } from '#shared/schemas/student-class';
import type { accounts } from '../accounts';
import { classOf } from '../accounts';
import type { Caller } from '../lib/caller';
import { scopes, stampChange } from '../lib/change-stamps';
import { HttpError } from '../lib/http';
import type { recountClassStudents } from '../timetable';

export interface OwnClassDeps {
  readonly accounts: Pick<typeof accounts, 'findByUserId' | 'setStudentClass'>;
  readonly classes: { readonly recountClassStudents: typeof recountClassStudents };
}

/**
 * A Student names their own class, once: only while the account has none (an Admin changes it
 * after). The write is conditional on the class still being unset, so two tabs racing store one.
 */
export async function setOwnClass(
  input: StudentClass & { readonly caller: Caller },
  deps: OwnClassDeps,
): Promise<MessageBody> {
  const account = await deps.accounts.findByUserId(input.caller.userId);
  if (!account) throw new HttpError(401, API_MESSAGES.signInRequired);
  if (classOf(account)) throw new HttpError(409, CLASS_MESSAGES.ownClassAlreadySet);
  const { branch, year, division } = input;
  const moved = await deps.accounts.setStudentClass(
    account,
    { branch, year, division },
    { onlyIfUnset: true },
  );
  if (!moved) throw new HttpError(409, CLASS_MESSAGES.ownClassAlreadySet);
  // Their class's count tells the Admin's classes with no timetable (decision 55).
  await deps.classes.recountClassStudents([moved]);
  // Their dashboard now shows their class's day, marks and notes (decision 64).
  await stampChange(scopes.user(input.caller.userId));
  return { msg: CLASS_MESSAGES.ownClassSet };
}
