import type { Template } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { BACKGROUND_FUNCTIONS } from '../../functions/registry';
import { recommendedThrottle } from '../../infra/load-model/load-model';
import { buildCampusWith, campusSynth } from './synth';

type Resources = Record<string, { Properties: Record<string, unknown> }>;

/* Each SQS trigger's maximum concurrency, by the function's logical-id prefix. */
function queueConcurrency(api: Template): Record<string, unknown> {
  const mappings = Object.values(api.findResources('AWS::Lambda::EventSourceMapping') as Resources);
  return Object.fromEntries(
    mappings.map((mapping) => {
      const fn = (mapping.Properties.FunctionName as { Ref: string }).Ref.replace(/Function.*/, '');
      const scaling = mapping.Properties.ScalingConfig as { MaximumConcurrency?: number } | undefined;
      return [fn, scaling?.MaximumConcurrency];
    }),
  );
}

const stageThrottle = (api: Template) => {
  const stage = Object.values(api.findResources('AWS::ApiGatewayV2::Stage') as Resources)[0];
  return stage?.Properties.DefaultRouteSettings;
};

const alarmOn = (ops: Template, metricName: string) =>
  Object.values(ops.findResources('AWS::CloudWatch::Alarm') as Resources)
    .map((alarm) => alarm.Properties)
    .filter((alarm) => alarm.MetricName === metricName);

describe('quotas a new account survives', () => {
  it('caps every queue worker’s concurrency: the GPT worker at 5, the others at 2', () => {
    const { api } = campusSynth();
    const queueWorkers = Object.entries(BACKGROUND_FUNCTIONS)
      .filter(([, fn]) => fn.trigger.kind !== 'schedule')
      .map(([id]) => id);
    const expected = Object.fromEntries(queueWorkers.map((id) => [id, id === 'gptWorker' ? 5 : 2]));
    expect(queueConcurrency(api)).toEqual(expected);
  });

  it('throttles the stage at the load model’s numbers: twice the exam-week peak', () => {
    const { api } = campusSynth();
    const { rateLimit, burstLimit } = recommendedThrottle();
    expect(stageThrottle(api)).toEqual({ ThrottlingRateLimit: rateLimit, ThrottlingBurstLimit: burstLimit });
    expect(rateLimit).toBeGreaterThan(200);
  });

  it('counts 429s from the access log and alarms on the stage throttle’s and on many of them', () => {
    const { api, operations } = campusSynth();
    const filters = Object.values(api.findResources('AWS::Logs::MetricFilter') as Resources).map(
      (filter) => filter.Properties,
    );
    const accessLogs = Object.keys(api.findResources('AWS::Logs::LogGroup')).find((id) =>
      id.startsWith('AccessLogs'),
    );
    expect(filters.map((filter) => [filter.FilterPattern, filter.LogGroupName])).toEqual([
      ['{ $.status = "429" }', { Ref: accessLogs }],
      ['{ ($.status = "429") && ($.integrationLatency = "-") }', { Ref: accessLogs }],
    ]);
    expect(filters.map((filter) => filter.MetricTransformations)).toEqual([
      [{ MetricNamespace: 'Campus', MetricName: 'ApiTooManyRequests', MetricValue: '1' }],
      [{ MetricNamespace: 'Campus', MetricName: 'ApiThrottledByStage', MetricValue: '1' }],
    ]);
    expect(alarmOn(operations, 'ApiThrottledByStage')).toMatchObject([
      { Namespace: 'Campus', Statistic: 'Sum', Period: 300, Threshold: 1 },
    ]);
    expect(alarmOn(operations, 'ApiTooManyRequests')).toMatchObject([
      { Namespace: 'Campus', Statistic: 'Sum', Period: 300, Threshold: 100 },
    ]);
    operations.resourceCountIs('AWS::Budgets::Budget', 0);
  });

  it('takes the worker’s cap, the throttle and a monthly budget as parameters, and passes cdk-nag', () => {
    const { api, operations, violations } = campusSynth({
      'campus:gptMaxConcurrency': '8',
      'campus:apiRateLimit': '300',
      'campus:apiBurstLimit': '600',
      'campus:monthlyBudgetUsd': '150',
      'campus:alarmEmail': 'it-team@college.example',
    });
    expect(queueConcurrency(api).gptWorker).toBe(8);
    expect(stageThrottle(api)).toEqual({ ThrottlingRateLimit: 300, ThrottlingBurstLimit: 600 });
    const notify = (type: string, threshold: number) => ({
      Notification: {
        NotificationType: type,
        ComparisonOperator: 'GREATER_THAN',
        Threshold: threshold,
        ThresholdType: 'PERCENTAGE',
      },
      Subscribers: [{ SubscriptionType: 'EMAIL', Address: 'it-team@college.example' }],
    });
    operations.resourceCountIs('AWS::Budgets::Budget', 1);
    operations.hasResourceProperties('AWS::Budgets::Budget', {
      Budget: { BudgetType: 'COST', TimeUnit: 'MONTHLY', BudgetLimit: { Amount: 150, Unit: 'USD' } },
      NotificationsWithSubscribers: [
        notify('ACTUAL', 80),
        notify('ACTUAL', 100),
        notify('FORECASTED', 80),
        notify('FORECASTED', 100),
      ],
    });
    expect(violations).toEqual([]);
  });

  it('says plainly what is wrong with a capacity parameter', () => {
    const build = (context: Record<string, string>) => () => buildCampusWith(context);
    // SQS triggers take 2 to 1,000.
    expect(build({ 'campus:gptMaxConcurrency': '1' })).toThrow(
      'campus:gptMaxConcurrency must be a whole number from 2 to 1000',
    );
    expect(build({ 'campus:apiRateLimit': 'fast' })).toThrow('campus:apiRateLimit must be a whole number');
    expect(build({ 'campus:apiBurstLimit': '6000' })).toThrow('from 1 to 5000');
    expect(build({ 'campus:monthlyBudgetUsd': '150' })).toThrow('needs campus:alarmEmail');
    expect(build({ 'campus:monthlyBudgetUsd': 'lots', 'campus:alarmEmail': 'it@college.example' })).toThrow(
      'campus:monthlyBudgetUsd must be US dollars',
    );
  });
});
