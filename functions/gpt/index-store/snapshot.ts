import { createHash } from 'node:crypto';
import { gunzipSync, gzipSync } from 'node:zlib';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import { dynamo } from '../../lib/clients';
import { bucketName, tableName } from '../../lib/env';
import { deleteObject, firstBytes, putObject } from '../../lib/files/storage';
import { writeIfCondition } from '../../lib/put-if-absent';
import { getItem } from '../../lib/stored-items';
import {
  type CountedDocuments,
  type DocumentCounts,
  documentCounts,
  gather,
  scatter,
} from '../search/counted';
import { changesSince, type IndexEntry, noteChanges, readDocument } from './store';

/*
 * The index of every note as a few large objects (decision 27): a cold worker reads these shards
 * and then only what changed since, instead of one object per note (2,000 reads took 10 s). A
 * note's shard is fixed by its id, so a change rewrites only its own shard.
 */
const SHARDS = 32;
/* No shard is near this; it bounds what one read may bring into memory. */
const MAX_SHARD_BYTES = 512 * 1024 * 1024;
/* Shards are read and written a few at a time: enough to hide S3's latency, few enough for memory. */
const AT_ONCE = 8;
/* Where it is recorded, in the index's table beside the notes' entries (outside their feed). */
const MANIFEST_ID = 'snapshot';

const manifestSchema = z.object({
  docId: z.literal(MANIFEST_ID),
  /** Each shard's object key, by shard number; '' for a shard that holds no note yet. */
  shards: z.array(z.string()),
  /** The newest change the shards include. */
  upTo: z.string(),
  /** Written by each build, so the next one replaces exactly what it read. */
  version: z.string(),
  /** Shard objects this build replaced: readers of the previous manifest may still read them. */
  retired: z.array(z.string()),
});
type Manifest = z.infer<typeof manifestSchema>;

/** A shard: its notes with their terms counted (decision 27), and the change each note is from. */
export interface Shard extends CountedDocuments {
  /** Each note's change (its changedAt), in the order of `docs`. */
  readonly changedAt: readonly string[];
}

/*
 * A shard is JSON with every character past ASCII escaped: read back as Latin-1 it makes a
 * one-byte string, decoded at memory speed and half the size of the two-byte string a single
 * non-Latin-1 character would make of 100 MB of UTF-8 (decoding took a cold worker a second).
 */
const asciiJson = (value: unknown): string =>
  JSON.stringify(value).replace(
    /[\u007f-\uffff]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );

const shardOf = (docId: string) => createHash('sha1').update(docId).digest().readUInt32BE(0) % SHARDS;

function manifest(): Promise<Manifest | undefined> {
  return getItem({
    table: tableName('gptIndex'),
    key: { docId: MANIFEST_ID },
    item: manifestSchema,
    consistent: true,
  });
}

const EMPTY: Shard = { docs: [], postings: {}, changedAt: [] };

async function readShard(key: string): Promise<Shard> {
  if (!key) return EMPTY;
  const bytes = await firstBytes(bucketName('files'), key, MAX_SHARD_BYTES);
  // A shard is never deleted before a build has replaced it in the manifest; gone means replaced.
  if (!bytes) throw new Error(`The index shard ${key} is gone; its manifest changed while it was read`);
  return JSON.parse(gunzipSync(bytes).toString('latin1')) as Shard;
}

async function inGroups<T, R>(items: readonly T[], work: (item: T, at: number) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  for (let at = 0; at < items.length; at += AT_ONCE) {
    results.push(...(await Promise.all(items.slice(at, at + AT_ONCE).map((item, k) => work(item, at + k)))));
  }
  return results;
}

/**
 * Hands each shard the manifest names to `take` as it arrives (a cold worker adds it to its index
 * while the next ones download, and keeps no shard whole); gives the newest change they include,
 * or undefined before the first build.
 */
export async function readSnapshot(take: (shard: Shard) => void): Promise<string | undefined> {
  const current = await manifest();
  if (!current) return undefined;
  await inGroups(current.shards, async (key) => take(await readShard(key)));
  return current.upTo;
}

/* Each note's newest change, by shard. */
function changesByShard(changes: readonly IndexEntry[]): Map<number, IndexEntry[]> {
  const latest = new Map<string, IndexEntry>();
  for (const change of changes) latest.set(change.docId, change);
  const byShard = new Map<number, IndexEntry[]>();
  for (const change of latest.values()) {
    const shard = shardOf(change.docId);
    byShard.set(shard, [...(byShard.get(shard) ?? []), change]);
  }
  return byShard;
}

/* A note of a shard, with the change it is from. */
interface HeldNote extends DocumentCounts {
  readonly changedAt: string;
}

/* A shard with its changes applied; undefined when none changed it (all applied already). */
async function rebuiltShard(key: string, changes: readonly IndexEntry[]): Promise<Shard | undefined> {
  const shard = await readShard(key);
  const held = new Map<string, HeldNote>(
    scatter(shard).map((note, at) => [note.doc.docId, { ...note, changedAt: shard.changedAt[at] ?? '' }]),
  );
  let changed = false;
  for (const change of changes) {
    const note = held.get(change.docId);
    if (note?.changedAt === change.changedAt) continue;
    const doc = change.state === 'indexed' && change.key ? await readDocument(change.key) : undefined;
    if (doc) held.set(change.docId, { ...documentCounts(doc), changedAt: change.changedAt });
    else if (!note) continue;
    else held.delete(change.docId);
    changed = true;
  }
  if (!changed) return undefined;
  const notes = [...held.values()];
  return { ...gather(notes), changedAt: notes.map((note) => note.changedAt) };
}

export interface SnapshotBuild {
  readonly changes: number;
  readonly shardsWritten: number;
}

/**
 * Brings the shards up to date with every change since the last build: only the shards of
 * changed notes are read and written again, under new keys, then the manifest names them (one
 * conditional write; a build that lost a race to another removes what it wrote). Run on a schedule.
 */
export async function buildSnapshot(): Promise<SnapshotBuild> {
  const previous = await manifest();
  const changes = await noteChanges(previous && changesSince(previous.upTo));
  const upTo = changes.reduce(
    (newest, change) => (change.changedAt > newest ? change.changedAt : newest),
    previous?.upTo ?? '',
  );
  const keys = previous?.shards ?? Array.from({ length: SHARDS }, () => '');
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const written = new Map<number, string>();
  await inGroups([...changesByShard(changes)], async ([shard, shardChanges]) => {
    const rebuilt = await rebuiltShard(keys[shard] ?? '', shardChanges);
    if (!rebuilt) return;
    const key = `passages/snapshot/${stamp}-${shard}.json.gz`;
    await putObject(bucketName('files'), key, gzipSync(asciiJson(rebuilt)), 'application/gzip');
    written.set(shard, key);
  });
  if (written.size === 0 && upTo === previous?.upTo) return { changes: changes.length, shardsWritten: 0 };
  const next: Manifest = {
    docId: MANIFEST_ID,
    shards: keys.map((key, shard) => written.get(shard) ?? key),
    upTo,
    version: stamp,
    retired: [...written.keys()].map((shard) => keys[shard] ?? '').filter(Boolean),
  };
  const saved = await writeIfCondition(
    dynamo().send(
      new PutCommand({
        TableName: tableName('gptIndex'),
        Item: next,
        ...(previous
          ? {
              ConditionExpression: 'version = :read',
              ExpressionAttributeValues: { ':read': previous.version },
            }
          : { ConditionExpression: 'attribute_not_exists(docId)' }),
      }),
    ),
  );
  // The loser's shards are its own; the winner's previous retirees had a whole build's time to be read.
  const unused = saved ? (previous?.retired ?? []) : [...written.values()];
  await inGroups(unused, (key) => deleteObject(bucketName('files'), key));
  return { changes: changes.length, shardsWritten: saved ? written.size : 0 };
}
