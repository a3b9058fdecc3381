import type { Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { PAGE_READS } from '#web/page-reads';
import { SERVED_PAGE_CACHE } from '../../functions/pages/handler';
import { campusSynth } from './synth';

type Resources = Record<string, { Properties: Record<string, unknown> }>;
type Statement = { Action: string | string[]; Resource: unknown };

/*
 * Decision 38: /departments comes from the pages function, through its URL, which only this
 * distribution may call, and is kept at the edge as long as the function says.
 */
describe('the pages function behind CloudFront', () => {
  let web: Template;
  beforeAll(() => {
    ({ web } = campusSynth());
  });

  const distributionConfig = () =>
    Object.values(web.findResources('AWS::CloudFront::Distribution') as Resources)[0]?.Properties
      .DistributionConfig as {
      CacheBehaviors: {
        PathPattern: string;
        TargetOriginId: string;
        AllowedMethods?: string[];
        CachePolicyId: { Ref: string };
        ResponseHeadersPolicyId: unknown;
      }[];
      DefaultCacheBehavior: { ResponseHeadersPolicyId: unknown };
      Origins: { Id: string; DomainName: unknown; OriginAccessControlId?: unknown }[];
    };

  it('serves each page read with its data from the function’s URL, signed by CloudFront', () => {
    const config = distributionConfig();
    for (const path of Object.keys(PAGE_READS)) {
      const behavior = config.CacheBehaviors.find((candidate) => candidate.PathPattern === path);
      expect(behavior).toBeDefined();
      // Left out of the template, the default: GET and HEAD only.
      expect(behavior?.AllowedMethods).toBeUndefined();
      // The site's headers: its content security policy included.
      expect(behavior?.ResponseHeadersPolicyId).toEqual(config.DefaultCacheBehavior.ResponseHeadersPolicyId);
      const origin = config.Origins.find((candidate) => candidate.Id === behavior?.TargetOriginId);
      expect(JSON.stringify(origin?.DomainName)).toContain('pagesFunctionFunctionUrl');
      expect(origin?.OriginAccessControlId).toBeDefined();
      const policy = web.findResources('AWS::CloudFront::CachePolicy')[behavior?.CachePolicyId.Ref ?? ''];
      expect(policy?.Properties.CachePolicyConfig).toMatchObject({
        MinTTL: 0,
        DefaultTTL: 0,
        MaxTTL: 300,
        ParametersInCacheKeyAndForwardedToOrigin: {
          CookiesConfig: { CookieBehavior: 'none' },
          HeadersConfig: { HeaderBehavior: 'none' },
          QueryStringsConfig: { QueryStringBehavior: 'none' },
        },
      });
    }
    expect(SERVED_PAGE_CACHE).toContain('s-maxage=60');
  });

  it('answers only CloudFront: the URL wants a signed request, and only this distribution may sign one', () => {
    web.hasResourceProperties('AWS::Lambda::Url', { AuthType: 'AWS_IAM' });
    const permissions = Object.values(web.findResources('AWS::Lambda::Permission') as Resources)
      .map(({ Properties }) => Properties)
      .filter((permission) => JSON.stringify(permission.FunctionName).includes('pagesFunction'));
    // Invoking a function URL needs both, each for this distribution alone.
    expect(permissions.map((permission) => permission.Action).sort()).toEqual([
      'lambda:InvokeFunction',
      'lambda:InvokeFunctionUrl',
    ]);
    for (const permission of permissions) {
      expect(permission.Principal).toBe('cloudfront.amazonaws.com');
      expect(JSON.stringify(permission.SourceArn)).toContain('distribution/');
    }
  });

  it('may scan the departments and read the deploy’s Departments document, nothing more', () => {
    const [policy] = Object.entries(web.findResources('AWS::IAM::Policy') as Resources).filter(([id]) =>
      id.startsWith('pagesFunctionRoleDefaultPolicy'),
    );
    if (!policy) throw new Error('The pages function has no policy of its own');
    const statements = (policy[1].Properties.PolicyDocument as { Statement: Statement[] }).Statement;
    expect(statements.map((statement) => statement.Action)).toEqual([
      ['logs:CreateLogStream', 'logs:PutLogEvents'],
      'dynamodb:Scan',
      's3:GetObject',
    ]);
    expect(JSON.stringify(statements[0]?.Resource)).toContain('pagesFunctionLogs');
    expect(JSON.stringify(statements[1]?.Resource)).toContain('departmentsTable');
    expect(JSON.stringify(statements[2]?.Resource)).toMatch(/SiteBucket.*\/departments\.html/);
  });
});
