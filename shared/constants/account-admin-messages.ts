/** What the Admin's account management answers (decision 16: revocation). */
export const ACCOUNT_ADMIN_MESSAGES = {
  disabled: 'Account disabled. Its sessions have ended and it cannot log in.',
  enabled: 'Account enabled. It can log in again.',
  deleted: 'Account deleted. Its sessions have ended.',
  graduated: 'The student is now Alumni. Their sessions have ended.',
  noSuchAccount: 'No account with that id.',
  ownAccount: 'You cannot disable or delete your own account.',
  notActive: 'Only an active account can be disabled.',
  notDisabled: 'Only a disabled account can be enabled.',
  notStudent: 'Only an active Student can be made Alumni.',
  changedMeanwhile: 'The account changed while you were acting on it. Please search again and retry.',
  busy: 'Another change to an Admin account is under way. Please try again in a moment.',
} as const;
