import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '#shared/constants/auth-messages';
import { call } from '../support/api';
import { sharedStack } from '../support/shared-stack';
import type { TestStack } from '../support/test-stack';

const run = promisify(execFile);
/* New to the shared stack; the second test finds it taken by the first. */
const EMAIL = `head-${randomUUID()}@college.edu`;

describe('npm run create-admin against the local site', () => {
  let stack: TestStack;
  beforeAll(async () => {
    stack = await sharedStack();
  });

  const createAdmin = (env: Record<string, string>) =>
    run('npx', ['tsx', 'infra/admin/create-admin.ts'], {
      env: {
        ...process.env,
        CAMPUS_DYNAMODB_PORT: String(stack.ports.dynamodb),
        CAMPUS_ADMIN_EMAIL: EMAIL,
        CAMPUS_ADMIN_FIRST_NAME: 'Meera',
        CAMPUS_ADMIN_LAST_NAME: 'Iyer',
        CAMPUS_ADMIN_BIRTH_DATE: '1975-03-04',
        CAMPUS_ADMIN_PASSWORD: 'a strong passphrase',
        ...env,
      },
    }).then(
      ({ stdout }) => ({ code: 0, output: stdout }),
      (error: { code: number; stdout: string; stderr: string }) => ({
        code: error.code,
        output: error.stdout + error.stderr,
      }),
    );

  it('creates an approved Admin who can log in at once', async () => {
    const { code, output } = await createAdmin({});
    expect(output).toContain(`Admin account created for ${EMAIL}`);
    expect(code).toBe(0);
    const login = await call(stack.apiUrl, 'POST', '/api/login', {
      body: { email: EMAIL, password: 'a strong passphrase', role: 'Admin' },
    });
    expect(login.status).toBe(200);
  });

  it('refuses a taken email and a short password, saying why', async () => {
    expect(await createAdmin({})).toMatchObject({
      code: 1,
      output: expect.stringContaining(AUTH_MESSAGES.accountExists),
    });
    expect(
      await createAdmin({ CAMPUS_ADMIN_EMAIL: 'x@college.edu', CAMPUS_ADMIN_PASSWORD: 'short' }),
    ).toMatchObject({
      code: 1,
      output: expect.stringContaining('password must be at least 8 characters'),
    });
  });
});
