/** Server messages for accounts and sessions (the spec leaves their wording to us). */
export const AUTH_MESSAGES = {
  accountExists: 'An account with this email or phone already exists.',
  signedUp: 'Account created.',
  signedUpPending: 'Account created. An administrator must approve it before you can log in.',
  invalidCredentials: 'Invalid email, password or role.',
  awaitingApproval: 'Your account is awaiting approval by an administrator.',
  rejected: 'Your account request was not approved. Please contact the college office.',
  disabled: 'This account has been disabled by an administrator. Please contact the college office.',
  loggedOut: 'Logged out.',
  approved: 'Account approved.',
  rejectedByAdmin: 'Account request rejected.',
  noSuchPendingAccount: 'No pending account with that id.',
  resetMailSent:
    'If an account uses that email, we have sent it a link to choose a new password. The link works once, for 30 minutes.',
  resetLinkInvalid: 'This reset link has expired or has already been used. Please ask for a new one.',
  passwordReset: 'Your password has been changed. Please log in with the new password.',
  nameChanged: 'Your name has been changed.',
  passwordChanged: 'Your password has been changed. You have been logged out everywhere else.',
  wrongCurrentPassword: 'The current password is not correct.',
} as const;

/** Roles whose sign-ups wait for an Admin's approval (DESIGN §3). */
export const ROLES_NEEDING_APPROVAL = ['Faculty', 'Admin'] as const;
