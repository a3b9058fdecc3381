import {
  currentUserSchema,
  loginResultSchema,
  loginSchema,
  messageSchema,
  signupSchema,
} from '../../schemas/account';
import { defineGroup, PUBLIC, SIGNED_IN } from '../define';

/** Sign-up, login, logout and who the caller is (spec §4; DESIGN §2 moves them under /api). */
export const authRoutes = defineGroup('auth', {
  signup: {
    method: 'POST',
    path: '/api/signup',
    access: PUBLIC,
    body: signupSchema,
    response: messageSchema,
  },
  login: {
    method: 'POST',
    path: '/api/login',
    access: PUBLIC,
    body: loginSchema,
    response: loginResultSchema,
  },
  logout: { method: 'POST', path: '/api/logout', access: SIGNED_IN, response: messageSchema },
  currentUser: { method: 'GET', path: '/api/user', access: SIGNED_IN, response: currentUserSchema },
});
