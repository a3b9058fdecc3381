import type { App } from 'aws-cdk-lib';
import { RETENTION_DAYS_DEFAULTS } from '../../functions/lib/retention';
import { UPLOAD_QUOTA_MB_DEFAULT } from '../../functions/uploads/quota-setting';

/**
 * How long deleted and personal data is kept, and how much one account may upload, given as CDK
 * context (docs/operations.md; decision 20).
 */
export interface DataLifecycleConfig {
  /** Days a deleted or replaced file's old version is kept in the versioned buckets. */
  readonly noncurrentVersionDays: number;
  /** Days contact messages, chat messages and Personalized GPT tasks are kept. */
  readonly retentionDays: { readonly contact: number; readonly chat: number; readonly gptTasks: number };
  /** Megabytes of pending and stored uploads one account may hold. */
  readonly uploadQuotaMb: number;
}

function wholeNumber(app: App, key: string, fallback: number, min: number, max: number): number {
  const value: unknown = app.node.tryGetContext(`campus:${key}`);
  if (value === undefined) return fallback;
  const number = Number(value);
  if (typeof value === 'boolean' || !Number.isInteger(number) || number < min || number > max) {
    throw new Error(
      `campus:${key} must be a whole number from ${min} to ${max}, not ${JSON.stringify(value)}`,
    );
  }
  return number;
}

export function dataLifecycleConfig(app: App): DataLifecycleConfig {
  // Ten years is far past any college's records policy; 1 is S3's and DynamoDB's smallest step here.
  const days = (key: string, fallback: number) => wholeNumber(app, key, fallback, 1, 3650);
  return {
    noncurrentVersionDays: days('noncurrentVersionDays', 30),
    retentionDays: {
      contact: days('contactRetentionDays', RETENTION_DAYS_DEFAULTS.contact),
      chat: days('chatRetentionDays', RETENTION_DAYS_DEFAULTS.chat),
      gptTasks: days('gptTaskRetentionDays', RETENTION_DAYS_DEFAULTS.gptTasks),
    },
    // At least one largest file (a 50 MB note); at most 1 TB.
    uploadQuotaMb: wholeNumber(app, 'uploadQuotaMb', UPLOAD_QUOTA_MB_DEFAULT, 50, 1_000_000),
  };
}
