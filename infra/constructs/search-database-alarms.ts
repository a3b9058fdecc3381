import { Duration } from 'aws-cdk-lib';
import { ComparisonOperator, type IMetric, Metric } from 'aws-cdk-lib/aws-cloudwatch';

/** The search database as the operations stack watches it: its cluster and its capacity's ceiling. */
export interface WatchedSearchDatabase {
  readonly clusterIdentifier: string;
  readonly maxCapacity: number;
}

export interface SearchDatabaseAlarm {
  readonly name: string;
  readonly metric: IMetric;
  readonly threshold: number;
  readonly comparison: ComparisonOperator;
  /** Five-minute periods in a row the metric must stay past the threshold. */
  readonly evaluationPeriods: number;
  readonly description: string;
}

/** Aurora Serverless v2 gives each ACU about 2 GiB of memory. */
const GIB_PER_ACU = 2;
const GIB = 1024 ** 3;

/** One of the cluster's metrics (AWS/RDS, by cluster), over five minutes. */
export const clusterMetric = (database: WatchedSearchDatabase, metricName: string, statistic: string) =>
  new Metric({
    namespace: 'AWS/RDS',
    metricName,
    dimensionsMap: { DBClusterIdentifier: database.clusterIdentifier },
    period: Duration.minutes(5),
    statistic,
  });

/*
 * Aurora Serverless v2 reports CPU and memory against the most the cluster may scale to
 * (campus:searchDbMaxCapacity; the Aurora user guide's "Important Amazon CloudWatch metrics for
 * Aurora Serverless v2": freeable memory grows by about 2 GiB for each ACU below the maximum), so
 * each alarm below says the same thing in its own way: the database has scaled as high as it may
 * and still wants more, and questions slow down. Fifteen minutes of it calls a person (raise the
 * maximum, docs/operations.md); a burst of ingestion does not. The Data API publishes no metrics of its own: a
 * statement it refuses fails the function that sent it, which the functions' error alarms report.
 * A paused cluster sends no data, which is not a breach.
 */
export function searchDatabaseAlarms(database: WatchedSearchDatabase): SearchDatabaseAlarm[] {
  const atLeast = ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD;
  return [
    {
      name: 'SearchDbCapacityHigh',
      metric: clusterMetric(database, 'ACUUtilization', 'Average'),
      threshold: 90,
      comparison: atLeast,
      evaluationPeriods: 3,
      description: `Campus: the search database used 90% of its ${database.maxCapacity} ACUs for 15 minutes (campus:searchDbMaxCapacity)`,
    },
    {
      name: 'SearchDbCpuHigh',
      metric: clusterMetric(database, 'CPUUtilization', 'Average'),
      threshold: 90,
      comparison: atLeast,
      evaluationPeriods: 3,
      description: 'Campus: the search database used 90% of the CPU of its maximum capacity for 15 minutes',
    },
    {
      name: 'SearchDbMemoryLow',
      metric: clusterMetric(database, 'FreeableMemory', 'Minimum'),
      // A tenth of the memory the cluster has at its maximum capacity.
      threshold: Math.round(0.1 * database.maxCapacity * GIB_PER_ACU * GIB),
      comparison: ComparisonOperator.LESS_THAN_OR_EQUAL_TO_THRESHOLD,
      evaluationPeriods: 3,
      description:
        'Campus: the search database had less than a tenth of its maximum capacity’s memory free for 15 minutes',
    },
  ];
}
