import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Stack } from 'aws-cdk-lib';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { nagResource, wildcardResourceFinding } from '../../infra/constructs/nag-findings';
import { campusSynth, testApp } from './synth';

const ACCOUNT = '123456789012';
const REGION = 'ap-south-1';

/*
 * The runbook's Mumbai deployment with every setting it names turned on: a new account's SES
 * sandbox, the college's domain and WAF, Bedrock, alarm mail and a budget, and the rest.
 */
const RUNBOOK_DEPLOY: Record<string, string> = {
  'campus:collegeMailAddress': 'office@your-college.edu',
  'campus:mailFromAddress': 'no-reply@your-college.edu',
  'campus:mailIdentity': 'your-college.edu',
  'campus:createMailIdentity': 'true',
  'campus:mailFromDomain': 'bounce.your-college.edu',
  'campus:mailSandbox': 'true',
  'campus:domainName': 'www.your-college.edu',
  'campus:certificateArn': `arn:aws:acm:us-east-1:${ACCOUNT}:certificate/0b5e6f3c-1111-2222-3333-444455556666`,
  'campus:alarmEmail': 'it@your-college.edu',
  'campus:monthlyBudgetUsd': '60',
  'campus:originSecretGeneration': '2',
  'campus:hstsPreload': 'true',
  'campus:gptProvider': 'bedrock',
  'campus:gptModelId': 'apac.amazon.nova-lite-v1:0',
  'campus:gptModelRegion': REGION,
  'campus:gptEmbeddingModelId': 'amazon.titan-embed-text-v2:0',
  'campus:signupEmailDomains': 'your-college.edu,students.your-college.edu',
  'campus:trustedNetworks': '203.0.113.10/32',
  'campus:wafRateLimit': '300',
  'campus:wafManagedRules': 'true',
  'campus:priceClass': '200',
  'campus:gptMaxConcurrency': '10',
  'campus:searchDbMinCapacity': '0',
  'campus:searchDbMaxCapacity': '4',
  'campus:apiRateLimit': '500',
  'campus:apiBurstLimit': '1000',
  'campus:noncurrentVersionDays': '30',
  'campus:contactRetentionDays': '365',
  'campus:chatRetentionDays': '365',
  'campus:gptTaskRetentionDays': '90',
  'campus:uploadQuotaMb': '500',
};

/* The runbook's settings this deployment leaves out, and why it cannot take them. */
const LEFT_OUT: Record<string, string> = {
  'campus:webAclArn': 'an existing web ACL instead of the WAF settings, not with them',
  'campus:retiredOriginSecretGeneration': 'one deploy that moves an old rotation back, then dropped',
  'campus:webAssetPath': 'the tests deploy a stand-in build (synth.ts)',
  'campus:gptRerankModelId': 'no reranker is served in Mumbai, so synth refuses one there',
};

/* Every `campus:` key the runbook's settings table names. */
function runbookSettings(): string[] {
  const runbook = readFileSync(join(__dirname, '../../docs/operations.md'), 'utf8');
  const rows = runbook.split('\n').filter((line) => line.startsWith('| `campus:'));
  const keys = rows.flatMap((row) => [...(row.split(' | ')[0] ?? '').matchAll(/`(campus:\w+)`/g)]);
  return [...new Set(keys.map((match) => match[1] ?? ''))].sort();
}

describe('a deploy synthesized where it will run', () => {
  beforeEach(() => {
    // What `cdk deploy` sets from the profile: the stacks then carry the account and region literally.
    vi.stubEnv('CDK_DEFAULT_ACCOUNT', ACCOUNT);
    vi.stubEnv('CDK_DEFAULT_REGION', REGION);
  });
  afterEach(() => vi.unstubAllEnvs());

  it('turns on every setting the runbook names, but those it cannot take', () => {
    const named = runbookSettings();
    expect(named.length).toBeGreaterThan(30);
    expect([...Object.keys(RUNBOOK_DEPLOY), ...Object.keys(LEFT_OUT)].sort()).toEqual(named);
  });

  it('passes cdk-nag in a concrete account in Mumbai with every one of them', () => {
    const { api, edgeSecurity, violations } = campusSynth(RUNBOOK_DEPLOY);
    expect(violations).toEqual([]);
    expect(edgeSecurity).toBeDefined();
    // The acknowledged wildcards are there, written with the account and region themselves.
    const policies = JSON.stringify(api.findResources('AWS::IAM::Policy'));
    expect(policies).toContain(`:ses:${REGION}:${ACCOUNT}:identity/*`);
    expect(policies).toContain(':bedrock:*::foundation-model/amazon.nova-lite-v1:0');
  });
});

describe('an acknowledgement named as cdk-nag names its finding', () => {
  const identities = (stack: Stack) =>
    stack.formatArn({ service: 'ses', resource: 'identity', resourceName: '*' });

  it('writes an account and region the stack knows literally', () => {
    const stack = new Stack(testApp(), 'Known', { env: { account: ACCOUNT, region: REGION } });
    expect(nagResource(stack, identities(stack))).toMatch(
      new RegExp(`^arn:(aws|<AWS::Partition>):ses:${REGION}:${ACCOUNT}:identity/\\*$`),
    );
  });

  it('writes the pseudo-parameters of a stack that does not know them', () => {
    const stack = new Stack(testApp(), 'Unknown');
    expect(wildcardResourceFinding(stack, identities(stack))).toBe(
      'AwsSolutions-IAM5[Resource::arn:<AWS::Partition>:ses:<AWS::Region>:<AWS::AccountId>:identity/*]',
    );
  });
});
