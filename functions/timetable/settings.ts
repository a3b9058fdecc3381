import { TIMETABLE_MESSAGES } from '#shared/constants/timetable-messages';
import type { MessageBody } from '#shared/schemas/account';
import type { Periods, Term } from '#shared/schemas/timetable';
import { type accounts, classOf } from '../accounts';
import { HttpError } from '../lib/http';
import type * as college from './college';

type CollegeDeps = { readonly college: typeof college };

/** The periods as set; none set yet reads as an empty bell schedule's absence (404). */
export async function getPeriods(deps: CollegeDeps): Promise<Periods> {
  const periods = await deps.college.findPeriods();
  if (!periods) throw new HttpError(404, TIMETABLE_MESSAGES.noPeriods);
  return periods;
}

export async function setPeriods(periods: Periods, deps: CollegeDeps): Promise<MessageBody> {
  await deps.college.savePeriods(periods);
  return { msg: TIMETABLE_MESSAGES.periodsSaved };
}

export async function getTerm(deps: CollegeDeps): Promise<Term> {
  const term = await deps.college.findTerm();
  if (!term) throw new HttpError(404, TIMETABLE_MESSAGES.noTerm);
  return term;
}

/** Holidays are kept in date order and named once a date. */
export async function setTerm(term: Term, deps: CollegeDeps): Promise<MessageBody> {
  const holidays = [...new Map(term.holidays.map((h) => [h.date, h])).values()].sort((a, b) =>
    a.date.localeCompare(b.date),
  );
  await deps.college.saveTerm({ ...term, holidays });
  return { msg: TIMETABLE_MESSAGES.termSaved };
}

/** Sets a Student's batch of their division (A1…); none clears it. */
export async function setStudentBatch(
  input: { readonly userId: string; readonly batch: string | undefined },
  deps: CollegeDeps & { readonly accounts: Pick<typeof accounts, 'findByUserId'> },
): Promise<MessageBody> {
  const account = await deps.accounts.findByUserId(input.userId);
  if (account?.role !== 'Student' || !classOf(account))
    throw new HttpError(404, TIMETABLE_MESSAGES.noSuchStudent);
  await deps.college.setBatch(input.userId, input.batch);
  return { msg: TIMETABLE_MESSAGES.batchSaved };
}
