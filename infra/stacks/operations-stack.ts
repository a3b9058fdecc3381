import { Duration, Stack, type StackProps } from 'aws-cdk-lib';
import type { IHttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import {
  Alarm,
  ComparisonOperator,
  Dashboard,
  GraphWidget,
  type IMetric,
  Metric,
  TreatMissingData,
} from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { EmailSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';
import {
  GPT_QUESTION_FAILED_METRIC,
  MAIL_BACKLOG_METRIC,
  METRICS_NAMESPACE,
  ROSTER_IMPORT_FAILED_METRIC,
} from '../../functions/lib/metrics-names';
import { STAGE_THROTTLED_METRIC, TOO_MANY_REQUESTS_METRIC } from '../constructs/api-refusals';
import { monthlyCostBudget } from '../constructs/cost-budget';
import { mailAlarms } from '../constructs/mail-alarms';
import {
  clusterMetric,
  searchDatabaseAlarms,
  type WatchedSearchDatabase,
} from '../constructs/search-database-alarms';

export interface OperationsStackProps extends StackProps {
  readonly functions: readonly { readonly id: string; readonly fn: IFunction }[];
  readonly api: IHttpApi;
  readonly deadLetterQueues: readonly IQueue[];
  /** Queues whose oldest message's age is alarmed: a student waits on them (decision 24). */
  readonly waitedOn?: readonly {
    readonly id: string;
    readonly queue: IQueue;
    readonly maxAgeSeconds: number;
  }[];
  /** Where alarms are mailed; without it the alarms still show on the dashboard. */
  readonly alarmEmail?: string;
  /** A monthly AWS Budgets cost budget, its alerts mailed to alarmEmail (capacity-config.ts). */
  readonly monthlyBudgetUsd?: number;
  /** The assistant's search database: alarms when it runs out of capacity (search-database-alarms.ts). */
  readonly searchDatabase: WatchedSearchDatabase;
}

const FIVE_MINUTES = Duration.minutes(5);

/** Alarms on what needs a person, an SNS topic that mails them, and one dashboard. */
export class OperationsStack extends Stack {
  readonly alarms: Alarm[] = [];

  constructor(scope: Construct, id: string, props: OperationsStackProps) {
    super(scope, id, props);
    const topic = props.alarmEmail
      ? new Topic(this, 'AlarmTopic', { displayName: 'Campus alarms', enforceSSL: true })
      : undefined;
    if (topic && props.alarmEmail) topic.addSubscription(new EmailSubscription(props.alarmEmail));

    const alarm = (
      name: string,
      metric: IMetric,
      threshold: number,
      description: string,
      { comparison = ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD, evaluationPeriods = 1 } = {},
    ) => {
      const created = new Alarm(this, name, {
        metric,
        threshold,
        evaluationPeriods,
        comparisonOperator: comparison,
        treatMissingData: TreatMissingData.NOT_BREACHING,
        alarmDescription: description,
      });
      if (topic) created.addAlarmAction(new SnsAction(topic));
      this.alarms.push(created);
    };

    for (const { id: fnId, fn } of props.functions) {
      alarm(`${fnId}Errors`, fn.metricErrors({ period: FIVE_MINUTES }), 1, `Campus: ${fnId} Lambda failed`);
      alarm(
        `${fnId}Throttles`,
        fn.metricThrottles({ period: FIVE_MINUTES }),
        1,
        `Campus: ${fnId} Lambda throttled`,
      );
    }
    const serverErrors = props.api.metricServerError({ period: FIVE_MINUTES, statistic: 'Sum' });
    alarm('Api5xx', serverErrors, 5, 'Campus: the API answered 5xx five times in five minutes');
    // Counted from the access log (api-refusals.ts): the stage throttle refusing anyone means the
    // load model's peak was passed; many 429s of the site's own limits mean an attack on them.
    const refusals = (metricName: string) =>
      new Metric({ namespace: METRICS_NAMESPACE, metricName, period: FIVE_MINUTES, statistic: 'Sum' });
    const throttled = refusals(STAGE_THROTTLED_METRIC);
    const tooMany = refusals(TOO_MANY_REQUESTS_METRIC);
    alarm('ApiThrottled', throttled, 1, 'Campus: the API stage throttle answered 429 (campus:apiRateLimit)');
    alarm('Api429', tooMany, 100, 'Campus: the API answered 429 a hundred times in five minutes');
    if (props.monthlyBudgetUsd !== undefined && props.alarmEmail) {
      monthlyCostBudget(this, props.monthlyBudgetUsd, props.alarmEmail);
    }
    props.deadLetterQueues.forEach((queue, index) => {
      const depth = queue.metricApproximateNumberOfMessagesVisible({
        period: FIVE_MINUTES,
        statistic: 'Maximum',
      });
      alarm(`DeadLetters${index}`, depth, 1, 'Campus: messages reached a dead-letter queue');
    });
    // Published by the contact-mail retry job: messages SES has not taken yet.
    const backlog = new Metric({
      namespace: METRICS_NAMESPACE,
      metricName: MAIL_BACKLOG_METRIC,
      dimensionsMap: { service: 'campus' },
      period: Duration.minutes(30),
      statistic: 'Minimum',
    });
    alarm('MailBacklog', backlog, 1, 'Campus: contact mail has waited for SES for 30 minutes');
    // Work failed for good, counted by its dead-letter handler (which drains its queue in seconds,
    // so the queue's depth never shows it): one is enough to call a person.
    const failures = (metricName: string) =>
      new Metric({
        namespace: METRICS_NAMESPACE,
        metricName,
        dimensionsMap: { service: 'campus' },
        period: FIVE_MINUTES,
        statistic: 'Sum',
      });
    // A student was told 'Failed to get response.'.
    alarm(
      'GptQuestionsFailed',
      failures(GPT_QUESTION_FAILED_METRIC),
      1,
      'Campus: a Personalized GPT question failed for good',
    );
    // An Admin's import stopped: they must import again.
    alarm(
      'RosterImportsFailed',
      failures(ROSTER_IMPORT_FAILED_METRIC),
      1,
      'Campus: a roster import failed on every try',
    );
    for (const { id: queueId, queue, maxAgeSeconds } of props.waitedOn ?? []) {
      const age = queue.metricApproximateAgeOfOldestMessage({
        period: Duration.minutes(1),
        statistic: 'Maximum',
      });
      alarm(
        `${queueId}OldestMessage`,
        age,
        maxAgeSeconds,
        `Campus: a ${queueId} message waited ${maxAgeSeconds} s`,
      );
    }
    for (const mail of mailAlarms()) alarm(mail.name, mail.metric, mail.threshold, mail.description);
    for (const db of searchDatabaseAlarms(props.searchDatabase)) {
      const { comparison, evaluationPeriods } = db;
      alarm(db.name, db.metric, db.threshold, db.description, { comparison, evaluationPeriods });
    }

    new Dashboard(this, 'Dashboard', {
      dashboardName: 'Campus',
      widgets: [
        [
          new GraphWidget({
            title: 'API requests and 5xx',
            left: [props.api.metricCount({ period: FIVE_MINUTES }), serverErrors],
          }),
          new GraphWidget({
            title: 'Lambda errors',
            left: props.functions.map(({ fn }) => fn.metricErrors({ period: FIVE_MINUTES })),
          }),
        ],
        [
          new GraphWidget({
            title: 'Lambda duration (p90)',
            left: props.functions.map(({ fn }) =>
              fn.metricDuration({ period: FIVE_MINUTES, statistic: 'p90' }),
            ),
          }),
          new GraphWidget({ title: 'Undelivered contact mail', left: [backlog] }),
          new GraphWidget({ title: 'API 429s: all, and the stage throttle’s', left: [tooMany, throttled] }),
          new GraphWidget({
            title: `Search database: ACUs in use (at most ${props.searchDatabase.maxCapacity}; none while paused)`,
            left: [clusterMetric(props.searchDatabase, 'ServerlessDatabaseCapacity', 'Maximum')],
          }),
        ],
      ],
    });
  }
}
