import { describe, expect, it } from 'vitest';
import { loginSchema, signupSchema } from './account';
import { changeNameSchema, changePasswordSchema } from './settings';

const SIGNUP = {
  firstName: 'Asha',
  lastName: 'Rao',
  email: 'asha@example.org',
  password: 'long enough',
  birthDate: '2000-01-01',
  role: 'Student',
  branch: 'Computer Engineering',
  year: 'SE',
  division: 'A',
};

const messages = (result: { error?: { issues: readonly { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('the rules Settings shares with sign-up and login', () => {
  it.each([
    ['', 'firstName is required'],
    ['   ', 'firstName is required'],
    ['x'.repeat(51), 'firstName must be at most 50 characters'],
  ])('refuses the name %j as sign-up does, in the same words', (name, message) => {
    const fromSettings = messages(changeNameSchema.safeParse({ firstName: name, lastName: 'Rao' }));
    const fromSignup = messages(signupSchema.safeParse({ ...SIGNUP, firstName: name }));
    expect(fromSettings).toEqual(fromSignup);
    expect(fromSettings).toEqual([message]);
  });

  it('takes a new password under the rules sign-up chooses one by, in the same words', () => {
    for (const password of ['short', 'x'.repeat(129)]) {
      const fromSettings = messages(
        changePasswordSchema.safeParse({ currentPassword: 'x', newPassword: password }),
      );
      expect(fromSettings).toEqual(messages(signupSchema.safeParse({ ...SIGNUP, password })));
      expect(fromSettings).toHaveLength(1);
    }
  });

  it('checks the current password as login checks a password, under its own name', () => {
    for (const password of ['', 'x'.repeat(129)]) {
      const fromSettings = messages(
        changePasswordSchema.safeParse({ currentPassword: password, newPassword: 'long enough' }),
      );
      const fromLogin = messages(loginSchema.safeParse({ email: SIGNUP.email, password, role: 'Student' }));
      expect(fromSettings).toEqual(
        fromLogin.map((message) => message.replace('password', 'currentPassword')),
      );
      expect(fromSettings).toHaveLength(1);
    }
    expect(changePasswordSchema.safeParse({ currentPassword: 'x', newPassword: 'long enough' }).success).toBe(
      true,
    );
  });
});
