/** Answers to the Admin's faculty form. */
export const FACULTY_MESSAGES = {
  added: 'Faculty member added.',
  updated: 'Faculty member updated.',
  deleted: 'Faculty member deleted.',
  unknown: 'There is no faculty member with this id.',
} as const;
