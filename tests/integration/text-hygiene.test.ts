import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { call } from '../support/api';
import { newVisitor } from '../support/client-ip';
import { sharedStack } from '../support/shared-stack';
import { A_CLASS } from '../support/student-class';
import { storedContactMessages, storedLogins } from '../support/tables';
import type { TestStack } from '../support/test-stack';

/* Every free-text field goes through one schema helper (shared/schemas/text.ts); here, through the API. */
describe('free text through the API', () => {
  let stack: TestStack;
  beforeAll(async () => {
    stack = await sharedStack();
  });

  const signup = (firstName: string, email: string) =>
    call(stack.apiUrl, 'POST', '/api/signup', {
      body: {
        firstName,
        lastName: 'Rao',
        email,
        password: 'a long enough passphrase',
        birthDate: '1999-09-09',
        role: 'Student',
        ...A_CLASS,
      },
      from: newVisitor(),
    });

  it.each([
    [
      'a right-to-left override',
      'Asha\u202Etxt.exe',
      'firstName must not contain text-direction control characters',
    ],
    ['a NUL', 'Asha\u0000', 'firstName must be one line without control characters'],
    ['a C1 control', 'Asha\u0085Rao', 'firstName must be one line without control characters'],
    ['a lone surrogate', 'Asha\uD800', 'firstName must be valid Unicode text'],
  ])('refuses a name with %s with 400, and stores nothing', async (_what, firstName, message) => {
    const email = `hygiene-${randomUUID()}@example.org`;
    expect(await signup(firstName, email)).toEqual({ status: 400, body: { msg: message } });
    expect(await storedLogins()).not.toContain(email);
  });

  it('takes tabs and line breaks in a message, but not other controls', async () => {
    const tag = randomUUID();
    const send = (yourMess: string) =>
      call(stack.apiUrl, 'POST', '/api/send-mail', {
        body: { email: 'ria@example.org', firstName: 'Ria', yourMess },
        from: newVisitor(),
      });
    expect((await send(`Dear office,\n\tthank you. ${tag}`)).status).toBe(200);
    expect(await send(`Bell\u0007 ${tag}`)).toEqual({
      status: 400,
      body: { msg: 'yourMess must not contain control characters' },
    });
    const stored = (await storedContactMessages()).filter((m) => String(m.yourMess).includes(tag));
    expect(stored).toHaveLength(1);
  });
});
