import { FilterPattern, type ILogGroup, MetricFilter } from 'aws-cdk-lib/aws-logs';
import type { Construct } from 'constructs';
import { METRICS_NAMESPACE } from '../../functions/lib/metrics-names';

/*
 * HTTP APIs publish no count of 429s (only 4xx and 5xx), so the stage's access log (one JSON line
 * per request, `status` a string, see api-stack.ts) is counted by two metric filters.
 */
/** Every 429: the stage's throttle, and the site's own limits (logins, sign-ups, contact mail). */
export const TOO_MANY_REQUESTS_METRIC = 'ApiTooManyRequests';
/**
 * 429s that never reached a function: API Gateway logs `-` for the integration's latency when it
 * called none, so these are the stage throttle's (campus:apiRateLimit, campus:apiBurstLimit).
 */
export const STAGE_THROTTLED_METRIC = 'ApiThrottledByStage';

export function countRefusals(scope: Construct, accessLogs: ILogGroup): void {
  const tooMany = FilterPattern.stringValue('$.status', '=', '429');
  new MetricFilter(scope, 'TooManyRequests', {
    logGroup: accessLogs,
    filterPattern: tooMany,
    metricNamespace: METRICS_NAMESPACE,
    metricName: TOO_MANY_REQUESTS_METRIC,
    metricValue: '1',
  });
  new MetricFilter(scope, 'ThrottledByStage', {
    logGroup: accessLogs,
    filterPattern: FilterPattern.all(tooMany, FilterPattern.stringValue('$.integrationLatency', '=', '-')),
    metricNamespace: METRICS_NAMESPACE,
    metricName: STAGE_THROTTLED_METRIC,
    metricValue: '1',
  });
}
