import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SERVICES, type Service } from '../../infra/local/ports';
import { type LocalStack, type LocalStackOptions, startLocalStack } from '../../infra/local/stack';

/** Every service on a free port (port 0), so tests run while `npm start` holds the defaults. */
export const FREE_PORTS = Object.fromEntries(SERVICES.map((service) => [service, 0])) as Record<
  Service,
  number
>;

export interface TestStack extends LocalStack {
  readonly dataDir: string;
  /** Stops the stack and deletes its data. */
  destroy(): Promise<void>;
}

/*
 * SDK clients are made once per process, as in a Lambda container, and keep the endpoints they
 * were made with. A test file that starts a second stack therefore gives it the first one's ports.
 */
export async function startTestStack(
  options: Partial<Pick<LocalStackOptions, 'web' | 'dataDir' | 'ports'>> = {},
): Promise<TestStack> {
  const dataDir = options.dataDir ?? (await mkdtemp(join(tmpdir(), 'campus-test-')));
  // Passwords stored by tests hash at N=2^12 rather than the site's 2^17 (functions/accounts/passwords.ts).
  process.env.CAMPUS_TEST_PASSWORD_COST_LOG2 ??= '12';
  const stack = await startLocalStack({
    dataDir,
    ports: options.ports ?? FREE_PORTS,
    web: options.web ?? 'none',
  });
  return {
    ...stack,
    dataDir,
    async destroy() {
      await stack.stop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
