import { Duration, RemovalPolicy, Validations } from 'aws-cdk-lib';
import {
  BlockPublicAccess,
  Bucket,
  BucketEncryption,
  type BucketProps,
  HttpMethods,
  ObjectOwnership,
} from 'aws-cdk-lib/aws-s3';
import type { Construct } from 'constructs';

/** Every bucket: no public access, encrypted, TLS only, CloudFormation-named. */
const BASELINE: BucketProps = {
  blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
  encryption: BucketEncryption.S3_MANAGED,
  enforceSSL: true,
};

/** A bucket that receives access logs for a year. CloudFront's standard logging needs ACLs. */
export function logsBucket(scope: Construct, id: string, options: { forCloudFront: boolean }): Bucket {
  const bucket = new Bucket(scope, id, {
    ...BASELINE,
    objectOwnership: options.forCloudFront
      ? ObjectOwnership.OBJECT_WRITER
      : ObjectOwnership.BUCKET_OWNER_PREFERRED,
    lifecycleRules: [{ expiration: Duration.days(365) }],
    removalPolicy: RemovalPolicy.RETAIN,
  });
  Validations.of(bucket).acknowledge({
    id: 'AwsSolutions-S1',
    reason: 'This bucket receives other buckets’ access logs; logging it too would loop.',
  });
  return bucket;
}

/** A private bucket whose access is logged to `logs` under `prefix`. */
export function privateBucket(
  scope: Construct,
  id: string,
  logs: Bucket,
  prefix: string,
  props: Pick<BucketProps, 'versioned' | 'removalPolicy' | 'autoDeleteObjects'>,
): Bucket {
  return new Bucket(scope, id, {
    ...BASELINE,
    serverAccessLogsBucket: logs,
    serverAccessLogsPrefix: `${prefix}/`,
    ...props,
  });
}

export interface UploadBucketOptions {
  /** Days a deleted or overwritten object's old version is kept before it is gone for good. */
  readonly noncurrentVersionDays: number;
  /** Prefixes whose files are deleted a number of days after they were stored (attachments). */
  readonly expiringPrefixes?: readonly { readonly prefix: string; readonly days: number }[];
}

/**
 * A bucket the browser uploads into with presigned POST forms (decision 10): CORS for the form post
 * and for reading downloads; uploads never confirmed, and the versions refused files leave behind,
 * expire from `incoming/` after a day. Versioning keeps a deleted file as a noncurrent version
 * behind a delete marker: those versions expire after `noncurrentVersionDays` (the window to undo
 * a mistaken delete), and a marker left with no version behind it is removed (decision 20).
 */
export function uploadBucket(
  scope: Construct,
  id: string,
  logs: Bucket,
  prefix: string,
  options: UploadBucketOptions,
): Bucket {
  return new Bucket(scope, id, {
    ...BASELINE,
    serverAccessLogsBucket: logs,
    serverAccessLogsPrefix: `${prefix}/`,
    versioned: true,
    removalPolicy: RemovalPolicy.RETAIN,
    // Any origin: the data stack cannot know the site's domain, and a post still needs a valid
    // signed policy from the API; CORS only lets the browser read the answer.
    cors: [
      {
        allowedOrigins: ['*'],
        allowedMethods: [HttpMethods.POST, HttpMethods.GET, HttpMethods.HEAD],
        allowedHeaders: ['*'],
        exposedHeaders: ['ETag'],
        maxAge: 3000,
      },
    ],
    lifecycleRules: [
      {
        id: 'ExpireUnconfirmedUploads',
        prefix: 'incoming/',
        expiration: Duration.days(1),
        noncurrentVersionExpiration: Duration.days(1),
        abortIncompleteMultipartUploadAfter: Duration.days(1),
      },
      {
        id: 'ExpireDeletedVersions',
        noncurrentVersionExpiration: Duration.days(options.noncurrentVersionDays),
        abortIncompleteMultipartUploadAfter: Duration.days(1),
      },
      // Its own rule: S3 refuses ExpiredObjectDeleteMarker beside an expiration in days.
      { id: 'RemoveExpiredDeleteMarkers', expiredObjectDeleteMarker: true },
      ...(options.expiringPrefixes ?? []).map(({ prefix, days }) => ({
        id: `Expire-${prefix.replace(/\W/g, '')}`,
        prefix,
        expiration: Duration.days(days),
      })),
    ],
  });
}
