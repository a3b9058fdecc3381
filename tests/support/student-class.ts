import type { StudentClass } from '#shared/schemas/student-class';

/** A class for a Student a test signs up: sign-up asks a Student for one (decision 16). */
export const A_CLASS: StudentClass = { branch: 'Computer Engineering', year: 'SE', division: 'A' };
