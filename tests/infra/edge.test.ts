import type { Template } from 'aws-cdk-lib/assertions';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildCampusWith, campusSynth } from './synth';

const CERTIFICATE = 'arn:aws:acm:us-east-1:123456789012:certificate/0b5e6f3c-1111-2222-3333-444455556666';
const distributionConfig = (template: Template) =>
  (
    Object.values(template.findResources('AWS::CloudFront::Distribution'))[0] as {
      Properties: { DistributionConfig: Record<string, unknown> };
    }
  ).Properties.DistributionConfig;

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

  it('puts a rate-based WAF rule in front of CloudFront when asked, in us-east-1', () => {
    vi.stubEnv('CDK_DEFAULT_REGION', 'us-east-1');
    vi.stubEnv('CDK_DEFAULT_ACCOUNT', '123456789012');
    const { web: template, violations } = campusSynth({ 'campus:wafRateLimit': '1000' });
    template.hasResourceProperties('AWS::WAFv2::WebACL', {
      Scope: 'CLOUDFRONT',
      Rules: [
        {
          Name: 'RateLimitPerClient',
          Statement: { RateBasedStatement: { Limit: 1000, AggregateKeyType: 'IP' } },
        },
      ],
    });
    expect(distributionConfig(template).WebACLId).toBeDefined();
    expect(violations).toEqual([]);
  });

  it('keeps the cloudfront.net default and no WAF without them', () => {
    const { web: template } = campusSynth({});
    expect(distributionConfig(template).Aliases).toBeUndefined();
    expect(Object.keys(template.findResources('AWS::WAFv2::WebACL'))).toHaveLength(0);
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
    vi.stubEnv('CDK_DEFAULT_REGION', 'eu-west-1');
    expect(build({ 'campus:wafRateLimit': '1000' })).toThrow('us-east-1');
  });
});
