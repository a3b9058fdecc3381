import { Duration, RemovalPolicy, Stack, type StackProps, Validations } from 'aws-cdk-lib';
import { AttributeType, Billing, type ITableV2, TableV2 } from 'aws-cdk-lib/aws-dynamodb';
import {
  BlockPublicAccess,
  Bucket,
  BucketEncryption,
  type IBucket,
  ObjectOwnership,
} from 'aws-cdk-lib/aws-s3';
import { type IQueue, Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';
import { BUCKETS, type BucketId } from '../definitions/buckets';
import { QUEUES, type QueueId } from '../definitions/queues';
import { type KeyDefinition, TABLES, type TableDefinition, type TableId } from '../definitions/tables';

const attribute = (key: KeyDefinition) => ({
  name: key.name,
  type: key.type === 'S' ? AttributeType.STRING : AttributeType.NUMBER,
});

/** Tables, buckets and queues: everything that holds data, kept apart from the code that uses it. */
export class DataStack extends Stack {
  readonly tables = {} as Record<TableId, ITableV2>;
  readonly buckets = {} as Record<BucketId, IBucket>;
  readonly queues = {} as Record<QueueId, IQueue>;

  constructor(scope: Construct, id: string, props?: StackProps) {
    super(scope, id, props);

    for (const [tableId, definition] of Object.entries(TABLES) as [TableId, TableDefinition][]) {
      this.tables[tableId] = new TableV2(this, `${tableId}Table`, {
        partitionKey: attribute(definition.partitionKey),
        sortKey: definition.sortKey && attribute(definition.sortKey),
        billing: Billing.onDemand(),
        pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
        deletionProtection: true,
        removalPolicy: RemovalPolicy.RETAIN,
        globalSecondaryIndexes: definition.indexes?.map((index) => ({
          indexName: index.name,
          partitionKey: attribute(index.partitionKey),
          sortKey: index.sortKey && attribute(index.sortKey),
        })),
      });
    }

    const accessLogs = new Bucket(this, 'AccessLogsBucket', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      objectOwnership: ObjectOwnership.BUCKET_OWNER_PREFERRED,
      lifecycleRules: [{ expiration: Duration.days(365) }],
      removalPolicy: RemovalPolicy.RETAIN,
    });
    Validations.of(accessLogs).acknowledge({
      id: 'AwsSolutions-S1',
      reason: 'This bucket receives the other buckets’ access logs; logging it too would loop.',
    });

    for (const bucketId of Object.keys(BUCKETS) as BucketId[]) {
      this.buckets[bucketId] = new Bucket(this, `${bucketId}Bucket`, {
        blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
        encryption: BucketEncryption.S3_MANAGED,
        enforceSSL: true,
        versioned: true,
        serverAccessLogsBucket: accessLogs,
        serverAccessLogsPrefix: `${bucketId}/`,
        removalPolicy: RemovalPolicy.RETAIN,
      });
    }

    for (const [queueId, definition] of Object.entries(QUEUES) as [QueueId, (typeof QUEUES)[QueueId]][]) {
      const deadLetterQueue = new Queue(this, `${queueId}DeadLetterQueue`, {
        encryption: QueueEncryption.SQS_MANAGED,
        enforceSSL: true,
        retentionPeriod: Duration.days(14),
      });
      Validations.of(deadLetterQueue).acknowledge({
        id: 'AwsSolutions-SQS3',
        reason: 'This queue is itself a dead-letter queue.',
      });
      this.queues[queueId] = new Queue(this, `${queueId}Queue`, {
        encryption: QueueEncryption.SQS_MANAGED,
        enforceSSL: true,
        visibilityTimeout: Duration.seconds(definition.visibilityTimeoutSeconds),
        deadLetterQueue: { queue: deadLetterQueue, maxReceiveCount: definition.maxReceiveCount },
      });
    }
  }
}
