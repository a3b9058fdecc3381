import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { App } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { buildCampus } from '../../infra/campus';
import { synthWithNag, webAssetFixture } from './synth';

type Resources = Record<string, { Properties: Record<string, unknown> }>;

const build = (context: Record<string, string> = {}) => {
  const app = new App({ outdir: mkdtempSync(join(tmpdir(), 'campus-cdk-')), context });
  return { app, stacks: buildCampus(app, { webAssetPath: webAssetFixture() }) };
};

describe('operations: alarms and a dashboard', () => {
  it('alarms on every Lambda’s errors and throttles, API 5xx and the mail backlog, on one dashboard', () => {
    const { stacks } = build();
    const ops = Template.fromStack(stacks.operations);
    const alarms = Object.values(ops.findResources('AWS::CloudWatch::Alarm') as Resources).map(
      (a) => a.Properties,
    );
    const lambdas = Object.keys(Template.fromStack(stacks.api).findResources('AWS::Lambda::Function')).length;
    const named = (metric: string) => alarms.filter((alarm) => alarm.MetricName === metric);
    expect(named('Errors')).toHaveLength(lambdas);
    expect(named('Throttles')).toHaveLength(lambdas);
    expect(named('5xx')).toHaveLength(1);
    expect(named('UndeliveredContactMail')).toHaveLength(1);
    ops.resourceCountIs('AWS::CloudWatch::Dashboard', 1);
    ops.resourceCountIs('AWS::SNS::Topic', 0);
  });

  it('mails every alarm to campus:alarmEmail through an SNS topic, and passes cdk-nag', () => {
    const { app, stacks } = build({ 'campus:alarmEmail': 'it-team@college.example' });
    const ops = Template.fromStack(stacks.operations);
    ops.hasResourceProperties('AWS::SNS::Subscription', {
      Protocol: 'email',
      Endpoint: 'it-team@college.example',
    });
    for (const alarm of Object.values(ops.findResources('AWS::CloudWatch::Alarm') as Resources)) {
      expect(alarm.Properties.AlarmActions).toHaveLength(1);
    }
    expect(synthWithNag(app)).toEqual([]);
  });

  it('refuses an alarm address that is not one', () => {
    expect(() => build({ 'campus:alarmEmail': 'nobody' })).toThrow(
      'campus:alarmEmail must be an email address',
    );
  });
});
