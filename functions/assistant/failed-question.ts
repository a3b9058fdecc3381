import { Metrics, MetricUnit } from '@aws-lambda-powertools/metrics';
import { logger } from '../lib/logger';
import { GPT_QUESTION_FAILED_METRIC, METRICS_NAMESPACE } from '../lib/metrics-names';

/**
 * A question failed for good: logged and counted, so the alarm on the count (the operations
 * stack) calls a person. The dead-letter handler drains its queue in seconds, so the queue's depth
 * never shows these; this count does (decision 24).
 */
export function reportQuestionFailed(taskId: string, reason: string): void {
  logger.error('A GPT question failed', { taskId, reason, event: 'gptQuestionFailed' });
  const metrics = new Metrics({ namespace: METRICS_NAMESPACE, serviceName: 'campus' });
  metrics.addMetric(GPT_QUESTION_FAILED_METRIC, MetricUnit.Count, 1);
  metrics.publishStoredMetrics();
}
