import { authRoutes } from '#shared/api/routes/auth';
import {
  createAccount,
  createSession,
  endingSessions,
  endSession,
  findByLogin,
  findByUserId,
  hashPassword,
  markEmailConfirmed,
  redeemAccountLink,
  renameSessions,
  sessions,
  setName,
  setPasswordHash,
  setStudentClass,
  verifyAgainstDecoy,
  verifyPassword,
} from '../accounts';
import { createGroupHandler } from '../lib/group-handler';
import { reply } from '../lib/http';
import * as limits from '../lib/rate-limit';
import * as tokens from '../lib/tokens';
import { recountClassStudents } from '../timetable';
import * as devices from './device-tokens';
import { confirmEmail, resendConfirmation } from './email-confirmation';
import { login } from './login';
import * as outbox from './outbox';
import { setOwnClass } from './own-class';
import { requestPasswordReset, resetPassword } from './password-reset';
import { currentUser, logout } from './session';
import { changeName, changePassword } from './settings';
import { signup } from './signup';
import * as signupDomains from './signup-domains';

const deps = {
  accounts: {
    createAccount,
    findByLogin,
    findByUserId,
    markEmailConfirmed,
    setName,
    setPasswordHash,
    setStudentClass,
  },
  passwords: { hashPassword, verifyPassword, verifyAgainstDecoy },
  limits,
  sessions: { createSession, endSession, endingSessions, renameSessions },
  tokens,
  accountLinks: { redeemAccountLink },
  outbox,
  signupDomains,
  devices,
  classes: { recountClassStudents },
};

export const handler = createGroupHandler(
  authRoutes,
  {
    signup: async ({ body, client, siteOrigin }) =>
      reply(201, await signup({ ...body, client, siteOrigin }, deps)),
    login: ({ body, client }) => login({ ...body, client }, deps),
    requestPasswordReset: ({ body, client, siteOrigin }) =>
      requestPasswordReset({ ...body, client, siteOrigin }, deps),
    resetPassword: ({ body, client }) => resetPassword({ ...body, client }, deps),
    confirmEmail: ({ body }) => confirmEmail(body, deps),
    resendConfirmation: ({ body, client, siteOrigin }) =>
      resendConfirmation({ ...body, client, siteOrigin }, deps),
    logout: ({ caller }) => logout(caller, deps),
    currentUser: ({ caller }) => currentUser({ userId: caller.userId }, deps),
    changeName: ({ body, caller }) => changeName({ ...body, caller }, deps),
    changePassword: ({ body, caller }) => changePassword({ ...body, caller }, deps),
    setOwnClass: ({ body, caller }) => setOwnClass({ ...body, caller }, deps),
  },
  { sessions },
);
