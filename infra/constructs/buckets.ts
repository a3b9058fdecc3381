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

/**
 * A bucket the browser uploads into with presigned POST forms (DESIGN §4): CORS for the form post
 * and for reading downloads; uploads never confirmed, and the versions refused files leave behind,
 * expire from `incoming/` after a day.
 */
export function uploadBucket(scope: Construct, id: string, logs: Bucket, prefix: string): Bucket {
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
    ],
  });
}
