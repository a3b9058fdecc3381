import { beforeAll } from 'vitest';
import { signedInStack } from './shared-stack';
import type { TestStack } from './test-stack';

/**
 * For a describe block whose tests call as the Admin: the shared stack and the Admin's token. It
 * registers the block's beforeAll that fills them in, so read them inside tests and hooks, not
 * where the block is declared.
 */
export function adminSession(): { readonly stack: TestStack; readonly admin: string } {
  const session = {} as { stack: TestStack; admin: string };
  beforeAll(async () => {
    const signedIn = await signedInStack();
    session.stack = signedIn.stack;
    session.admin = signedIn.token('Admin');
  });
  return session;
}
