import { rmSync } from 'node:fs';
import { startTestStack, type TestStack } from './test-stack';

let shared: Promise<TestStack> | undefined;

/**
 * One started stack per test worker, shared by every integration file that worker runs (the
 * `integration` project does not isolate files, so this module and the stack live on). Tests on a
 * shared stack make their own data unique and never assume an empty table. A test that stops a
 * stand-in or restarts the stack starts its own instead (`*.isolated.test.ts`).
 */
export function sharedStack(): Promise<TestStack> {
  shared ??= startTestStack().then((stack) => {
    // The worker ends without an afterAll of its own: the data goes with the process.
    process.once('exit', () => rmSync(stack.dataDir, { recursive: true, force: true }));
    return stack;
  });
  return shared;
}
