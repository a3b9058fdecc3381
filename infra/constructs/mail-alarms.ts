import { Duration } from 'aws-cdk-lib';
import { type IMetric, Metric } from 'aws-cdk-lib/aws-cloudwatch';
import { ACCOUNT_MAIL_FAILED_METRIC, METRICS_NAMESPACE } from '../../functions/lib/metrics-names';

export interface MailAlarm {
  readonly name: string;
  readonly metric: IMetric;
  /** Alarms at or above this. */
  readonly threshold: number;
  readonly description: string;
}

/*
 * SES reviews an account whose bounce rate reaches 5% or complaint rate 0.1%, and may pause its
 * sending at 10% and 0.5% (SES developer guide, "Sending review process"): the alarms call a
 * person at the first level, while there is time to act. The rates are the account's (AWS/SES,
 * no dimension), as SES judges them, and are published as fractions.
 */
const reputation = (metricName: string) =>
  new Metric({ namespace: 'AWS/SES', metricName, period: Duration.hours(1), statistic: 'Maximum' });

/** The operations stack's alarms on mail: account mail given up on, and SES's view of the account. */
export function mailAlarms(): MailAlarm[] {
  return [
    {
      name: 'AccountMailFailed',
      // Published by the mail worker for each mail it gave up on (functions/mail/gave-up.ts).
      metric: new Metric({
        namespace: METRICS_NAMESPACE,
        metricName: ACCOUNT_MAIL_FAILED_METRIC,
        dimensionsMap: { service: 'campus' },
        period: Duration.minutes(5),
        statistic: 'Sum',
      }),
      threshold: 1,
      description:
        'Campus: an account mail (reset, confirmation, invitation) was given up on; see the mailOutbox item',
    },
    {
      name: 'MailBounceRate',
      metric: reputation('Reputation.BounceRate'),
      threshold: 0.05,
      description:
        'Campus: the SES bounce rate reached 5% (SES reviews the account; it pauses sending at 10%)',
    },
    {
      name: 'MailComplaintRate',
      metric: reputation('Reputation.ComplaintRate'),
      threshold: 0.001,
      description:
        'Campus: the SES complaint rate reached 0.1% (SES reviews the account; it pauses sending at 0.5%)',
    },
  ];
}
