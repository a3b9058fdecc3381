import type { Template } from 'aws-cdk-lib/assertions';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildCampusWith, campusSynth } from './synth';

/* A region away from us-east-1, as a college in India would choose: the web ACL alone goes there. */
const REGION = 'ap-south-1';
const inRegion = (region = REGION) => {
  vi.stubEnv('CDK_DEFAULT_REGION', region);
  vi.stubEnv('CDK_DEFAULT_ACCOUNT', '123456789012');
};

const CERTIFICATE = 'arn:aws:acm:us-east-1:123456789012:certificate/0b5e6f3c-1111-2222-3333-444455556666';
const distributionConfig = (template: Template) =>
  (
    Object.values(template.findResources('AWS::CloudFront::Distribution'))[0] as {
      Properties: { DistributionConfig: Record<string, unknown> };
    }
  ).Properties.DistributionConfig;

/* The WAF rule's rate-based statement, as CampusEdgeSecurity's template has it. */
// biome-ignore lint/suspicious/noExplicitAny: a CloudFormation statement tree, read by its keys
function rateStatement(template: Template | undefined): any {
  if (!template) throw new Error('no CampusEdgeSecurity stack was made');
  const acl = Object.values(template.findResources('AWS::WAFv2::WebACL'))[0] as {
    Properties: { Scope: string; Rules: { Name: string; Statement: { RateBasedStatement: unknown } }[] };
  };
  expect(acl.Properties.Scope).toBe('CLOUDFRONT');
  expect(acl.Properties.Rules.map((rule) => rule.Name)).toEqual(['RateLimitPerClient']);
  return acl.Properties.Rules[0]?.Statement.RateBasedStatement;
}

/* The paths an OR of exact, decoded and normalised URI-path matches names. */
function matchedPaths(statement: {
  OrStatement: { Statements: { ByteMatchStatement: Record<string, unknown> }[] };
}): string[] {
  return statement.OrStatement.Statements.map(({ ByteMatchStatement: match }) => {
    expect(match).toMatchObject({
      FieldToMatch: { UriPath: {} },
      PositionalConstraint: 'EXACTLY',
      TextTransformations: [
        { Priority: 0, Type: 'URL_DECODE' },
        { Priority: 1, Type: 'NORMALIZE_PATH' },
      ],
    });
    return match.SearchString as string;
  });
}

type Functions = Record<string, { Properties: { Environment?: { Variables?: Record<string, unknown> } } }>;

/* Each Lambda's TRUSTED_NETWORKS, by the first word of its logical id, for those that have it. */
const trustedNetworksSetting = (api: Template) =>
  Object.fromEntries(
    Object.entries(api.findResources('AWS::Lambda::Function') as Functions)
      .map(([id, fn]) => [
        id.replace(/Function.*/, ''),
        fn.Properties.Environment?.Variables?.TRUSTED_NETWORKS,
      ])
      .filter(([, value]) => value !== undefined),
  );

describe('optional edge settings', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('serves a custom domain with its certificate and TLS 1.2 (2021) at least, and passes cdk-nag', () => {
    const { web, violations } = campusSynth({
      'campus:domainName': 'www.college.example',
      'campus:certificateArn': CERTIFICATE,
    });
    const config = distributionConfig(web);
    expect(config.Aliases).toEqual(['www.college.example']);
    expect(config.ViewerCertificate).toMatchObject({
      AcmCertificateArn: CERTIFICATE,
      MinimumProtocolVersion: 'TLSv1.2_2021',
      SslSupportMethod: 'sni-only',
    });
    expect(violations).toEqual([]);
  });

  it('puts a rate-based WAF rule in front of CloudFront when asked, in a us-east-1 stack of its own, counting only sign-up, login, reset and resend-confirmation calls', () => {
    inRegion();
    const { web: template, edgeSecurity, violations } = campusSynth({ 'campus:wafRateLimit': '1000' });
    const rate = rateStatement(edgeSecurity);
    expect(rate).toMatchObject({ Limit: 1000, AggregateKeyType: 'IP' });
    // No trusted networks named: the scope-down statement is the paths alone.
    expect(matchedPaths(rate.ScopeDownStatement)).toEqual([
      '/api/signup',
      '/api/login',
      '/api/password-reset',
      '/api/password-reset/confirm',
      '/api/confirm-email/resend',
    ]);
    expect(Object.keys(edgeSecurity?.findResources('AWS::WAFv2::IPSet') ?? {})).toHaveLength(0);
    expect(Object.keys(template.findResources('AWS::WAFv2::WebACL'))).toHaveLength(0);
    expect(distributionConfig(template).WebACLId).toBeDefined();
    expect(violations).toEqual([]);
  });

  it('skips the trusted networks in the WAF rule: an IP set per address family, outside the count', () => {
    inRegion();
    const { edgeSecurity, api, violations } = campusSynth({
      'campus:wafRateLimit': '300',
      'campus:trustedNetworks': '203.0.113.0/24, 198.51.100.7/32,2001:db8:a::/48',
    });
    // The same list reaches the auth function, the one that counts logins, sign-ups and resets.
    expect(trustedNetworksSetting(api)).toEqual({
      auth: '203.0.113.0/24,198.51.100.7/32,2001:db8:a::/48',
    });
    if (!edgeSecurity) throw new Error('no CampusEdgeSecurity stack was made');
    const template = edgeSecurity;
    template.hasResourceProperties('AWS::WAFv2::IPSet', {
      Scope: 'CLOUDFRONT',
      IPAddressVersion: 'IPV4',
      Addresses: ['203.0.113.0/24', '198.51.100.7/32'],
    });
    template.hasResourceProperties('AWS::WAFv2::IPSet', {
      Scope: 'CLOUDFRONT',
      IPAddressVersion: 'IPV6',
      Addresses: ['2001:db8:a::/48'],
    });
    const sets = Object.keys(template.findResources('AWS::WAFv2::IPSet')).sort();
    const rate = rateStatement(template);
    const [paths, notTrusted] = rate.ScopeDownStatement.AndStatement.Statements;
    expect(matchedPaths(paths)).toContain('/api/login');
    const skipped = notTrusted.NotStatement.Statement.OrStatement.Statements.map(
      (statement: { IPSetReferenceStatement: { Arn: { 'Fn::GetAtt': string[] } } }) =>
        statement.IPSetReferenceStatement.Arn['Fn::GetAtt'][0],
    );
    expect(skipped.sort()).toEqual(sets);
    expect(violations).toEqual([]);
  });

  it('keeps the cloudfront.net default and no WAF without them', () => {
    const { web: template, api, edgeSecurity } = campusSynth({});
    expect(trustedNetworksSetting(api)).toEqual({ auth: '' });
    expect(distributionConfig(template).Aliases).toBeUndefined();
    expect(Object.keys(template.findResources('AWS::WAFv2::WebACL'))).toHaveLength(0);
    expect(edgeSecurity).toBeUndefined();
    expect(distributionConfig(template).WebACLId).toBeUndefined();
  });

  it('says plainly what is wrong with a parameter', () => {
    const build = (context: Record<string, string>) => () => buildCampusWith(context);
    expect(build({ 'campus:domainName': 'www.college.example' })).toThrow('go together');
    expect(build({ 'campus:domainName': 'not a domain', 'campus:certificateArn': CERTIFICATE })).toThrow(
      'must be a domain name',
    );
    const otherRegion = CERTIFICATE.replace('us-east-1', 'eu-west-1');
    expect(
      build({ 'campus:domainName': 'www.college.example', 'campus:certificateArn': otherRegion }),
    ).toThrow('us-east-1');
    expect(build({ 'campus:wafRateLimit': 'lots' })).toThrow('whole number');
    expect(build({ 'campus:trustedNetworks': '203.0.113.5' })).toThrow(
      'campus:trustedNetworks must be CIDRs separated by commas',
    );
    expect(build({ 'campus:trustedNetworks': '2001:db8:a:b::/96' })).toThrow('a /64 or wider');
    // With no region to deploy to, the ACL's ARN could not be handed across regions.
    expect(build({ 'campus:wafRateLimit': '1000' })).toThrow('need the region to deploy to');
  });
});
