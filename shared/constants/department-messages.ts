/**
 * Answers to the Admin's department forms (docs/requirements.md#validation leaves their checks open;
 * decision 12).
 */
export const DEPARTMENT_MESSAGES = {
  added: 'Department added.',
  deleted: 'Department deleted.',
  exists: 'A department with this name already exists.',
  unknown: 'There is no department with this name.',
} as const;
