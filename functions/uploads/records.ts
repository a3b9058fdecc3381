import { DeleteCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import type { FileKindId } from '#shared/constants/file-kinds';
import { fileKindSchema } from '#shared/schemas/files';
import { dynamo } from '../lib/clients/dynamo';
import { tableName } from '../lib/env';
import { unlessConditionFails, writeIfCondition } from '../lib/put-if-absent';
import { getItem } from '../lib/stored-items';
import * as quota from './quota';
import { QUOTA_KINDS } from './quota-setting';

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
  /**
   * Epoch seconds: pending records expire, and ready attachments with their task's retention
   * (DynamoDB's TTL on AWS; readers check it too). Other ready files never do.
   */
  expiresAt: z.number().optional(),
  /** The declared size reserved against its owner's upload quota, on kinds that count (quota.ts). */
  reserved: z.number().optional(),
  /** Posts showing this (forum) image; the last one to go deletes it (decision 20). */
  refs: z.number().optional(),
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

/** The record, unless it is past its expiry (dynalite has no TTL; a pending one always has one). */
export async function findFile(fileId: string): Promise<FileRecord | undefined> {
  const record = await getItem({ table: tableName('files'), key: { fileId }, item: fileRecordSchema });
  const expiresAt = record?.status === 'pending' ? (record.expiresAt ?? 0) : record?.expiresAt;
  if (expiresAt !== undefined && expiresAt * 1000 < Date.now()) return undefined;
  return record;
}

/**
 * The caller's own confirmed upload of one kind, which a use case is about to attach (a note's
 * file, a post's image, a question's attachment, a roster, the calendar); undefined for anything
 * else. Another user's upload answers as a missing one does, so an id tells nobody what exists.
 */
export async function ownReadyUpload(
  fileId: string,
  kind: FileKindId,
  ownerId: string,
): Promise<FileRecord | undefined> {
  const file = await findFile(fileId);
  return file?.kind === kind && file.status === 'ready' && file.ownerId === ownerId ? file : undefined;
}

/** Pending → ready, once: a second confirm racing this one finds it no longer pending. */
export async function markReady(
  fileId: string,
  ready: { key: string; size: number; type: string; expiresAt?: number },
): Promise<boolean> {
  // A file kept for a while only (an attachment) keeps an expiry; any other never expires.
  const expiry = ready.expiresAt === undefined ? ' REMOVE expiresAt' : ', expiresAt = :expiresAt';
  return writeIfCondition(
    dynamo().send(
      new UpdateCommand({
        TableName: tableName('files'),
        Key: { fileId },
        UpdateExpression: `SET #status = :ready, #key = :key, #size = :size, #type = :type${expiry}`,
        ConditionExpression: '#status = :pending',
        ExpressionAttributeNames: { '#status': 'status', '#key': 'key', '#size': 'size', '#type': 'type' },
        ExpressionAttributeValues: {
          ':ready': 'ready',
          ':pending': 'pending',
          ':key': ready.key,
          ':size': ready.size,
          ':type': ready.type,
          ...(ready.expiresAt === undefined ? {} : { ':expiresAt': ready.expiresAt }),
        },
      }),
    ),
  );
}

/** Deletes the record of a file of a kind that no quota counts (the calendar). */
export async function deleteRecord(fileId: string): Promise<void> {
  await dynamo().send(new DeleteCommand({ TableName: tableName('files'), Key: { fileId } }));
}

/**
 * Deletes the record, and gives its bytes back to its owner's upload quota: a pending upload's
 * reservation, or a confirmed file's size. Only the delete that removed the record gives back.
 */
export async function deleteAndRelease(fileId: string): Promise<void> {
  const { Attributes } = await dynamo().send(
    new DeleteCommand({ TableName: tableName('files'), Key: { fileId }, ReturnValues: 'ALL_OLD' }),
  );
  await giveBack(Attributes);
}

/* Gives a deleted record's bytes back to its owner's quota; nothing for kinds that do not count. */
async function giveBack(deleted: Record<string, unknown> | undefined): Promise<void> {
  const old = deleted && fileRecordSchema.safeParse(deleted).data;
  if (old?.reserved === undefined) return;
  if (old.status === 'pending') {
    await quota.releaseReservation(old.ownerId, old.fileId, old.reserved);
  } else if (QUOTA_KINDS[old.kind] === 'untilRetention') {
    await quota.releaseReservation(old.ownerId, old.fileId, old.size ?? 0);
  } else {
    await quota.releaseStored(old.ownerId, old.size ?? 0);
  }
}

/**
 * One more post shows this forum image: counted only while it is a ready forum image of `ownerId`
 * (so not one whose last post is being deleted); false otherwise.
 */
export function addReference(fileId: string, ownerId: string): Promise<boolean> {
  return writeIfCondition(
    dynamo().send(
      new UpdateCommand({
        TableName: tableName('files'),
        Key: { fileId },
        UpdateExpression: 'ADD refs :one',
        ConditionExpression: '#status = :ready AND ownerId = :owner AND kind = :forumImage',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: {
          ':one': 1,
          ':ready': 'ready',
          ':owner': ownerId,
          ':forumImage': 'forumImage',
        },
      }),
    ),
  );
}

/**
 * One post fewer shows this image; answers the posts left (0 or less: none). Atomic, so of two
 * posts deleted at once exactly one sees the count reach 0. Images from before counting have no
 * `refs`: their one post takes the count to -1, which is none left.
 */
export async function dropReference(fileId: string): Promise<number | undefined> {
  const updated = await unlessConditionFails(
    dynamo().send(
      new UpdateCommand({
        TableName: tableName('files'),
        Key: { fileId },
        UpdateExpression: 'ADD refs :minusOne',
        ConditionExpression: 'attribute_exists(fileId)',
        ExpressionAttributeValues: { ':minusOne': -1 },
        ReturnValues: 'UPDATED_NEW',
      }),
    ),
  );
  const refs: unknown = updated?.Attributes?.refs;
  return typeof refs === 'number' ? refs : undefined;
}

/**
 * Deletes an image record no post shows any more; false when a post took it up meanwhile
 * (addReference), so the image stays.
 */
export async function deleteIfUnreferenced(fileId: string): Promise<boolean> {
  const deleted = await unlessConditionFails(
    dynamo().send(
      new DeleteCommand({
        TableName: tableName('files'),
        Key: { fileId },
        ConditionExpression: 'attribute_not_exists(refs) OR refs <= :zero',
        ExpressionAttributeValues: { ':zero': 0 },
        ReturnValues: 'ALL_OLD',
      }),
    ),
  );
  if (!deleted) return false;
  await giveBack(deleted.Attributes);
  return true;
}
