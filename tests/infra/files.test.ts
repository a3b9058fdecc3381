import type { Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { campusSynth } from './synth';

type Resources = Record<string, { Properties: Record<string, unknown> }>;

describe('files on AWS: uploads straight to S3, public media through CloudFront', () => {
  let data: Template;
  let web: Template;
  let api: Template;
  beforeAll(() => {
    ({ data, web, api } = campusSynth());
  });

  const dataBuckets = () =>
    Object.values(data.findResources('AWS::S3::Bucket') as Resources).filter(
      (bucket) => bucket.Properties.CorsConfiguration,
    );

  it('lets the browser post uploads to both data buckets, and expires what nobody confirmed', () => {
    expect(dataBuckets()).toHaveLength(2);
    for (const bucket of dataBuckets()) {
      const cors = bucket.Properties.CorsConfiguration as { CorsRules: { AllowedMethods: string[] }[] };
      expect(cors.CorsRules[0]?.AllowedMethods).toContain('POST');
      const lifecycle = bucket.Properties.LifecycleConfiguration as { Rules: Record<string, unknown>[] };
      expect(lifecycle.Rules).toContainEqual(
        expect.objectContaining({
          Prefix: 'incoming/',
          ExpirationInDays: 1,
          NoncurrentVersionExpiration: { NoncurrentDays: 1 },
          AbortIncompleteMultipartUpload: { DaysAfterInitiation: 1 },
          Status: 'Enabled',
        }),
      );
    }
  });

  it('lets CloudFront read only the media bucket’s media/ prefix', () => {
    const policies = JSON.stringify(data.findResources('AWS::S3::BucketPolicy'));
    expect(policies).toContain('cloudfront.amazonaws.com');
    expect(policies).toMatch(/"Action":"s3:GetObject".*?"\/media\/\*"/);
  });

  it('serves /media/* from the media bucket through origin access control', () => {
    const [distribution] = Object.values(web.findResources('AWS::CloudFront::Distribution') as Resources);
    const config = distribution?.Properties.DistributionConfig as {
      CacheBehaviors: { PathPattern: string; TargetOriginId: string; FunctionAssociations?: unknown }[];
      Origins: { Id: string; S3OriginConfig?: unknown; OriginAccessControlId?: unknown }[];
    };
    const media = config.CacheBehaviors.find((behavior) => behavior.PathPattern === '/media/*');
    const origin = config.Origins.find((candidate) => candidate.Id === media?.TargetOriginId);
    expect(origin?.OriginAccessControlId).toBeDefined();
    // Media keys have no file extension: the SPA fallback must not turn them into index.html.
    expect(media?.FunctionAssociations).toBeUndefined();
  });

  it('lets the site itself frame public files (the calendar viewer), and no one else, and runs nothing in them', () => {
    const policies = web.findResources('AWS::CloudFront::ResponseHeadersPolicy') as Resources;
    const [id] =
      Object.entries(policies).find(([, policy]) =>
        JSON.stringify(policy).includes("frame-ancestors 'self'"),
      ) ?? [];
    const [distribution] = Object.values(web.findResources('AWS::CloudFront::Distribution') as Resources);
    const config = distribution?.Properties.DistributionConfig as {
      CacheBehaviors: Record<string, unknown>[];
    };
    const behaviors = config.CacheBehaviors;
    const media = behaviors.find((behavior) => behavior.PathPattern === '/media/*');
    expect(media?.ResponseHeadersPolicyId).toEqual({ Ref: id });
    expect(JSON.stringify(policies[id ?? ''])).toContain('"FrameOption":"SAMEORIGIN"');
    // HTML planted among public files would otherwise run on the site's origin (decision 44).
    const csp = JSON.stringify(policies[id ?? '']);
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("form-action 'none'");
    expect(csp).not.toMatch(/script-src|unsafe-/);
  });

  it('allows uploads in the CSP’s connect-src to the buckets’ own hosts, and nothing wider', () => {
    const policy = Object.values(
      web.findResources('AWS::CloudFront::ResponseHeadersPolicy') as Resources,
    ).find((candidate) => JSON.stringify(candidate).includes('default-src'));
    const csp = JSON.stringify(policy?.Properties);
    expect(csp).toContain("connect-src 'self' https://");
    expect(csp).not.toMatch(/connect-src[^;]*\*/);
  });

  it('grants the files Lambda named object actions on the two buckets, no wildcard actions', () => {
    const policies = Object.entries(api.findResources('AWS::IAM::Policy') as Resources);
    const files = policies.find(([id]) => id.startsWith('filesFunction'));
    const text = JSON.stringify(files?.[1]);
    for (const action of ['s3:GetObject', 's3:PutObject', 's3:DeleteObject', 's3:ListBucket']) {
      expect(text).toContain(action);
    }
    expect(text).not.toMatch(/"s3:[A-Za-z]*\*"/);
  });
});
