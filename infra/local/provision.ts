import {
  type AttributeDefinition,
  CreateTableCommand,
  type CreateTableCommandInput,
  DynamoDBClient,
  type KeySchemaElement,
  ResourceInUseException,
} from '@aws-sdk/client-dynamodb';
import { CreateBucketCommand, PutBucketCorsCommand, S3Client } from '@aws-sdk/client-s3';
import { CreateQueueCommand, GetQueueAttributesCommand, SQSClient } from '@aws-sdk/client-sqs';
import { BUCKETS } from '../../functions/lib/resources/buckets';
import { deadLetterQueueEnvVar, QUEUES } from '../../functions/lib/resources/queues';
import type { KeyDefinition, TableDefinition } from '../../functions/lib/resources/table-definition';
import { TABLES } from '../../functions/lib/resources/tables';
import { queuesInUse } from '../../functions/registry';
import { bringIndexesUpToDate } from './rebuild-table';

/** Local resource names. In AWS, CloudFormation names them and hands the names to the Lambdas. */
export const localName = (id: string) => `campus-${id}`;

function keySchema(partitionKey: KeyDefinition, sortKey?: KeyDefinition): KeySchemaElement[] {
  const schema: KeySchemaElement[] = [{ AttributeName: partitionKey.name, KeyType: 'HASH' }];
  if (sortKey) schema.push({ AttributeName: sortKey.name, KeyType: 'RANGE' });
  return schema;
}

function attributeDefinitions(table: TableDefinition): AttributeDefinition[] {
  const keys = [
    table.partitionKey,
    table.sortKey,
    ...(table.indexes ?? []).flatMap((i) => [i.partitionKey, i.sortKey]),
  ];
  const byName = new Map<string, AttributeDefinition>();
  for (const key of keys) if (key) byName.set(key.name, { AttributeName: key.name, AttributeType: key.type });
  return [...byName.values()];
}

function createTableInput(id: string, table: TableDefinition): CreateTableCommandInput {
  const indexes = table.indexes ?? [];
  return {
    TableName: localName(id),
    BillingMode: 'PAY_PER_REQUEST',
    KeySchema: keySchema(table.partitionKey, table.sortKey),
    AttributeDefinitions: attributeDefinitions(table),
    GlobalSecondaryIndexes: indexes.length
      ? indexes.map((index) => ({
          IndexName: index.name,
          KeySchema: keySchema(index.partitionKey, index.sortKey),
          Projection: { ProjectionType: 'ALL' },
        }))
      : undefined,
  };
}

/**
 * Creates every table of the definitions, with its indexes; one that exists keeps its items and is
 * rebuilt only when its indexes differ from the definition's (rebuild-table.ts).
 */
export async function createTables(client: DynamoDBClient, say?: (line: string) => void): Promise<void> {
  for (const [id, table] of Object.entries(TABLES) as [string, TableDefinition][]) {
    const input = createTableInput(id, table);
    try {
      await client.send(new CreateTableCommand(input));
    } catch (error) {
      if (!(error instanceof ResourceInUseException)) throw error;
      await bringIndexesUpToDate(client, input, say);
    }
  }
}

async function createBuckets(client: S3Client): Promise<void> {
  for (const id of Object.keys(BUCKETS)) {
    try {
      await client.send(new CreateBucketCommand({ Bucket: localName(id) }));
    } catch (error) {
      const name = error instanceof Error ? error.name : '';
      if (name !== 'BucketAlreadyOwnedByYou' && name !== 'BucketAlreadyExists') throw error;
    }
  }
}

/**
 * The browser posts uploads straight to the buckets from the site's origin (a loopback port). The
 * deployed buckets answer CORS to any origin, since a post there needs the API's signed policy
 * (constructs/buckets.ts). The S3 stand-in checks a form's policy too, but leaves calls signed in
 * the Authorization header to s3rver, which checks only the key id (decision 44): here only the
 * site's origin is answered, so a page elsewhere cannot pass the preflight such a call needs. Set
 * once the site's address is known.
 */
export async function allowUploadsFrom(siteOrigin: string): Promise<void> {
  const client = new S3Client({ forcePathStyle: true });
  for (const id of Object.keys(BUCKETS)) {
    await client.send(
      new PutBucketCorsCommand({
        Bucket: localName(id),
        CORSConfiguration: {
          CORSRules: [
            {
              AllowedOrigins: [siteOrigin],
              AllowedMethods: ['GET', 'HEAD', 'POST'],
              AllowedHeaders: ['*'],
              MaxAgeSeconds: 3000,
            },
          ],
        },
      }),
    );
  }
}

async function createQueues(client: SQSClient): Promise<Record<string, string>> {
  const urls: Record<string, string> = {};
  for (const id of queuesInUse()) {
    const queue = QUEUES[id];
    const dlq = await client.send(new CreateQueueCommand({ QueueName: localName(`${id}-dlq`) }));
    const dlqArn = await client.send(
      new GetQueueAttributesCommand({ QueueUrl: dlq.QueueUrl, AttributeNames: ['QueueArn'] }),
    );
    const created = await client.send(
      new CreateQueueCommand({
        QueueName: localName(id),
        Attributes: {
          VisibilityTimeout: String(queue.visibilityTimeoutSeconds),
          RedrivePolicy: JSON.stringify({
            deadLetterTargetArn: dlqArn.Attributes?.QueueArn,
            maxReceiveCount: queue.maxReceiveCount,
          }),
        },
      }),
    );
    if (!created.QueueUrl) throw new Error(`The SQS stand-in returned no URL for ${id}`);
    urls[queue.envVar] = created.QueueUrl;
    if (dlq.QueueUrl) urls[deadLetterQueueEnvVar(id)] = dlq.QueueUrl;
  }
  return urls;
}

/**
 * Creates every table, bucket and queue of the definitions (idempotently) and returns the
 * environment variables through which the handlers find them.
 */
export async function provision(): Promise<Record<string, string>> {
  const dynamo = new DynamoDBClient({});
  const s3 = new S3Client({ forcePathStyle: true });
  const sqs = new SQSClient({});
  try {
    await createTables(dynamo);
    await createBuckets(s3);
    const queueUrls = await createQueues(sqs);
    const env: Record<string, string> = { ...queueUrls };
    for (const [id, table] of Object.entries(TABLES)) env[table.envVar] = localName(id);
    for (const [id, bucket] of Object.entries(BUCKETS)) env[bucket.envVar] = localName(id);
    return env;
  } finally {
    dynamo.destroy();
    s3.destroy();
    sqs.destroy();
  }
}
