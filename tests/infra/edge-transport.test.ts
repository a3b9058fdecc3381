import type { Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildCampus } from '../../infra/campus';
import { transportConfig } from '../../infra/config/transport-config';
import { campusApp, campusSynth, testApp, webAssetFixture } from './synth';

type Resource = { Type: string; Properties: Record<string, unknown> };
type Resources = Record<string, Resource>;

const resourcesOf = (template: Template, type: string) =>
  Object.values(template.findResources(type) as Resources).map((resource) => resource.Properties);

/** The site's and the media's response-header policies' security headers. */
const securityHeaders = (web: Template) =>
  resourcesOf(web, 'AWS::CloudFront::ResponseHeadersPolicy').map(
    (p) =>
      (p.ResponseHeadersPolicyConfig as { SecurityHeadersConfig: Record<string, unknown> })
        .SecurityHeadersConfig,
  );

type Behavior = { PathPattern?: string; CachePolicyId: unknown; Compress?: boolean };
const behaviors = (web: Template) => {
  const [distribution] = resourcesOf(web, 'AWS::CloudFront::Distribution');
  const config = distribution?.DistributionConfig as { CacheBehaviors: Behavior[] };
  return config.CacheBehaviors;
};

describe('security headers', () => {
  let web: Template;
  beforeAll(() => {
    ({ web } = campusSynth());
  });

  it('send no X-XSS-Protection, and HSTS for a year on this host only unless preload is asked for', () => {
    const policies = securityHeaders(web);
    expect(policies).toHaveLength(2);
    for (const headers of policies) {
      expect(headers).not.toHaveProperty('XSSProtection');
      expect(headers.StrictTransportSecurity).toEqual({
        AccessControlMaxAgeSec: 31_536_000,
        IncludeSubdomains: false,
        Preload: false,
        Override: true,
      });
    }
  });

  it('add includeSubDomains and preload with campus:hstsPreload=true', () => {
    const preloaded = campusSynth({ 'campus:hstsPreload': 'true' });
    expect(preloaded.violations).toEqual([]);
    for (const headers of securityHeaders(preloaded.web)) {
      expect(headers.StrictTransportSecurity).toMatchObject({ IncludeSubdomains: true, Preload: true });
    }
  });

  it('refuse a campus:hstsPreload that is not true or false', () => {
    expect(() => transportConfig(testApp({ 'campus:hstsPreload': 'yes' }))).toThrow(/campus:hstsPreload/);
    expect(transportConfig(testApp()).hstsPreload).toBe(false);
  });

  it('let the forum preview its image from a blob: URL, and allow no eval', () => {
    const [site] = securityHeaders(web).filter((h) =>
      JSON.stringify(h.ContentSecurityPolicy).includes("frame-ancestors 'none'"),
    );
    // A Fn::Join: the upload hosts are the buckets' names, known at deploy.
    const csp = JSON.stringify(site?.ContentSecurityPolicy);
    expect(csp).toContain("img-src 'self' data: blob: https:;");
    expect(csp).not.toContain('unsafe-eval');
  });
});

describe('the /api behaviour', () => {
  let web: Template;
  beforeAll(() => {
    ({ web } = campusSynth());
  });

  it('compresses at the edge, through a cache policy that caches nothing and keys on the caller', () => {
    const api = behaviors(web).find((behavior) => behavior.PathPattern === '/api/*');
    expect(api?.Compress).toBe(true);
    const policyId = (api?.CachePolicyId as { Ref?: string } | undefined)?.Ref ?? '';
    const policy = (web.toJSON().Resources as Resources)[policyId];
    expect(policy?.Type).toBe('AWS::CloudFront::CachePolicy');
    const config = policy?.Properties.CachePolicyConfig as Record<string, unknown>;
    // A minimum of 0 lets the API's `Cache-Control: no-store` forbid caching; at most one second else.
    expect(config).toMatchObject({ MinTTL: 0, DefaultTTL: 0, MaxTTL: 1 });
    expect(config.ParametersInCacheKeyAndForwardedToOrigin).toEqual({
      EnableAcceptEncodingGzip: true,
      EnableAcceptEncodingBrotli: true,
      HeadersConfig: { HeaderBehavior: 'whitelist', Headers: ['Authorization'] },
      QueryStringsConfig: { QueryStringBehavior: 'all' },
      CookiesConfig: { CookieBehavior: 'none' },
    });
  });
});

/*
 * Every Lambda of every stack, CDK's own custom-resource providers included, logs into a log
 * group of the same template that has a retention. Read from one app's whole assembly, so stacks
 * the shared synth does not return are covered too.
 */
describe('Lambda logs', () => {
  it('expire, for every Lambda in every stack', () => {
    const app = campusApp();
    buildCampus(app, { webAssetPath: webAssetFixture() });
    const stacks = app.synth().stacks;
    let lambdas = 0;
    for (const stack of stacks) {
      const resources = (stack.template as { Resources?: Resources }).Resources ?? {};
      for (const [id, resource] of Object.entries(resources)) {
        if (resource.Type !== 'AWS::Lambda::Function') continue;
        lambdas += 1;
        const logGroup = (resource.Properties.LoggingConfig as { LogGroup?: { Ref?: string } } | undefined)
          ?.LogGroup?.Ref;
        const group = logGroup ? resources[logGroup] : undefined;
        expect(group?.Type, `${stack.stackName}/${id}`).toBe('AWS::Logs::LogGroup');
        expect(group?.Properties.RetentionInDays, `${stack.stackName}/${id}`).toBeGreaterThan(0);
      }
    }
    // The API's functions and CDK's providers (the web build's deployment, the bucket's auto-delete).
    expect(lambdas).toBeGreaterThan(20);
  });
});

describe('the calendar feed over webcal://', () => {
  it('is redirected from http to https, while every other API call stays HTTPS-only', () => {
    const { web } = campusSynth();
    const all = behaviors(web) as (Behavior & { ViewerProtocolPolicy: string; AllowedMethods: string[] })[];
    const patterns = all.map((behavior) => behavior.PathPattern);
    const feed = all.find((behavior) => behavior.PathPattern === '/api/feeds/*/calendar.ics');
    const api = all.find((behavior) => behavior.PathPattern === '/api/*');
    // CloudFront takes the first pattern that matches, so the feed's must come before /api/*.
    expect(patterns.indexOf('/api/feeds/*/calendar.ics')).toBeLessThan(patterns.indexOf('/api/*'));
    expect(feed?.ViewerProtocolPolicy).toBe('redirect-to-https');
    expect(feed?.AllowedMethods).toEqual(['GET', 'HEAD']);
    expect(api?.ViewerProtocolPolicy).toBe('https-only');
  });
});
