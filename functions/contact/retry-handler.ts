import { Metrics, MetricUnit } from '@aws-lambda-powertools/metrics';
import { MAIL_BACKLOG_METRIC, METRICS_NAMESPACE } from '../lib/metrics-names';
import * as delivery from './delivery';
import * as messages from './messages';
import { retryUndelivered } from './retry-undelivered';

/** The scheduled retry of contact mail SES did not take (retry-undelivered.ts). */
export async function handler(): Promise<{ sent: number; failed: number; gaveUp: number }> {
  const outcome = await retryUndelivered({ messages, delivery });
  // Still waiting for SES after this run: the alarm on it calls a person when SES stays down.
  const metrics = new Metrics({ namespace: METRICS_NAMESPACE, serviceName: 'campus' });
  metrics.addMetric(MAIL_BACKLOG_METRIC, MetricUnit.Count, outcome.failed);
  metrics.publishStoredMetrics();
  return outcome;
}
