import { DeleteCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import { fileKindSchema } from '../../../shared/schemas/files';
import { dynamo } from '../clients';
import { tableName } from '../env';
import { writeIfCondition } from '../put-if-absent';
import { getItem } from '../stored-items';

/** An upload handed out (pending) or confirmed (ready). The user's file name is metadata only. */
const fileRecordSchema = z.object({
  fileId: z.string(),
  kind: fileKindSchema,
  ownerId: z.string(),
  name: z.string(),
  status: z.enum(['pending', 'ready']),
  /** Where the bytes are: under `incoming/` while pending, under the kind's prefix once ready. */
  key: z.string(),
  size: z.number().optional(),
  type: z.string().optional(),
  createdAt: z.string(),
  /** Epoch seconds; only pending records expire (DynamoDB's TTL on AWS; readers check it too). */
  expiresAt: z.number().optional(),
});
export type FileRecord = Readonly<z.infer<typeof fileRecordSchema>>;

export async function createPending(record: FileRecord): Promise<void> {
  await dynamo().send(
    new PutCommand({
      TableName: tableName('files'),
      Item: record,
      ConditionExpression: 'attribute_not_exists(fileId)',
    }),
  );
}

/** The record, unless it is a pending one past its expiry (dynalite has no TTL). */
export async function findFile(fileId: string): Promise<FileRecord | undefined> {
  const record = await getItem({ table: tableName('files'), key: { fileId }, item: fileRecordSchema });
  if (record?.status === 'pending' && (record.expiresAt ?? 0) * 1000 < Date.now()) return undefined;
  return record;
}

/** Pending → ready, once: a second confirm racing this one finds it no longer pending. */
export async function markReady(
  fileId: string,
  ready: { key: string; size: number; type: string },
): Promise<boolean> {
  return writeIfCondition(
    dynamo().send(
      new UpdateCommand({
        TableName: tableName('files'),
        Key: { fileId },
        UpdateExpression: 'SET #status = :ready, #key = :key, #size = :size, #type = :type REMOVE expiresAt',
        ConditionExpression: '#status = :pending',
        ExpressionAttributeNames: { '#status': 'status', '#key': 'key', '#size': 'size', '#type': 'type' },
        ExpressionAttributeValues: {
          ':ready': 'ready',
          ':pending': 'pending',
          ':key': ready.key,
          ':size': ready.size,
          ':type': ready.type,
        },
      }),
    ),
  );
}

export async function deleteRecord(fileId: string): Promise<void> {
  await dynamo().send(new DeleteCommand({ TableName: tableName('files'), Key: { fileId } }));
}
