import { Duration, RemovalPolicy, Validations } from 'aws-cdk-lib';
import {
  BlockPublicAccess,
  Bucket,
  BucketEncryption,
  type BucketProps,
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
  props: Pick<BucketProps, 'versioned' | 'removalPolicy'>,
): Bucket {
  return new Bucket(scope, id, {
    ...BASELINE,
    serverAccessLogsBucket: logs,
    serverAccessLogsPrefix: `${prefix}/`,
    ...props,
  });
}
