import { startTestStack } from '../support/test-stack';

/**
 * Starts the whole site once for all end-to-end tests: the stand-ins, the gateway, and the
 * production web build, on free ports. Workers inherit CAMPUS_E2E_URL.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const stack = await startTestStack({ web: 'build' });
  if (!stack.webUrl) throw new Error('the web server did not start');
  process.env.CAMPUS_E2E_URL = stack.webUrl;
  process.env.CAMPUS_E2E_SES_URL = stack.endpoints.ses;
  return () => stack.destroy();
}
