import { addDepartment } from '../../functions/departments/repository';
import { addIfAbsent as addFacultyIfAbsent } from '../../functions/faculty/repository';
import { createAccount, findByLogin } from '../../functions/lib/accounts';
import { hashPassword } from '../../functions/lib/passwords';
import { addRoomIfAbsent } from '../../functions/rooms/repository';
import { DEPARTMENT_DESCRIPTIONS, DEPARTMENT_NAMES } from '../../shared/constants/departments';
import { ROLES, type Role } from '../../shared/constants/roles';
import { SAMPLE_FACULTY } from './sample-faculty';
import { SAMPLE_ROOMS } from './sample-rooms';

/** Adds whichever of the 10 departments of spec §3 are absent; existing ones are left as they are. */
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

export async function seedDemoAccounts(): Promise<void> {
  await Promise.all(
    DEMO_ACCOUNTS.map(async ({ role, email, password }) => {
      if (await findByLogin(email)) return;
      await createAccount({
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
}
