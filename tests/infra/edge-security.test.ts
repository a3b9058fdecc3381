import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EDGE_REGION } from '../../infra/stacks/edge-security-stack';
import { campusWebAcl } from '../../infra/stacks/web-acl';
import { buildCampusWith, campusSynth, testApp } from './synth';

const ACL_ARN =
  'arn:aws:wafv2:us-east-1:123456789012:global/webacl/college-edge/0b5e6f3c-1111-2222-3333-444455556666';

type Resources = Record<string, { Type: string; Properties: Record<string, unknown> }>;
const distributionConfig = (template: Template) =>
  (Object.values(template.findResources('AWS::CloudFront::Distribution'))[0] as Resources[string]).Properties
    .DistributionConfig as Record<string, unknown>;

const inMumbai = () => {
  vi.stubEnv('CDK_DEFAULT_REGION', 'ap-south-1');
  vi.stubEnv('CDK_DEFAULT_ACCOUNT', '123456789012');
};

describe('the edge where the college is', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('serves from price class 200 by default, the first with India’s edge locations', () => {
    expect(distributionConfig(campusSynth().web).PriceClass).toBe('PriceClass_200');
  });

  it('keeps the data, the API and the alarms in the chosen region; only the web ACL goes to us-east-1', () => {
    inMumbai();
    const stacks = buildCampusWith({ 'campus:wafRateLimit': '300' });
    expect(stacks.edgeSecurity?.region).toBe(EDGE_REGION);
    for (const stack of [stacks.data, stacks.api, stacks.web, stacks.operations]) {
      expect(stack.region).toBe('ap-south-1');
    }
  });

  it('has the runbook bootstrap every region a deployment with a WAF targets, before its deploy', () => {
    inMumbai();
    const stacks = buildCampusWith({ 'campus:wafRateLimit': '300' });
    const regions = new Set(
      Object.values(stacks).flatMap((stack) => (stack instanceof Stack ? [stack.region] : [])),
    );
    expect([...regions].sort()).toEqual(['ap-south-1', 'us-east-1']);
    const readme = readFileSync(join(__dirname, '../../docs/operations.md'), 'utf8');
    const deploy = readme.slice(readme.indexOf('## Deploy to AWS'));
    const bootstrapped = [...deploy.matchAll(/npx cdk bootstrap ((?:aws:\/\/\S+\s*)+)/g)].flatMap((line) =>
      (line[1] ?? '')
        .trim()
        .split(/\s+/)
        .map((target) => target.split('/').at(-1)),
    );
    // The first step names the deploy's own region as REGION; every other region by name, and the
    // Mumbai example bootstraps what it deploys to.
    expect(bootstrapped).toContain('REGION');
    for (const region of regions) expect(bootstrapped).toContain(region);
  });

  it('offers the managed rule groups, the common set counting large bodies, handed to CloudFront by a strong cross-region reference', () => {
    inMumbai();
    const { web, edgeSecurity, violations } = campusSynth({
      'campus:wafManagedRules': 'true',
      'campus:priceClass': 'All',
    });
    if (!edgeSecurity) throw new Error('no CampusEdgeSecurity stack was made');
    const acl = Object.values(edgeSecurity.findResources('AWS::WAFv2::WebACL') as Resources)[0];
    const rules = acl?.Properties.Rules as { Name: string; Priority: number; OverrideAction: unknown }[];
    // No campus:wafRateLimit: the managed groups alone, each keeping its own actions.
    expect(rules.map((rule) => [rule.Name, rule.Priority])).toEqual([
      ['AWSManagedRulesCommonRuleSet', 0],
      ['AWSManagedRulesKnownBadInputsRuleSet', 1],
      ['AWSManagedRulesAmazonIpReputationList', 2],
    ]);
    for (const rule of rules) expect(rule.OverrideAction).toEqual({ None: {} });
    edgeSecurity.hasResourceProperties('AWS::WAFv2::WebACL', {
      Rules: [
        {
          Statement: {
            ManagedRuleGroupStatement: {
              VendorName: 'AWS',
              Name: 'AWSManagedRulesCommonRuleSet',
              RuleActionOverrides: [
                { Name: 'SizeRestrictions_BODY', ActionToUse: { Count: {} } },
                // Forum posts and announcements that quote HTML, paths or URLs are ordinary here.
                { Name: 'CrossSiteScripting_BODY', ActionToUse: { Count: {} } },
                { Name: 'GenericLFI_BODY', ActionToUse: { Count: {} } },
                { Name: 'GenericRFI_BODY', ActionToUse: { Count: {} } },
              ],
            },
          },
        },
        {},
        {},
      ],
    });
    // The ARN is written to an SSM parameter in CampusWeb's region, which CampusWeb reads; the
    // writer refuses to drop a parameter still read (strong).
    const writer = Object.values(edgeSecurity.findResources('Custom::CrossRegionExportWriter') as Resources);
    expect(writer).toHaveLength(1);
    const writerProps = writer[0]?.Properties.WriterProps as {
      region: string;
      exports: Record<string, unknown>;
    };
    expect(writerProps.region).toBe('ap-south-1');
    const [[parameter, value]] = Object.entries(writerProps.exports) as [[string, unknown]];
    expect(parameter).toMatch(/^\/cdk\/exports\/CampusWeb\//);
    expect(value).toEqual({ 'Fn::GetAtt': ['WebAcl', 'Arn'] });
    const webAclId = distributionConfig(web).WebACLId as { 'Fn::GetAtt': [string, string] };
    expect(webAclId['Fn::GetAtt'][1]).toBe(parameter);
    expect(Object.keys(web.findResources('AWS::WAFv2::WebACL'))).toHaveLength(0);
    expect(distributionConfig(web).PriceClass).toBe('PriceClass_All');
    expect(violations).toEqual([]);
  });

  it('takes some of the managed groups by name, in the order offered', () => {
    const stack = new Stack(testApp(), 'Acl', { env: { region: EDGE_REGION } });
    campusWebAcl(stack, {
      rateLimit: 200,
      managedRules: ['AWSManagedRulesKnownBadInputsRuleSet', 'AWSManagedRulesAmazonIpReputationList'],
    });
    const rules = Template.fromStack(stack).toJSON().Resources.WebAcl.Properties.Rules as {
      Name: string;
      Statement: { ManagedRuleGroupStatement?: { RuleActionOverrides?: unknown } };
    }[];
    expect(rules.map((rule) => rule.Name)).toEqual([
      'RateLimitPerClient',
      'AWSManagedRulesKnownBadInputsRuleSet',
      'AWSManagedRulesAmazonIpReputationList',
    ]);
    // Only the common set has a rule set to count.
    expect(rules[1]?.Statement.ManagedRuleGroupStatement?.RuleActionOverrides).toBeUndefined();
  });

  it('uses an existing web ACL by its ARN, with no stack of its own, and passes cdk-nag', () => {
    const { web, edgeSecurity, violations } = campusSynth({ 'campus:webAclArn': ACL_ARN });
    expect(edgeSecurity).toBeUndefined();
    expect(distributionConfig(web).WebACLId).toBe(ACL_ARN);
    expect(violations).toEqual([]);
  });

  it('says plainly what is wrong with an edge parameter', () => {
    const build = (context: Record<string, string>) => () => buildCampusWith(context);
    expect(build({ 'campus:priceClass': '150' })).toThrow('campus:priceClass must be 100, 200 or All');
    expect(build({ 'campus:wafManagedRules': 'AWSManagedRulesSQLiRuleSet' })).toThrow(
      'campus:wafManagedRules must be true or some of AWSManagedRulesCommonRuleSet',
    );
    // A regional ACL, or one outside us-east-1, is no ACL CloudFront can use.
    expect(build({ 'campus:webAclArn': ACL_ARN.replace('global/', 'regional/') })).toThrow(
      'CLOUDFRONT-scope',
    );
    expect(build({ 'campus:webAclArn': ACL_ARN.replace('us-east-1', 'ap-south-1') })).toThrow(
      'CLOUDFRONT-scope',
    );
    expect(build({ 'campus:webAclArn': ACL_ARN, 'campus:wafRateLimit': '300' })).toThrow(
      'give its rules there',
    );
  });
});
