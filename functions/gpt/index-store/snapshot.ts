import { randomUUID } from 'node:crypto';
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import { dynamo } from '../../lib/clients';
import { bucketName, tableName } from '../../lib/env';
import { deleteObject } from '../../lib/files/storage';
import { inGroups } from '../../lib/in-groups';
import { writeIfCondition } from '../../lib/put-if-absent';
import { parseItem } from '../../lib/stored-items';
import { readShard, rebuiltShard, SHARDS, type Shard, shardOf, writeShard } from './shards';
import { changesSince, type IndexEntry, noteChanges } from './store';

/*
 * The index of every note as 32 shards named by one manifest (decision 27): a cold worker reads
 * the shards and then only what changed since, instead of one object per note (2,000 reads took
 * 10 s); a scheduled build rewrites the shards of changed notes.
 */

/* Where it is recorded, in the index's table beside the notes' entries (outside their feed). */
const MANIFEST_ID = 'snapshot';
/* The shards' layout: a manifest of another format is read as no snapshot, and built anew. */
const FORMAT = 2;
/* Shard objects read or deleted at once (a cold worker adds each as it arrives). */
const OBJECTS_AT_ONCE = 8;
/* Shards rebuilt at once: each holds its notes, counted, in memory. */
const SHARDS_AT_ONCE = 4;
/*
 * Changes one build takes in, oldest first: a first build or a re-ingestion of every note drains
 * over a few runs, each inside the function's memory and time, instead of failing whole each time.
 */
const MAX_CHANGES_PER_BUILD = 2_000;

const manifestSchema = z.object({
  docId: z.literal(MANIFEST_ID),
  format: z.literal(FORMAT),
  /** Each shard's object key, by shard number; '' for a shard that holds no note yet. */
  shards: z.array(z.string()),
  /** The newest change the shards include; absent before any note was taken in. */
  upTo: z.string().optional(),
  /** Written by each build, so the next one replaces exactly what it read. */
  version: z.string(),
  /** Shard objects this build replaced: readers of the previous manifest may still read them. */
  retired: z.array(z.string()),
});
type Manifest = z.infer<typeof manifestSchema>;

/* The stored manifest's version, and the manifest itself when it is of this format. */
async function stored(): Promise<{ version?: string; manifest?: Manifest }> {
  const { Item } = await dynamo().send(
    new GetCommand({ TableName: tableName('gptIndex'), Key: { docId: MANIFEST_ID }, ConsistentRead: true }),
  );
  if (!Item) return {};
  const version = typeof Item.version === 'string' ? Item.version : undefined;
  return Item.format === FORMAT
    ? { version, manifest: parseItem(manifestSchema, Item, 'the index snapshot manifest') }
    : { version };
}

/**
 * Hands each shard the manifest names to `take` as it arrives (a cold worker adds it to its index
 * while the next ones download, and keeps no shard whole); gives the newest change they include,
 * or undefined when there is none yet.
 */
export async function readSnapshot(take: (shard: Shard) => void): Promise<string | undefined> {
  const { manifest } = await stored();
  if (!manifest) return undefined;
  await inGroups(manifest.shards, OBJECTS_AT_ONCE, async (key) => take(await readShard(key)));
  return manifest.upTo;
}

/** The newest change the snapshot includes (one read of its manifest); undefined before any. */
export async function snapshotUpTo(): Promise<string | undefined> {
  return (await stored()).manifest?.upTo;
}

/* Each note's change, by shard (the feed holds one entry per note). */
function changesByShard(changes: readonly IndexEntry[]): [number, IndexEntry[]][] {
  const byShard = new Map<number, IndexEntry[]>();
  for (const change of changes) {
    const shard = shardOf(change.docId);
    const list = byShard.get(shard) ?? [];
    if (list.length === 0) byShard.set(shard, list);
    list.push(change);
  }
  return [...byShard];
}

/* Writes the manifest if it is still the one read; a retried write that had landed counts as saved. */
async function saveManifest(next: Manifest, read: string | undefined): Promise<boolean> {
  const saved = await writeIfCondition(
    dynamo().send(
      new PutCommand({
        TableName: tableName('gptIndex'),
        Item: next,
        ...(read
          ? { ConditionExpression: 'version = :read', ExpressionAttributeValues: { ':read': read } }
          : { ConditionExpression: 'attribute_not_exists(docId)' }),
      }),
    ),
  );
  return saved || (await stored()).version === next.version;
}

export interface SnapshotBuild {
  readonly changes: number;
  readonly shardsWritten: number;
}

/**
 * Brings the shards up to date with the changes since the last build (at most
 * MAX_CHANGES_PER_BUILD, oldest first): only the shards of changed notes are read and written
 * again, under new keys, then the manifest names them with one conditional write. A build that
 * fails or loses a race to another removes what it wrote. Run on a schedule.
 */
export async function buildSnapshot(): Promise<SnapshotBuild> {
  const { version: read, manifest: previous } = await stored();
  const feed = await noteChanges(previous?.upTo && changesSince(previous.upTo));
  // The overlap (changes up to the last build's newest, read again for late stamps), then newer ones.
  const seen = (change: IndexEntry) => previous?.upTo !== undefined && change.changedAt <= previous.upTo;
  const newer = feed.filter((change) => !seen(change)).slice(0, MAX_CHANGES_PER_BUILD);
  const changes = [...feed.filter(seen), ...newer];
  const upTo = newer.at(-1)?.changedAt ?? previous?.upTo;
  const keys = previous?.shards ?? Array.from({ length: SHARDS }, () => '');
  const version = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}`;
  const written = new Map<number, string>();
  const discard = () =>
    inGroups([...written.values()], OBJECTS_AT_ONCE, (key) => deleteObject(bucketName('files'), key));
  try {
    await inGroups(changesByShard(changes), SHARDS_AT_ONCE, async ([shard, shardChanges]) => {
      const rebuilt = await rebuiltShard(keys[shard] ?? '', shardChanges);
      if (!rebuilt) return;
      const key = `passages/snapshot/${version}-${shard}.json.gz`;
      await writeShard(key, rebuilt);
      written.set(shard, key);
    });
  } catch (error) {
    await discard();
    throw error;
  }
  if (written.size === 0 && previous && upTo === previous.upTo) {
    return { changes: changes.length, shardsWritten: 0 };
  }
  const next: Manifest = {
    docId: MANIFEST_ID,
    format: FORMAT,
    shards: keys.map((key, shard) => written.get(shard) ?? key),
    ...(upTo ? { upTo } : {}),
    version,
    retired: [...written.keys()].map((shard) => keys[shard] ?? '').filter(Boolean),
  };
  if (!(await saveManifest(next, read))) {
    // Another build won: these shards are this one's alone.
    await discard();
    return { changes: changes.length, shardsWritten: 0 };
  }
  // What the previous build replaced has had a whole period to be read.
  await inGroups(previous?.retired ?? [], OBJECTS_AT_ONCE, (key) => deleteObject(bucketName('files'), key));
  return { changes: changes.length, shardsWritten: written.size };
}
