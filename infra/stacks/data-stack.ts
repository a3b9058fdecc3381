import { CfnOutput, Duration, RemovalPolicy, Stack, type StackProps, Validations } from 'aws-cdk-lib';
import { AttributeType, Billing, type ITableV2, TableV2 } from 'aws-cdk-lib/aws-dynamodb';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import { type ISecret, Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { type IQueue, Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';
import { BUCKETS, type BucketId } from '../../functions/lib/resources/buckets';
import { QUEUES, type QueueId } from '../../functions/lib/resources/queues';
import {
  type KeyDefinition,
  TABLES,
  type TableDefinition,
  type TableId,
} from '../../functions/lib/resources/tables';
import { logsBucket, privateBucket } from '../constructs/buckets';

const attribute = (key: KeyDefinition) => ({
  name: key.name,
  type: key.type === 'S' ? AttributeType.STRING : AttributeType.NUMBER,
});

/** Tables, buckets and queues: everything that holds data, kept apart from the code that uses it. */
export class DataStack extends Stack {
  readonly tables = {} as Record<TableId, ITableV2>;
  readonly buckets = {} as Record<BucketId, IBucket>;
  readonly queues = {} as Record<QueueId, IQueue>;
  readonly signingKey: ISecret;

  constructor(scope: Construct, id: string, props?: StackProps) {
    super(scope, id, props);

    for (const [tableId, definition] of Object.entries(TABLES) as [TableId, TableDefinition][]) {
      this.tables[tableId] = new TableV2(this, `${tableId}Table`, {
        partitionKey: attribute(definition.partitionKey),
        sortKey: definition.sortKey && attribute(definition.sortKey),
        billing: Billing.onDemand(),
        pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
        deletionProtection: true,
        timeToLiveAttribute: definition.ttlAttribute,
        removalPolicy: RemovalPolicy.RETAIN,
        globalSecondaryIndexes: definition.indexes?.map((index) => ({
          indexName: index.name,
          partitionKey: attribute(index.partitionKey),
          sortKey: index.sortKey && attribute(index.sortKey),
        })),
      });
    }

    new CfnOutput(this, 'UsersTableName', {
      value: this.tables.users.tableName,
      description: 'For `npm run create-admin -- --table NAME`',
    });

    this.signingKey = new Secret(this, 'JwtSigningKey', {
      description: 'Campus: the key that signs session tokens (HS256)',
      generateSecretString: { passwordLength: 64, excludePunctuation: true },
    });
    Validations.of(this.signingKey).acknowledge({
      id: 'AwsSolutions-SMG4',
      reason:
        'Rotating the token key signs everyone out; sessions are server-side, end at logout and expire in 12 hours.',
    });

    const accessLogs = logsBucket(this, 'AccessLogsBucket', { forCloudFront: false });
    for (const bucketId of Object.keys(BUCKETS) as BucketId[]) {
      this.buckets[bucketId] = privateBucket(this, `${bucketId}Bucket`, accessLogs, bucketId, {
        versioned: true,
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
