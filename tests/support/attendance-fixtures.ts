import { randomUUID } from 'node:crypto';
import { DEPARTMENT_NAMES } from '#shared/constants/departments';
import type { Role } from '#shared/constants/roles';
import { CLASS_YEARS, type StudentClass } from '#shared/schemas/student-class';
import { createAccount, findByLogin } from '../../functions/accounts/accounts';
import { assign } from '../../functions/teaching';

/* What the attendance tests make and read: classes, dates and students of their own. */
export type AttendanceRecord = {
  studentId: string;
  date: string;
  type: string;
  first_name: string;
  status: string;
  email: string;
};

/* A class no other test uses: a random branch and year, and a random two-letter division and digit. */
export function uniqueClass(): StudentClass {
  const pick = <T>(values: readonly T[]) => values[Math.floor(Math.random() * values.length)] as T;
  const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
  return {
    branch: pick(DEPARTMENT_NAMES),
    year: pick(CLASS_YEARS),
    division: `${pick([...letters])}${pick([...letters])}${Math.floor(Math.random() * 10)}`,
  };
}
/*
 * A class of its own that the demo Faculty member is assigned (decision 32: Faculty reach only the
 * classes they teach), as an Admin's assignment stores it.
 */
export async function taughtClass(): Promise<StudentClass> {
  return assignToDemoFaculty(uniqueClass());
}

/** Assigns a class to the demo Faculty member, as an Admin's assignment stores it. */
export async function assignToDemoFaculty(studentClass: StudentClass): Promise<StudentClass> {
  const faculty = await findByLogin('faculty@campus.local');
  if (!faculty) throw new Error('the demo Faculty account is missing');
  if ((await assign(faculty.userId, studentClass)) !== 'assigned') throw new Error('class not assigned');
  return studentClass;
}

export const classQuery = (studentClass: StudentClass) => new URLSearchParams(studentClass).toString();

/*
 * Students made straight in the users table (as sign-up stores them), since signing up 120 people
 * through the API would spend a minute hashing passwords nobody uses here.
 */
export async function makeAccount(
  firstName: string,
  lastName: string,
  studentClass: StudentClass | undefined,
  role: Role = 'Student',
  /* An email not confirmed yet; with no password, as a roster import makes an account. */
  stored: { readonly emailConfirmed?: boolean; readonly passwordHash?: string } = {},
) {
  const account = await createAccount({
    login: `${firstName}-${randomUUID()}@example.org`.toLowerCase(),
    firstName,
    lastName,
    birthDate: '2003-03-03',
    role,
    status: 'active',
    passwordHash: 'scrypt$not-a-real-hash',
    ...studentClass,
    ...stored,
  });
  if (!account) throw new Error('account not made');
  return account;
}

/*
 * Each test marks its own day, far from the others, so the shared stack's records never mix: a
 * day of the years 1200 to 1999, since attendance is never marked for a day after today.
 */
export const uniqueDate = () => {
  const day = new Date(
    Date.UTC(
      1200 + Math.floor(Math.random() * 800),
      Math.floor(Math.random() * 12),
      1 + Math.floor(Math.random() * 28),
    ),
  );
  return day.toISOString().slice(0, 10);
};
