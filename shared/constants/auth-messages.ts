/** Server messages for accounts and sessions (their wording is ours, docs/requirements.md#messages). */
export const AUTH_MESSAGES = {
  accountExists: 'An account with this email or phone already exists.',
  /*
   * A sign-up's answer, the same whether or not the email already has an account (that owner is
   * mailed instead), so the form cannot be used to learn who has one.
   */
  signedUp: 'We have mailed you a link to confirm your email. Open it, then log in.',
  signedUpPending:
    'We have mailed you a link to confirm your email. Open it; an administrator must then approve the account before you can log in.',
  phoneSignupRefused:
    'Please sign up with an email address: we confirm every new account by mailing it a link.',
  emailDomainRefused: 'Please sign up with your college email address. This college accepts addresses at: ',
  emailNotConfirmed:
    'Please confirm your email first: open the link we mailed you when you signed up. No mail? Send the link again.',
  confirmMailSent:
    'If an account with that email is waiting for confirmation, we have mailed it a new link. The link works once, for 24 hours.',
  emailConfirmed: 'Your email is confirmed. You can now log in.',
  /*
   * Said to a browser the account never logged in from, once the account's wrong passwords reach
   * their cap: the reset link is the owner's way in meanwhile (the login page links to it).
   */
  /*
   * A mail link asked for an email within the last 5 minutes (by anyone): said alike whether or
   * not the email has an account.
   */
  linkRecentlyAsked:
    'A link for this email was asked for in the last 5 minutes. If it has an account, use the newest mail we sent; you can ask again after 5 minutes.',
  accountLocked:
    'Too many wrong passwords have been tried for this account. Reset your password to log in now, or try again in 15 minutes.',
  emailConfirmedPending:
    'Your email is confirmed. An administrator must approve your account before you can log in.',
  confirmLinkInvalid:
    'This confirmation link has expired or has already been used. Log in to have a new one sent.',
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

/** Roles whose sign-ups wait for an Admin's approval. */
export const ROLES_NEEDING_APPROVAL = ['Faculty', 'Admin'] as const;
