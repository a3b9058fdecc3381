import type { Locator, Page } from '@playwright/test';
import type { StudentClass } from '#shared/schemas/student-class';

/** The demo Student's class, which `npm start` seeds (infra/local/seed.ts). */
export const DEMO_CLASS: StudentClass = { branch: 'Computer Engineering', year: 'SE', division: 'A' };

/** Fills the branch, year and division fields (components/ClassFields) inside `scope`. */
export async function fillClass(scope: Page | Locator, studentClass: StudentClass = DEMO_CLASS) {
  await scope.getByLabel('Branch', { exact: true }).selectOption(studentClass.branch);
  await scope.getByLabel('Year', { exact: true }).selectOption(studentClass.year);
  await scope.getByLabel('Division', { exact: true }).fill(studentClass.division);
}
