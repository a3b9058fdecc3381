import { describe, expect, it } from 'vitest';
import { buildCampusWith, campusSynth } from './synth';

type Resources = Record<string, { Properties: Record<string, unknown> }>;

describe('operations: alarms and a dashboard', () => {
  it('alarms on every Lambda’s errors and throttles, API 5xx and the mail backlog, on one dashboard', () => {
    const { operations: ops, api } = campusSynth();
    const alarms = Object.values(ops.findResources('AWS::CloudWatch::Alarm') as Resources).map(
      (a) => a.Properties,
    );
    // Every Lambda of ours; CDK's own behind the deploy's triggers runs only while a deploy does.
    const lambdas = Object.keys(api.findResources('AWS::Lambda::Function')).filter(
      (id) => !id.startsWith('AWSCDKTriggerCustomResourceProvider'),
    ).length;
    const named = (metric: string) => alarms.filter((alarm) => alarm.MetricName === metric);
    expect(named('Errors')).toHaveLength(lambdas);
    expect(named('Throttles')).toHaveLength(lambdas);
    expect(named('5xx')).toHaveLength(1);
    expect(named('UndeliveredContactMail')).toHaveLength(1);
    // A question failed for good (one is enough), and questions or notes waiting too long.
    expect(named('GptQuestionFailed')).toEqual([
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
