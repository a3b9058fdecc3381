import { DEPARTMENT_DESCRIPTIONS, DEPARTMENT_NAMES } from '#shared/constants/departments';
import { ROLES, type Role } from '#shared/constants/roles';
import type { StudentClass } from '#shared/schemas/student-class';
import { classOf, createAccount, findByLogin, setStudentClass } from '../../functions/accounts/accounts';
import { hashPassword } from '../../functions/accounts/passwords';
import { addDepartment } from '../../functions/departments/repository';
import { addIfAbsent as addFacultyIfAbsent } from '../../functions/faculty/repository';
import { inGroups } from '../../functions/lib/in-groups';
import { addRoomIfAbsent } from '../../functions/rooms/repository';
import { assign } from '../../functions/teaching';
import { SAMPLE_FACULTY } from './sample-faculty';
import { SAMPLE_ROOMS } from './sample-rooms';
import { SAMPLE_CLASSES, sampleStudents } from './sample-students';

export { seedSampleTimetable } from './seed-timetable';

/**
 * Adds whichever of the 10 required departments (docs/requirements.md#department-list) are absent;
 * existing ones are left as they are.
 */
export async function seedDepartments(): Promise<number> {
  const added = await Promise.all(
    DEPARTMENT_NAMES.map((name) => addDepartment({ name, description: DEPARTMENT_DESCRIPTIONS[name] })),
  );
  return added.filter(Boolean).length;
}

/** Seeds the sample classroom directory (local only); rooms already there are left alone. */
export async function seedSampleRooms(): Promise<void> {
  await Promise.all(SAMPLE_ROOMS.map((room) => addRoomIfAbsent(room)));
}

/** Seeds the sample faculty directory (local only); entries already there are left alone. */
export async function seedSampleFaculty(): Promise<void> {
  await Promise.all(SAMPLE_FACULTY.map((member) => addFacultyIfAbsent(member)));
}

export interface DemoAccount {
  readonly role: Role;
  readonly email: string;
  readonly password: string;
}

/* Local only: one approved account per role, so every dashboard can be tried at once. */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = ROLES.map((role) => ({
  role,
  email: `${role.toLowerCase()}@campus.local`,
  password: `campus-demo-${role.toLowerCase()}`,
}));

/** The demo Student's class: a Student has one (decision 16). */
export const DEMO_STUDENT_CLASS: StudentClass = { branch: 'Computer Engineering', year: 'SE', division: 'A' };

/*
 * The demo Faculty member teaches every sample class but the last (decision 32: Faculty mark only
 * their classes), so the dashboard opens on a class with students and another class is refused.
 */
export const DEMO_FACULTY_CLASSES: readonly (StudentClass & { readonly subject: string })[] =
  SAMPLE_CLASSES.slice(0, -1).map(({ branch, year, division }, index) => ({
    branch,
    year,
    division,
    subject: ['Data Structures', 'Discrete Mathematics', 'Computer Networks'][index] ?? 'Tutorials',
  }));

export async function seedDemoAccounts(): Promise<void> {
  await Promise.all(
    DEMO_ACCOUNTS.map(async ({ role, email, password }) => {
      const existing = await findByLogin(email);
      // A demo Student stored before classes existed gets the demo class once.
      if (existing?.role === 'Student' && !classOf(existing))
        await setStudentClass(existing, DEMO_STUDENT_CLASS, { onlyIfUnset: true });
      if (existing) return;
      await createAccount({
        ...(role === 'Student' ? DEMO_STUDENT_CLASS : {}),
        login: email,
        firstName: 'Demo',
        lastName: role,
        birthDate: '2000-01-01',
        role,
        status: 'active',
        passwordHash: await hashPassword(password),
      });
    }),
  );
  // Assigned again on every start: an assignment already there is left as it is.
  const faculty = await findByLogin(DEMO_ACCOUNTS.find(({ role }) => role === 'Faculty')?.email ?? '');
  if (faculty) for (const taught of DEMO_FACULTY_CLASSES) await assign(faculty.userId, taught);
}

/*
 * Local only: the sample classes' students (sample-students.ts), active and listed in their
 * classes' rosters. They cannot log in: their stored hash is no scrypt hash, so every password
 * fails, and hashing 130 real ones would add a minute to every start. Ones already there stay.
 * Ten at a time: all 130 at once, beside the other seeds, queue over a hundred requests behind
 * the SDK's 50 sockets, which it reports on the terminal (its socket-capacity warning).
 */
const STUDENTS_AT_ONCE = 10;

export async function seedSampleStudents(): Promise<void> {
  await inGroups(sampleStudents(), STUDENTS_AT_ONCE, ({ email, ...student }) =>
    createAccount({
      ...student,
      login: email,
      birthDate: '2005-06-15',
      role: 'Student',
      status: 'active',
      passwordHash: 'sample-student-no-login',
    }),
  );
}
