import { mkdtemp } from 'node:fs/promises';
import { join } from 'node:path';
import { inject } from 'vitest';
import type { Role } from '#shared/constants/roles';
import { tokensByRole } from './api';
import { startTestStack, type TestStack } from './test-stack';

let shared: Promise<TestStack> | undefined;

/**
 * One started stack per test worker, shared by every integration file that worker runs (the
 * `integration` project does not isolate files, so this module and the stack live on). Tests on a
 * shared stack make their own data unique and never assume an empty table. A test that stops a
 * stand-in or restarts the stack starts its own instead (`*.isolated.test.ts`).
 *
 * Nothing stops it: its servers end with the worker's process, and its data lies under the run's
 * directory, which the project's global setup (integration-setup.ts) removes at the end.
 */
export function sharedStack(): Promise<TestStack> {
  shared ??= mkdtemp(join(inject('integrationDataRoot'), 'worker-')).then((dataDir) =>
    startTestStack({ dataDir }),
  );
  return shared;
}

/** The shared stack, and a token for each demo role (one login each), for files that call as several roles. */
export async function signedInStack(): Promise<{ stack: TestStack; token: (role: Role) => string }> {
  const stack = await sharedStack();
  return { stack, token: await tokensByRole(stack.apiUrl, stack.demoAccounts) };
}
