import { Metrics, MetricUnit } from '@aws-lambda-powertools/metrics';
import { logger } from '../lib/logger';
import { ACCOUNT_MAIL_FAILED_METRIC, METRICS_NAMESPACE } from '../lib/metrics-names';
import type { OutboxItem } from './outbox';

/**
 * A mail given up on: logged (the outbox id, the kind, never the address) and counted, so the
 * alarm on the count (the operations stack) calls a person, who finds the item by its id.
 */
export function reportGaveUp(item: Pick<OutboxItem, 'mailId'> & Partial<Pick<OutboxItem, 'kind'>>): void {
  logger.error('An account mail was given up on', { mailId: item.mailId, kind: item.kind });
  const metrics = new Metrics({ namespace: METRICS_NAMESPACE, serviceName: 'campus' });
  metrics.addMetric(ACCOUNT_MAIL_FAILED_METRIC, MetricUnit.Count, 1);
  metrics.publishStoredMetrics();
}
