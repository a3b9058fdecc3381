import { CfnOutput, Duration, RemovalPolicy, Stack, type StackProps, Validations } from 'aws-cdk-lib';
import { AttributeType, Billing, type ITableV2, TableV2 } from 'aws-cdk-lib/aws-dynamodb';
import { PolicyStatement, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import { type ISecret, Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { type IQueue, Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';
import { BUCKETS, type BucketId } from '../../functions/lib/resources/buckets';
import { QUEUES, type QueueId } from '../../functions/lib/resources/queues';
import { RETIRED_TABLES } from '../../functions/lib/resources/retired-tables';
import type { KeyDefinition, TableDefinition } from '../../functions/lib/resources/table-definition';
import { TABLES, type TableId } from '../../functions/lib/resources/tables';
import { queuesInUse } from '../../functions/registry';
import type { SearchDatabaseCapacity } from '../config/capacity-config';
import { logsBucket, uploadBucket } from '../constructs/buckets';
import { SearchDatabase } from '../constructs/search-database';

const attribute = (key: KeyDefinition) => ({
  name: key.name,
  type: key.type === 'S' ? AttributeType.STRING : AttributeType.NUMBER,
});

/* A table as tables.ts describes it: on demand, recoverable, protected from deletion and kept. */
function dataTable(stack: Stack, tableId: string, definition: TableDefinition): TableV2 {
  return new TableV2(stack, `${tableId}Table`, {
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

export const bucketArnExportName = (stackName: string, bucket: BucketId) => `${stackName}-${bucket}BucketArn`;

export interface DataStackProps extends StackProps {
  /** An earlier release's origin secret `OriginSecretN`, kept one more deploy (transport-config.ts). */
  readonly retiredOriginSecretGeneration?: number;
  /** Days a deleted file's old version is kept (`campus:noncurrentVersionDays`, decision 20). */
  readonly noncurrentVersionDays?: number;
  /** Days an assistant attachment is kept: its task's retention (`campus:gptTaskRetentionDays`). */
  readonly attachmentDays?: number;
  /** The search database's capacity range (`campus:searchDbMinCapacity`, `campus:searchDbMaxCapacity`). */
  readonly searchDatabaseCapacity: SearchDatabaseCapacity;
}

const ORIGIN_SECRET_DESCRIPTION = 'Campus: proves an API request came through CloudFront';

/**
 * Tables, buckets, queues and the assistant's search database: everything that holds data, kept
 * apart from the code that uses it.
 */
export class DataStack extends Stack {
  readonly tables = {} as Record<TableId, ITableV2>;
  readonly buckets = {} as Record<BucketId, IBucket>;
  /** Each bucket's ARN as an export with a fixed name, so grants on it can be acknowledged by name. */
  readonly bucketArns = {} as Record<BucketId, string>;
  readonly queues = {} as Record<QueueId, IQueue>;
  /** Each queue's dead-letter queue, which takes a message after its last failed try. */
  readonly deadLetterQueues = {} as Record<QueueId, IQueue>;
  readonly signingKey: ISecret;
  readonly originSecret: ISecret;
  /** The assistant's passages, their terms and vectors (decision 30), through the RDS Data API. */
  readonly searchDatabase: SearchDatabase;

  constructor(scope: Construct, id: string, props: DataStackProps) {
    super(scope, id, props);

    for (const [tableId, definition] of Object.entries(TABLES) as [TableId, TableDefinition][]) {
      this.tables[tableId] = dataTable(this, tableId, definition);
    }
    // A retired table keeps the exports the API stack imported from it, for the one deploy that
    // moves that stack off it (retired-tables.ts).
    for (const [tableId, definition] of Object.entries(RETIRED_TABLES)) {
      const retired = dataTable(this, tableId, definition);
      this.exportValue(retired.tableArn);
      this.exportValue(retired.tableName);
    }

    new CfnOutput(this, 'UsersTableName', {
      value: this.tables.users.tableName,
      description: 'For `npm run create-admin -- --table NAME`',
    });
    new CfnOutput(this, 'AccountDirectoryTableName', {
      value: this.tables.accountDirectory.tableName,
      description: 'For `npm run create-admin -- --directory-table NAME`',
    });

    this.signingKey = new Secret(this, 'JwtSigningKey', {
      description: 'Campus: the key that signs session tokens (HS256)',
      generateSecretString: { passwordLength: 64, excludePunctuation: true },
    });
    new CfnOutput(this, 'SigningKeySecretArn', {
      value: this.signingKey.secretArn,
      description: 'The session-token signing key; see docs/operations.md “Rotate the signing key”',
    });
    Validations.of(this.signingKey).acknowledge({
      id: 'AwsSolutions-SMG4',
      reason:
        'Rotating the token key signs everyone out; sessions are server-side, end at logout and expire in 12 hours.',
    });

    // CloudFront writes this into every API request; the API refuses requests without it. Its id
    // never changes, so the export the other stacks import stays; a new value is put into this
    // secret and then given to CloudFront by a deploy (docs/operations.md, “Rotate the origin secret”).
    this.originSecret = new Secret(this, 'OriginSecret', {
      description: ORIGIN_SECRET_DESCRIPTION,
      generateSecretString: { passwordLength: 64, excludePunctuation: true },
    });
    Validations.of(this.originSecret).acknowledge({
      id: 'AwsSolutions-SMG4',
      reason:
        'Rotated in place by hand: put-secret-value stores a new value, then a deploy with campus:originSecretGeneration raised gives CloudFront that version (docs/operations.md); no rotation Lambda, since CloudFront takes a value only through a deploy.',
    });
    new CfnOutput(this, 'OriginSecretArn', {
      value: this.originSecret.secretArn,
      description: 'The secret CloudFront sends the API; see docs/operations.md “Rotate the origin secret”',
    });
    const retired = props.retiredOriginSecretGeneration;
    if (retired !== undefined) {
      // An earlier release made a new secret per generation. The one CampusApi and CampusWeb
      // still import is kept, with its export, for the deploy that moves them to OriginSecret.
      const old = new Secret(this, `OriginSecret${retired}`, {
        description: `${ORIGIN_SECRET_DESCRIPTION} (generation ${retired})`,
        generateSecretString: { passwordLength: 64, excludePunctuation: true },
      });
      this.exportValue(old.secretArn);
      Validations.of(old).acknowledge({
        id: 'AwsSolutions-SMG4',
        reason:
          'Retired: no stack uses it after this deploy, and the next deploy deletes it (docs/operations.md).',
      });
    }

    const accessLogs = logsBucket(this, 'AccessLogsBucket', { forCloudFront: false });
    for (const bucketId of Object.keys(BUCKETS) as BucketId[]) {
      this.buckets[bucketId] = uploadBucket(this, `${bucketId}Bucket`, accessLogs, bucketId, {
        noncurrentVersionDays: props.noncurrentVersionDays ?? 30,
        expiringPrefixes:
          bucketId === 'files' ? [{ prefix: 'gptAttachment/', days: props.attachmentDays ?? 90 }] : [],
      });
      this.bucketArns[bucketId] = this.exportValue(this.buckets[bucketId].bucketArn, {
        name: bucketArnExportName(this.stackName, bucketId),
      });
    }
    // CloudFront (the web stack, which depends on this one) reads public files under media/ only.
    // The grant names the account's distributions rather than the one distribution, which does
    // not exist yet when this stack deploys.
    this.buckets.media.addToResourcePolicy(
      new PolicyStatement({
        principals: [new ServicePrincipal('cloudfront.amazonaws.com')],
        actions: ['s3:GetObject'],
        resources: [this.buckets.media.arnForObjects('media/*')],
        conditions: { StringLike: { 'AWS:SourceArn': `arn:aws:cloudfront::${this.account}:distribution/*` } },
      }),
    );

    this.searchDatabase = new SearchDatabase(this, 'SearchDatabase', {
      capacity: props.searchDatabaseCapacity,
    });
    new CfnOutput(this, 'SearchDatabaseClusterArn', {
      value: this.searchDatabase.cluster.clusterArn,
      description: 'The search database (Aurora); see docs/operations.md “The search database”',
    });
    new CfnOutput(this, 'SearchDatabaseSecretArn', {
      value: this.searchDatabase.secret.secretArn,
      description:
        'The search database user’s credentials, for the Data API (aws rds-data execute-statement)',
    });

    for (const queueId of queuesInUse()) {
      const definition = QUEUES[queueId];
      const deadLetterQueue = new Queue(this, `${queueId}DeadLetterQueue`, {
        encryption: QueueEncryption.SQS_MANAGED,
        enforceSSL: true,
        retentionPeriod: Duration.days(14),
      });
      this.deadLetterQueues[queueId] = deadLetterQueue;
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
    new CfnOutput(this, 'NotesTableName', {
      value: this.tables.notes.tableName,
      description: 'For `npm run index-notes -- --notes-table NAME`',
    });
    new CfnOutput(this, 'GptIngestQueueUrl', {
      value: this.queues.gptIngest.queueUrl,
      description: 'For `npm run index-notes -- --queue-url URL`',
    });
  }
}
