/** What the class routes answer (decision 16: a Student belongs to a class; an Admin may change it). */
export const CLASS_MESSAGES = {
  ownClassSet: 'Your class is saved.',
  ownClassAlreadySet: 'Your class is already set; an Admin can change it.',
  classChanged: 'The student’s class is changed.',
  noSuchStudent: 'No student has this account.',
  noStudentWithEmail: 'No student has this email.',
  changedMeanwhile: 'The account changed meanwhile; try again.',
  classRequired: 'is required for a Student',
} as const;
