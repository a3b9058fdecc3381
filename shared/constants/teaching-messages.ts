import { MAX_CLASSES_TAUGHT } from '../schemas/teaching';

/** What teaching assignments answer (decision 32: Faculty mark, read and export their classes only). */
export const TEACHING_MESSAGES = {
  assigned: 'The class is assigned.',
  removed: 'The class is no longer assigned.',
  alreadyAssigned: 'This Faculty member is already assigned to this class and subject.',
  notAssigned: 'This Faculty member is not assigned to this class and subject.',
  tooMany: `A Faculty member may be assigned at most ${MAX_CLASSES_TAUGHT} classes.`,
  noFacultyWithEmail: 'No Faculty member has this email.',
  noSuchFaculty: 'No Faculty member has this account.',
  notYourClass: 'You are not assigned to this class. An Admin assigns Faculty to the classes they teach.',
  noClasses: 'You are not assigned to any class yet. An Admin assigns Faculty to the classes they teach.',
} as const;
