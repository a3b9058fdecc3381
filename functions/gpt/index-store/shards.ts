import { createHash } from 'node:crypto';
import { gunzipSync, gzipSync } from 'node:zlib';
import { bucketName } from '../../lib/env';
import { firstBytes, putObject } from '../../lib/files/storage';
import { inGroups } from '../../lib/in-groups';
import {
  type CountedDocuments,
  type DocumentCounts,
  documentCounts,
  gather,
  scatter,
} from '../search/counted';
import { type IndexEntry, readDocument } from './store';

/*
 * The snapshot's shards (decision 27): every indexed note in one of 32 objects, fixed by its id,
 * so a change rewrites only its own shard.
 */
export const SHARDS = 32;
/* No shard is near this; it bounds what one read may bring into memory. */
const MAX_SHARD_BYTES = 512 * 1024 * 1024;
/* Notes read at once while a shard is rebuilt. */
const READS_AT_ONCE = 8;

/** A shard: its notes with their terms counted, and the change each note is from. */
export interface Shard extends CountedDocuments {
  /** Each note's change (its changedAt), in the order of `docs`. */
  readonly changedAt: readonly string[];
}

export const shardOf = (docId: string): number =>
  createHash('sha1').update(docId).digest().readUInt32BE(0) % SHARDS;

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

const EMPTY: Shard = { docs: [], postings: {}, changedAt: [] };

/** The shard stored under `key` ('' for a shard that holds no note yet). */
export async function readShard(key: string): Promise<Shard> {
  if (!key) return EMPTY;
  const bytes = await firstBytes(bucketName('files'), key, MAX_SHARD_BYTES);
  // A shard is deleted a whole build after it was replaced in the manifest; gone means replaced.
  if (!bytes) throw new Error(`The index shard ${key} is gone; its manifest changed while it was read`);
  return JSON.parse(gunzipSync(bytes).toString('latin1')) as Shard;
}

export async function writeShard(key: string, shard: Shard): Promise<void> {
  await putObject(bucketName('files'), key, gzipSync(asciiJson(shard)), 'application/gzip');
}

/* A note of a shard, with the change it is from. */
interface HeldNote extends DocumentCounts {
  readonly changedAt: string;
}

/** The shard with these changes applied; undefined when none changed it (all applied already). */
export async function rebuiltShard(key: string, changes: readonly IndexEntry[]): Promise<Shard | undefined> {
  const shard = await readShard(key);
  const held = new Map<string, HeldNote>(
    scatter(shard).map((note, at) => [note.doc.docId, { ...note, changedAt: shard.changedAt[at] ?? '' }]),
  );
  const due = changes.filter((change) => held.get(change.docId)?.changedAt !== change.changedAt);
  const docs = await inGroups(due, READS_AT_ONCE, async (change) =>
    change.state === 'indexed' && change.key ? readDocument(change.key) : undefined,
  );
  let changed = false;
  due.forEach((change, at) => {
    const doc = docs[at];
    if (doc) held.set(change.docId, { ...documentCounts(doc), changedAt: change.changedAt });
    else if (!held.delete(change.docId)) return;
    changed = true;
  });
  if (!changed) return undefined;
  const notes = [...held.values()];
  return { ...gather(notes), changedAt: notes.map((note) => note.changedAt) };
}
