import { randomUUID } from 'node:crypto';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import { dynamo } from '../../lib/clients';
import { bucketName, tableName } from '../../lib/env';
import { deleteObject, firstBytes, putObject } from '../../lib/files/storage';
import { writeIfCondition } from '../../lib/put-if-absent';
import { queryPage } from '../../lib/query-page';
import { expiresAfterDays } from '../../lib/retention';
import { getItem } from '../../lib/stored-items';
import type { SearchDocument } from '../search/documents';

/* Every note's change is in this one feed; attachments are read by id and stay out of it. */
const NOTES_FEED = 'notes';
/* A removal is seen by every warm worker long before its tombstone goes. */
const TOMBSTONE_DAYS = 30;
/* No index object is near this; it bounds what one read may bring into memory. */
const MAX_INDEX_OBJECT_BYTES = 256 * 1024 * 1024;

const entrySchema = z.object({
  docId: z.string(),
  state: z.enum(['pending', 'indexed', 'removed']),
  changedAt: z.string(),
  key: z.string().optional(),
  ownerId: z.string().optional(),
  expiresAt: z.number().optional(),
  /** How often the upkeep sent a pending note for ingestion again (decision 27). */
  resends: z.number().optional(),
});
export type IndexEntry = z.infer<typeof entrySchema>;

const isNote = (docId: string) => docId.startsWith('note:');
/** Where a document's passages are kept: `passages/note/<id>.json` or `passages/file/<id>.json`. */
export const indexObjectKey = (docId: string): string => `passages/${docId.replace(':', '/')}.json`;

/* Sorts by time, and two changes in the same millisecond still differ. */
const changeStamp = () => `${new Date().toISOString()}#${randomUUID().slice(0, 8)}`;

async function putEntry(entry: Omit<IndexEntry, 'changedAt'>): Promise<void> {
  await dynamo().send(
    new PutCommand({
      TableName: tableName('gptIndex'),
      Item: { ...entry, changedAt: changeStamp(), ...(isNote(entry.docId) ? { feed: NOTES_FEED } : {}) },
    }),
  );
}

/**
 * Records that a document waits for ingestion, before its message is sent: a send that fails
 * leaves a pending entry the ingestion sweep sends again, so no note goes unindexed for good.
 */
export function markPending(docId: string, ownerId?: string): Promise<void> {
  return putEntry({ docId, state: 'pending', ...(ownerId ? { ownerId } : {}) });
}

/** Stores a document's passages, then marks it indexed (so a reader never finds it half there). */
export async function saveDocument(doc: SearchDocument): Promise<void> {
  const key = indexObjectKey(doc.docId);
  await putObject(bucketName('files'), key, JSON.stringify(doc), 'application/json');
  await putEntry({
    docId: doc.docId,
    state: 'indexed',
    key,
    ...(doc.ownerId ? { ownerId: doc.ownerId } : {}),
  });
}

/** Removes a document's passages; a note's entry stays a while as a tombstone for warm workers. */
export async function removeDocument(docId: string): Promise<void> {
  await deleteObject(bucketName('files'), indexObjectKey(docId));
  await putEntry({ docId, state: 'removed', expiresAt: expiresAfterDays(TOMBSTONE_DAYS) });
}

export function indexEntry(docId: string): Promise<IndexEntry | undefined> {
  return getItem({ table: tableName('gptIndex'), key: { docId }, item: entrySchema, consistent: true });
}

export async function isIndexed(docId: string): Promise<boolean> {
  return (await indexEntry(docId))?.state === 'indexed';
}

/** A document's stored passages; undefined when they are gone (removed meanwhile). */
export async function readDocument(key: string): Promise<SearchDocument | undefined> {
  const bytes = await firstBytes(bucketName('files'), key, MAX_INDEX_OBJECT_BYTES);
  return bytes && (JSON.parse(new TextDecoder().decode(bytes)) as SearchDocument);
}

/*
 * A reader of the feed asks for changes from a little before the newest one it saw: a change
 * stamped by a function whose clock runs behind, or written a moment after a later one, is still
 * read. What was already applied (same stamp) is skipped by the reader.
 */
const OVERLAP_MS = 60_000;

/** Where to read the feed from for a reader whose newest change seen is `stamp` (see OVERLAP_MS). */
export const changesSince = (stamp: string): string =>
  new Date(new Date(stamp.slice(0, 24)).getTime() - OVERLAP_MS).toISOString();

/** Every note's entry changed after `after` (a changedAt), oldest first; all of them without it. */
export async function noteChanges(after?: string): Promise<IndexEntry[]> {
  const { items } = await queryPage({
    table: tableName('gptIndex'),
    index: 'byChange',
    partition: NOTES_FEED,
    ...(after ? { sort: { after } } : {}),
    item: entrySchema,
  });
  return items;
}

/* A note sent again this often and still pending fails its ingestion every time: not sent again. */
export const MAX_RESENDS = 3;

/**
 * Notes still pending since before `before` (a changedAt) and not yet sent again MAX_RESENDS times:
 * their ingestion message was lost, or every try of it failed. The whole feed is read with a
 * filter: a few thousand small entries. (Stamps start with a digit: '0' is before every one.)
 */
export async function pendingNotes(before: string): Promise<IndexEntry[]> {
  const { items } = await queryPage({
    table: tableName('gptIndex'),
    index: 'byChange',
    partition: NOTES_FEED,
    sort: { between: ['0', before] },
    filter: {
      expression: '#state = :pending AND (attribute_not_exists(resends) OR resends < :most)',
      names: { '#state': 'state' },
      values: { ':pending': 'pending', ':most': MAX_RESENDS },
    },
    item: entrySchema,
  });
  return items;
}

/**
 * Marks a pending note pending anew, counting the resend, only if its entry is still the one seen
 * (ingestion may have finished meanwhile: an indexed note is never marked pending again by this).
 */
export function markPendingAgain(entry: IndexEntry): Promise<boolean> {
  return writeIfCondition(
    dynamo().send(
      new PutCommand({
        TableName: tableName('gptIndex'),
        Item: {
          docId: entry.docId,
          state: 'pending',
          changedAt: changeStamp(),
          feed: NOTES_FEED,
          resends: (entry.resends ?? 0) + 1,
        },
        ConditionExpression: '#state = :pending AND changedAt = :seen',
        ExpressionAttributeNames: { '#state': 'state' },
        ExpressionAttributeValues: { ':pending': 'pending', ':seen': entry.changedAt },
      }),
    ),
  );
}
