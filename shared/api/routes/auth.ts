import {
  currentUserSchema,
  loginResultSchema,
  loginSchema,
  messageSchema,
  signupSchema,
} from '../../schemas/account';
import { confirmEmailSchema, resendConfirmationSchema } from '../../schemas/email-confirmation';
import {
  forgotPasswordSchema,
  resetPasswordResultSchema,
  resetPasswordSchema,
} from '../../schemas/password-reset';
import { changeNameSchema, changePasswordSchema } from '../../schemas/settings';
import { studentClassSchema } from '../../schemas/student-class';
import { defineGroup, PUBLIC, rolesOnly, SIGNED_IN } from '../define';

/**
 * Sign-up, login, logout and who the caller is (docs/requirements.md#api-calls, moved under
 * /api), and the way back in for a forgotten password: anyone may ask, within rate limits
 * (decision 8).
 */
/*
 * The users and attendance groups read accounts too: their lists and class rosters held in the same
 * tab; and the dashboards' facts (pending approvals, a student's class).
 */
const ACCOUNT_READS = ['users', 'attendance', 'dashboard', 'timetable'];

export const authRoutes = defineGroup('auth', {
  signup: {
    method: 'POST',
    path: '/api/signup',
    access: PUBLIC,
    body: signupSchema,
    response: messageSchema,
    refreshes: ACCOUNT_READS,
  },
  login: {
    method: 'POST',
    path: '/api/login',
    access: PUBLIC,
    body: loginSchema,
    response: loginResultSchema,
  },
  requestPasswordReset: {
    method: 'POST',
    path: '/api/password-reset',
    access: PUBLIC,
    body: forgotPasswordSchema,
    response: messageSchema,
    refreshes: ['dashboard'],
  },
  resetPassword: {
    method: 'POST',
    path: '/api/password-reset/confirm',
    access: PUBLIC,
    body: resetPasswordSchema,
    response: resetPasswordResultSchema,
    refreshes: ACCOUNT_READS,
  },
  /* The holder of a mailed single-use link confirms the email it was sent to (decision 16). */
  confirmEmail: {
    method: 'POST',
    path: '/api/confirm-email',
    access: PUBLIC,
    body: confirmEmailSchema,
    response: messageSchema,
    refreshes: ACCOUNT_READS,
  },
  resendConfirmation: {
    method: 'POST',
    path: '/api/confirm-email/resend',
    access: PUBLIC,
    body: resendConfirmationSchema,
    response: messageSchema,
    refreshes: ['dashboard'],
  },
  logout: { method: 'POST', path: '/api/logout', access: SIGNED_IN, response: messageSchema },
  currentUser: {
    method: 'GET',
    path: '/api/user',
    access: SIGNED_IN,
    readOnly: true,
    response: currentUserSchema,
  },
  changeName: {
    method: 'PUT',
    path: '/api/account/name',
    access: SIGNED_IN,
    body: changeNameSchema,
    response: currentUserSchema.extend({ msg: messageSchema.shape.msg }),
    refreshes: ACCOUNT_READS,
  },
  changePassword: {
    method: 'PUT',
    path: '/api/account/password',
    access: SIGNED_IN,
    body: changePasswordSchema,
    response: messageSchema,
    refreshes: ACCOUNT_READS,
  },
  // A Student without a class names it, once (the web asks after login); an Admin changes it after.
  setOwnClass: {
    method: 'PUT',
    path: '/api/account/class',
    access: rolesOnly('Student'),
    body: studentClassSchema,
    response: messageSchema,
    refreshes: ACCOUNT_READS,
  },
});
