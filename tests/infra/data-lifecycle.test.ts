import type { Template } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { MEDIA_CACHE_SECONDS } from '../../functions/uploads/buckets';
import { buildCampusWith, campusSynth } from './synth';

type Resources = Record<string, { Properties: Record<string, unknown> }>;
type Functions = Record<string, { Properties: { Environment?: { Variables?: Record<string, unknown> } } }>;

const uploadBuckets = (data: Template) =>
  Object.values(data.findResources('AWS::S3::Bucket') as Resources).filter(
    (bucket) => bucket.Properties.CorsConfiguration,
  );
const rulesOf = (bucket: { Properties: Record<string, unknown> }) =>
  (bucket.Properties.LifecycleConfiguration as { Rules: Record<string, unknown>[] }).Rules;

/* Each Lambda's value of one variable, by the start of its logical id, for those that have it. */
const setting = (api: Template, name: string) =>
  Object.fromEntries(
    Object.entries(api.findResources('AWS::Lambda::Function') as Functions)
      .map(([id, fn]) => [id.replace(/Function.*$/, ''), fn.Properties.Environment?.Variables?.[name]])
      .filter(([, value]) => value !== undefined),
  );

describe('deleted means deleted: old versions, delete markers, the edge, personal data', () => {
  it('expires old versions bucket-wide after 30 days and removes expired delete markers, in rules of their own', () => {
    const { data } = campusSynth();
    expect(uploadBuckets(data)).toHaveLength(2);
    for (const bucket of uploadBuckets(data)) {
      const rules = rulesOf(bucket);
      expect(rules).toContainEqual({
        Id: 'ExpireDeletedVersions',
        NoncurrentVersionExpiration: { NoncurrentDays: 30 },
        AbortIncompleteMultipartUpload: { DaysAfterInitiation: 1 },
        Status: 'Enabled',
      });
      // S3 refuses ExpiredObjectDeleteMarker beside ExpirationInDays: the marker rule has nothing else.
      expect(rules).toContainEqual({
        Id: 'RemoveExpiredDeleteMarkers',
        ExpiredObjectDeleteMarker: true,
        Status: 'Enabled',
      });
      for (const rule of rules) {
        expect(rule.ExpiredObjectDeleteMarker && rule.ExpirationInDays).toBeFalsy();
      }
      expect(rules).toContainEqual(expect.objectContaining({ Prefix: 'incoming/', ExpirationInDays: 1 }));
    }
  });

  it('keeps old versions as long as campus:noncurrentVersionDays says, and refuses a value that is no number of days', () => {
    const { data } = campusSynth({ 'campus:noncurrentVersionDays': '7' });
    for (const bucket of uploadBuckets(data)) {
      expect(rulesOf(bucket)).toContainEqual(
        expect.objectContaining({ NoncurrentVersionExpiration: { NoncurrentDays: 7 } }),
      );
    }
    for (const value of ['0', '-1', '2.5', 'thirty', '4000']) {
      expect(() => buildCampusWith({ 'campus:noncurrentVersionDays': value }), value).toThrow(
        'campus:noncurrentVersionDays must be a whole number from 1 to 3650',
      );
    }
  });

  it('serves /media/* with a cache policy that keeps nothing at the edge past five minutes', () => {
    const { web } = campusSynth();
    const [distribution] = Object.values(web.findResources('AWS::CloudFront::Distribution') as Resources);
    const config = distribution?.Properties.DistributionConfig as {
      CacheBehaviors: { PathPattern: string; CachePolicyId: unknown }[];
    };
    const media = config.CacheBehaviors.find((behavior) => behavior.PathPattern === '/media/*');
    const policies = web.findResources('AWS::CloudFront::CachePolicy') as Resources;
    const [id, policy] =
      Object.entries(policies).find(([candidate]) =>
        JSON.stringify(media?.CachePolicyId).includes(candidate),
      ) ?? [];
    expect(id).toBeDefined();
    const settings = (policy?.Properties.CachePolicyConfig ?? {}) as Record<string, unknown>;
    expect(settings).toMatchObject({
      MinTTL: 0,
      DefaultTTL: MEDIA_CACHE_SECONDS,
      MaxTTL: MEDIA_CACHE_SECONDS,
      ParametersInCacheKeyAndForwardedToOrigin: {
        CookiesConfig: { CookieBehavior: 'none' },
        HeadersConfig: { HeaderBehavior: 'none' },
        QueryStringsConfig: { QueryStringBehavior: 'none' },
        EnableAcceptEncodingGzip: true,
        EnableAcceptEncodingBrotli: true,
      },
    });
    expect(MEDIA_CACHE_SECONDS).toBe(300);
  });

  it('lets DynamoDB delete contact messages, chat messages and GPT tasks by their expiresAt', () => {
    const { data } = campusSynth();
    const tables = Object.entries(data.findResources('AWS::DynamoDB::GlobalTable') as Resources);
    const ttl = (prefix: string) =>
      tables.find(([id]) => id.startsWith(prefix))?.[1].Properties.TimeToLiveSpecification;
    for (const prefix of ['contactMessagesTable', 'chatMessagesTable', 'gptTasksTable']) {
      expect(ttl(prefix), prefix).toEqual({ AttributeName: 'expiresAt', Enabled: true });
    }
  });

  it('tells each writer its retention period and the files function the upload quota, from defaults or context', () => {
    const defaults = campusSynth().api;
    expect(setting(defaults, 'CONTACT_RETENTION_DAYS')).toEqual({ contact: '365', contactRetry: '365' });
    expect(setting(defaults, 'CHAT_RETENTION_DAYS')).toEqual({ chat: '365' });
    // The ingest function ends an attachment's passages with its task (decision 28).
    expect(setting(defaults, 'GPT_TASK_RETENTION_DAYS')).toEqual({ gpt: '90', files: '90', gptIngest: '90' });
    expect(setting(defaults, 'UPLOAD_QUOTA_MB')).toEqual({ files: '500' });
    const { api, violations } = campusSynth({
      'campus:contactRetentionDays': '730',
      'campus:chatRetentionDays': '180',
      'campus:gptTaskRetentionDays': '30',
      'campus:uploadQuotaMb': '2000',
    });
    expect(setting(api, 'CONTACT_RETENTION_DAYS')).toEqual({ contact: '730', contactRetry: '730' });
    expect(setting(api, 'CHAT_RETENTION_DAYS')).toEqual({ chat: '180' });
    expect(setting(api, 'GPT_TASK_RETENTION_DAYS')).toEqual({ gpt: '30', files: '30', gptIngest: '30' });
    expect(setting(api, 'UPLOAD_QUOTA_MB')).toEqual({ files: '2000' });
    expect(violations).toEqual([]);
    // Attachments go with their tasks: the private bucket deletes them after the same days.
    const attachmentRules = (data: Template) =>
      uploadBuckets(data).flatMap((bucket) =>
        rulesOf(bucket).filter((rule) => rule.Prefix === 'gptAttachment/'),
      );
    expect(attachmentRules(campusSynth().data)).toEqual([
      { Id: 'Expire-gptAttachment', Prefix: 'gptAttachment/', ExpirationInDays: 90, Status: 'Enabled' },
    ]);
    expect(attachmentRules(campusSynth({ 'campus:gptTaskRetentionDays': '30' }).data)).toEqual([
      expect.objectContaining({ Prefix: 'gptAttachment/', ExpirationInDays: 30 }),
    ]);
    expect(() => buildCampusWith({ 'campus:uploadQuotaMb': '10' })).toThrow(
      'campus:uploadQuotaMb must be a whole number from 50 to 1000000',
    );
    expect(() => buildCampusWith({ 'campus:chatRetentionDays': 'a year' })).toThrow(
      'campus:chatRetentionDays must be a whole number from 1 to 3650',
    );
  });
});
