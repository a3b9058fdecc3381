import { Metrics, MetricUnit } from '@aws-lambda-powertools/metrics';
import { ROSTER_MESSAGES } from '#shared/constants/roster-messages';
import { scopes, stampChange } from '../lib/change-stamps';
import { logger } from '../lib/logger';
import { METRICS_NAMESPACE, ROSTER_IMPORT_FAILED_METRIC } from '../lib/metrics-names';
import { failUnfinishedJob } from './jobs';
import { rosterImportsQueue } from './queues';

/**
 * An import whose every try failed is marked `failed`, so the Admin's page stops polling and says
 * what to do; a job that finished meanwhile is left as it is. It is also
 * counted, so the alarm on the count (the operations stack) calls a person: this handler drains
 * the dead-letter queue in seconds, so the queue's depth never shows it.
 */
export async function failDeadImport(jobId: string): Promise<'failed' | 'skipped'> {
  if (!(await failUnfinishedJob(jobId, { status: 'failed', message: ROSTER_MESSAGES.failed }))) {
    return 'skipped';
  }
  // The Admin's card shows it failed; rows it applied before failing changed accounts (decision 64).
  await stampChange(scopes.admin, scopes.college);
  logger.error('A roster import failed on every try', { jobId });
  const metrics = new Metrics({ namespace: METRICS_NAMESPACE, serviceName: 'campus' });
  metrics.addMetric(ROSTER_IMPORT_FAILED_METRIC, MetricUnit.Count, 1);
  metrics.publishStoredMetrics();
  return 'failed';
}

/** Fed by the roster import queue's dead-letter queue. */
export const handler = rosterImportsQueue.deadLetters('roster import', ({ jobId }) => failDeadImport(jobId));
