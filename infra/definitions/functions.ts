import { fileURLToPath } from 'node:url';
import type { FunctionGroup } from '../../shared/api/routes';

const root = fileURLToPath(new URL('../../', import.meta.url));

/** Where a group's Lambda handler lives; the CDK app bundles it and the local gateway imports it. */
export function handlerEntry(group: FunctionGroup): string {
  return `${root}functions/${group}/handler.ts`;
}

/** The API Gateway Lambda authorizer, which is no endpoint group. */
export function authorizerEntry(): string {
  return `${root}functions/authorizer/handler.ts`;
}

/** The scheduled job that mails again contact messages SES did not take. */
export function contactRetryEntry(): string {
  return `${root}functions/contact/retry-handler.ts`;
}

export const PROJECT_ROOT = root;
