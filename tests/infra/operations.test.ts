import type { Template } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { buildCampusWith, campusSynth } from './synth';

type Resources = Record<string, { Properties: Record<string, unknown> }>;

const alarms = (ops: Template) =>
  Object.values(ops.findResources('AWS::CloudWatch::Alarm') as Resources).map((alarm) => alarm.Properties);

describe('operations: alarms and a dashboard', () => {
  it('alarms on every Lambda’s errors and throttles, API 5xx and the mail backlog, on one dashboard', () => {
    const { operations: ops, api, web } = campusSynth();
    const all = alarms(ops);
    // Every Lambda of ours, the pages function included; CDK's own behind the deploy's triggers
    // runs only while a deploy does, and the web stack's own only while it deploys the site.
    const lambdas =
      Object.keys(api.findResources('AWS::Lambda::Function')).filter(
        (id) => !id.startsWith('AWSCDKTriggerCustomResourceProvider'),
      ).length +
      Object.keys(web.findResources('AWS::Lambda::Function')).filter((id) => id.startsWith('pagesFunction'))
        .length;
    const named = (metric: string) => all.filter((alarm) => alarm.MetricName === metric);
    expect(named('Errors')).toHaveLength(lambdas);
    expect(named('Throttles')).toHaveLength(lambdas);
    expect(named('5xx')).toHaveLength(1);
    expect(named('UndeliveredContactMail')).toHaveLength(1);
    // A question failed for good (one is enough), and questions or notes waiting too long.
    expect(named('GptQuestionFailed')).toEqual([
      expect.objectContaining({ Namespace: 'Campus', Statistic: 'Sum', Threshold: 1 }),
    ]);
    // A roster import failed on every try: its dead-letter handler drains the queue, so counted.
    expect(named('RosterImportFailed')).toEqual([
      expect.objectContaining({ Namespace: 'Campus', Statistic: 'Sum', Threshold: 1 }),
    ]);
    expect(
      named('ApproximateAgeOfOldestMessage')
        .map((alarm) => alarm.Threshold)
        .sort(),
    ).toEqual([120, 600]);
    ops.resourceCountIs('AWS::CloudWatch::Dashboard', 1);
    ops.resourceCountIs('AWS::SNS::Topic', 0);
  });

  it('alarms when the search database has stayed near its maximum capacity for 15 minutes', () => {
    const { operations: ops, data } = campusSynth();
    const [clusterId] = Object.keys(data.findResources('AWS::RDS::DBCluster'));
    const onCluster = alarms(ops).filter((alarm) => alarm.Namespace === 'AWS/RDS');
    const gib = 1024 ** 3;
    expect(onCluster.map((alarm) => [alarm.MetricName, alarm.ComparisonOperator, alarm.Threshold])).toEqual([
      ['ACUUtilization', 'GreaterThanOrEqualToThreshold', 90],
      ['CPUUtilization', 'GreaterThanOrEqualToThreshold', 90],
      // A tenth of the 8 GiB the default maximum of 4 ACUs has.
      ['FreeableMemory', 'LessThanOrEqualToThreshold', Math.round(0.8 * gib)],
    ]);
    for (const alarm of onCluster) {
      expect(alarm).toMatchObject({ Period: 300, EvaluationPeriods: 3, TreatMissingData: 'notBreaching' });
      // The cluster's identifier, exported by the data stack.
      expect(JSON.stringify(alarm.Dimensions)).toContain(`ExportsOutputRef${clusterId}`);
    }
  });

  it('mails every alarm to campus:alarmEmail through an SNS topic, and passes cdk-nag', () => {
    const { operations: ops, violations } = campusSynth({ 'campus:alarmEmail': 'it-team@college.example' });
    ops.hasResourceProperties('AWS::SNS::Subscription', {
      Protocol: 'email',
      Endpoint: 'it-team@college.example',
    });
    for (const alarm of Object.values(ops.findResources('AWS::CloudWatch::Alarm') as Resources)) {
      expect(alarm.Properties.AlarmActions).toHaveLength(1);
    }
    expect(violations).toEqual([]);
  });

  it('refuses an alarm address that is not one', () => {
    expect(() => buildCampusWith({ 'campus:alarmEmail': 'nobody' })).toThrow(
      'campus:alarmEmail must be an email address',
    );
  });
});
