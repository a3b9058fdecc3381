import { describe, expect, it } from 'vitest';
import { QUEUES } from '../../functions/lib/resources/queues';
import { BACKGROUND_FUNCTIONS } from '../../functions/registry';
import { buildCampusWith, campusSynth } from './synth';

type Resources = Record<string, { Properties: Record<string, unknown> }>;
type Statement = { Action: string | string[]; Resource: unknown };

const propertiesOf = (resources: Record<string, unknown>) =>
  Object.values(resources as Resources).map((resource) => resource.Properties);
const sendsEmail = (statement: Statement) => [statement.Action].flat().includes('ses:SendEmail');

describe('mail: a configuration set, its events and alarms, and grants to the functions that send', () => {
  it('sends through a configuration set that keeps reputation metrics, suppresses bounces and complaints, and counts their events', () => {
    const { mail } = campusSynth();
    mail.hasResourceProperties('AWS::SES::ConfigurationSet', {
      ReputationOptions: { ReputationMetricsEnabled: true },
      SendingOptions: { SendingEnabled: true },
      SuppressionOptions: { SuppressedReasons: ['BOUNCE', 'COMPLAINT'] },
    });
    const [destination] = propertiesOf(mail.findResources('AWS::SES::ConfigurationSetEventDestination'));
    const events = (destination?.EventDestination ?? {}) as Record<string, unknown>;
    expect(events.Enabled).toBe(true);
    expect(events.MatchingEventTypes).toEqual(['bounce', 'complaint', 'reject']);
    expect(events.CloudWatchDestination).toBeDefined();
    // The identity exists already unless the deployment asks CDK to make it.
    mail.resourceCountIs('AWS::SES::EmailIdentity', 0);
  });

  it('lets only the functions that call SES send, as the From address, through that configuration set', () => {
    const { api } = campusSynth();
    const statements = propertiesOf(api.findResources('AWS::IAM::Policy')).flatMap(
      (policy) => (policy.PolicyDocument as { Statement: Statement[] }).Statement,
    );
    const mailStatements = statements.filter(sendsEmail);
    // Contact mail (the route and its retry job) and the mail worker; no API group of accounts.
    expect(mailStatements).toHaveLength(3);
    for (const statement of mailStatements) {
      expect(JSON.stringify(statement.Resource)).toContain(':configuration-set/');
      expect(statement).toMatchObject({
        Condition: { StringEquals: { 'ses:FromAddress': 'no-reply@example.edu' } },
      });
    }
    const environments = propertiesOf(api.findResources('AWS::Lambda::Function')).map(
      (fn) => (fn.Environment as { Variables?: Record<string, unknown> } | undefined)?.Variables ?? {},
    );
    expect(environments.filter((variables) => 'MAIL_CONFIGURATION_SET' in variables)).toHaveLength(3);
    // The auth API stores and queues its mails: it has the outbox and the queue, never SES.
    const auth = environments.filter(
      (variables) => 'JWT_SECRET_ARN' in variables && 'MAIL_QUEUE_URL' in variables,
    );
    expect(auth).toHaveLength(1);
    expect(auth[0]).toHaveProperty('MAIL_OUTBOX_TABLE');
    expect(auth[0]).not.toHaveProperty('MAIL_FROM_ADDRESS');
  });

  it('while SES is in its sandbox, also covers the verified recipients’ identities, still only as the From address', () => {
    const mailStatements = (context: Record<string, string>) =>
      propertiesOf(campusSynth(context).api.findResources('AWS::IAM::Policy'))
        .flatMap((policy) => (policy.PolicyDocument as { Statement: Statement[] }).Statement)
        .filter(sendsEmail);
    const anyIdentity = /:identity\/\*/;
    for (const statement of mailStatements({}))
      expect(JSON.stringify(statement.Resource)).not.toMatch(anyIdentity);
    const { violations } = campusSynth({ 'campus:mailSandbox': 'true' });
    const sandboxed = mailStatements({ 'campus:mailSandbox': 'true' });
    expect(sandboxed).toHaveLength(3);
    for (const statement of sandboxed) {
      expect(JSON.stringify(statement.Resource)).toMatch(anyIdentity);
      expect(statement).toMatchObject({
        Condition: { StringEquals: { 'ses:FromAddress': 'no-reply@example.edu' } },
      });
    }
    expect(violations).toEqual([]);
    expect(() => buildCampusWith({ 'campus:mailSandbox': 'maybe' })).toThrow(
      'campus:mailSandbox must be true or false',
    );
  });

  it('runs the mail worker from its queue, partial batch failures on, at most two at once, dead-lettered after 20 receives', () => {
    const { api, data } = campusSynth();
    const { trigger } = BACKGROUND_FUNCTIONS.mailWorker;
    api.hasResourceProperties('AWS::Lambda::EventSourceMapping', {
      BatchSize: trigger.batchSize,
      FunctionResponseTypes: ['ReportBatchItemFailures'],
      ScalingConfig: { MaximumConcurrency: 2 },
    });
    data.hasResourceProperties('AWS::SQS::Queue', {
      VisibilityTimeout: QUEUES.mail.visibilityTimeoutSeconds,
      RedrivePolicy: { maxReceiveCount: 20 },
    });
  });

  it('alarms on account mail given up on, and on the account’s bounce (5%) and complaint (0.1%) rates', () => {
    const { operations } = campusSynth();
    const alarms = propertiesOf(operations.findResources('AWS::CloudWatch::Alarm'));
    const named = (metric: string) => alarms.find((alarm) => alarm.MetricName === metric);
    expect(named('AccountMailFailed')).toMatchObject({ Namespace: 'Campus', Threshold: 1, Statistic: 'Sum' });
    expect(named('Reputation.BounceRate')).toMatchObject({
      Namespace: 'AWS/SES',
      Threshold: 0.05,
      ComparisonOperator: 'GreaterThanOrEqualToThreshold',
    });
    expect(named('Reputation.ComplaintRate')).toMatchObject({ Namespace: 'AWS/SES', Threshold: 0.001 });
  });

  it('makes the domain identity with Easy DKIM and a custom MAIL FROM when asked, and passes cdk-nag', () => {
    const { mail, violations } = campusSynth({
      'campus:mailFromAddress': 'no-reply@college.example.edu',
      'campus:createMailIdentity': 'true',
    });
    mail.hasResourceProperties('AWS::SES::EmailIdentity', {
      EmailIdentity: 'college.example.edu',
      MailFromAttributes: { MailFromDomain: 'mail.college.example.edu' },
    });
    const [identity] = propertiesOf(mail.findResources('AWS::SES::EmailIdentity'));
    // Easy DKIM: SES makes the keys (no BYODKIM key given), signing on.
    expect(identity?.DkimSigningAttributes).toBeUndefined();
    // Signing stays on: not turned off (absent, SES's default is on).
    const signing = (identity?.DkimAttributes as { SigningEnabled?: boolean } | undefined)?.SigningEnabled;
    expect(signing).not.toBe(false);
    // The three CNAMEs the college publishes, as outputs of the stack.
    expect(Object.keys(mail.findOutputs('*')).filter((id) => id.startsWith('DkimRecord'))).toHaveLength(3);
    expect(violations).toEqual([]);
  });

  it('refuses an identity that cannot send as the From address, and a MAIL FROM outside the domain', () => {
    expect(() => buildCampusWith({ 'campus:mailIdentity': 'other.example.org' })).toThrow(
      'campus:mailIdentity (other.example.org) must be the From address (no-reply@example.edu) or its domain',
    );
    expect(() => buildCampusWith({ 'campus:mailIdentity': 'not an identity' })).toThrow(
      'campus:mailIdentity must be a domain or an email address verified in SES',
    );
    expect(() =>
      buildCampusWith({ 'campus:mailIdentity': 'no-reply@example.edu', 'campus:createMailIdentity': 'true' }),
    ).toThrow('campus:mailIdentity must be a domain');
    expect(() =>
      buildCampusWith({ 'campus:createMailIdentity': 'true', 'campus:mailFromDomain': 'mail.elsewhere.org' }),
    ).toThrow('campus:mailFromDomain must be a subdomain of example.edu');
  });
});
