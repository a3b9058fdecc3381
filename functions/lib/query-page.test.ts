import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
import dynalite from 'dynalite';
import { afterAll, beforeAll, describe, expect, expectTypeOf, it, vi } from 'vitest';
import * as z from 'zod';
import { localAwsEnvironment } from '../../infra/local/aws-env';
import { createTables, localName } from '../../infra/local/provision';
import { dynamo } from './clients/dynamo';
import { encodeCursor } from './cursor';
import { tableName } from './env';
import { countItems, countUpTo, queryPage } from './query-page';
import { type IndexName, TABLES } from './resources/tables';
import { MalformedItemError } from './stored-items';

/* The notes table stands in for any table: a feed partition read newest first through an index. */
const noteSchema = z.object({ id: z.string(), subject: z.string(), createdAt: z.string() });
const NOTES = Array.from({ length: 7 }, (_, i) => ({
  id: `note-${i + 1}`,
  feed: 'notes',
  subject: i % 2 === 0 ? 'Maths' : 'Physics',
  subjectKey: i % 2 === 0 ? 'maths' : 'physics',
  createdAt: `2024-01-0${i + 1}T00:00:00.000Z`,
}));
const newestFirst = NOTES.map(({ id, subject, createdAt }) => ({ id, subject, createdAt })).reverse();

const recordSchema = z.object({ studentId: z.string(), slot: z.string() });
const DAYS = ['2024-03-01', '2024-03-02', '2024-03-03', '2024-03-04', '2024-03-05'];

let server: Server;

async function put(table: string, items: readonly Record<string, unknown>[]) {
  await dynamo().send(
    new BatchWriteCommand({ RequestItems: { [table]: items.map((Item) => ({ PutRequest: { Item } })) } }),
  );
}

beforeAll(async () => {
  server = dynalite({ createTableMs: 0, deleteTableMs: 0, updateTableMs: 0 });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const environment = localAwsEnvironment({ dynamodb: `http://127.0.0.1:${port}` });
  for (const [name, value] of Object.entries(environment)) vi.stubEnv(name, value);
  for (const [id, table] of Object.entries(TABLES)) vi.stubEnv(table.envVar, localName(id));
  const client = new DynamoDBClient({});
  await createTables(client);
  client.destroy();
  await put(tableName('notes'), NOTES);
  await put(
    tableName('attendance'),
    DAYS.map((day) => ({ studentId: 'student-1', slot: `${day}#Lecture`, status: 'Present' })),
  );
});

afterAll(async () => {
  dynamo().destroy();
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  vi.unstubAllEnvs();
});

const newestNotes = (limit: number | undefined, cursor?: string) =>
  queryPage({
    table: tableName('notes'),
    index: 'newest',
    partition: 'notes',
    descending: true,
    limit,
    cursor,
    item: noteSchema,
  });

describe('queryPage', () => {
  it('pages through a partition, each cursor carrying on where its page ended', async () => {
    const first = await newestNotes(3);
    if (first === 'invalidCursor') throw new Error('no cursor was given');
    expect(first.items).toEqual(newestFirst.slice(0, 3));
    const second = await newestNotes(3, first.cursor);
    const third = second === 'invalidCursor' ? undefined : await newestNotes(3, second.cursor);
    expect(second).toEqual({ items: newestFirst.slice(3, 6), cursor: expect.any(String) });
    expect(third).toEqual({ items: newestFirst.slice(6), cursor: undefined });
  });

  it('parses each item by its schema, leaving out what the schema does not name', async () => {
    const { items } = await queryPage({
      table: tableName('notes'),
      index: 'newest',
      partition: 'notes',
      limit: 1,
      item: noteSchema,
    });
    expect(Object.keys(items[0] ?? {}).sort()).toEqual(['createdAt', 'id', 'subject']);
  });

  it('reads the whole partition when no limit is given, and gives no cursor', async () => {
    expect(await newestNotes(undefined)).toEqual({ items: newestFirst, cursor: undefined });
  });

  it('refuses a cursor it did not make for this table, index and partition', async () => {
    const first = await newestNotes(2);
    if (first === 'invalidCursor' || !first.cursor) throw new Error('expected a cursor');
    const key = { id: 'note-5', feed: 'notes', createdAt: NOTES[4]?.createdAt };
    const foreign = [
      'not-a-cursor',
      encodeCursor({ ...key, feed: 'elsewhere' }),
      encodeCursor({ ...key, extra: 'x' }),
      encodeCursor({ id: 'note-5' }),
      encodeCursor({ id: 'note-5', subjectKey: 'maths', createdAt: key.createdAt }),
      encodeCursor({ ...key, createdAt: 5 }),
    ];
    for (const cursor of foreign) expect(await newestNotes(2, cursor)).toBe('invalidCursor');
    const otherPartition = await queryPage({
      table: tableName('notes'),
      index: 'bySubject',
      partition: 'maths',
      limit: 2,
      cursor: first.cursor,
      item: noteSchema,
    });
    expect(otherPartition).toBe('invalidCursor');
    expect(await newestNotes(2, encodeCursor(key))).not.toBe('invalidCursor');
  });

  it('fills a filtered page by several reads, never skipping an item', async () => {
    const physics = newestFirst.filter((note) => note.subject === 'Physics');
    const page = (cursor?: string) =>
      queryPage({
        table: tableName('notes'),
        index: 'newest',
        partition: 'notes',
        filter: {
          expression: '#subject = :subject',
          names: { '#subject': 'subject' },
          values: { ':subject': 'Physics' },
        },
        descending: true,
        limit: 2,
        maxReads: 5,
        cursor,
        item: noteSchema,
      });
    const first = await page();
    if (first === 'invalidCursor') throw new Error('no cursor was given');
    expect(first.items).toEqual(physics.slice(0, 2));
    const second = await page(first.cursor);
    expect(second === 'invalidCursor' ? second : second.items).toEqual(physics.slice(2));
  });

  it('refuses a read whose item does not parse, or leaves the item out when told to', async () => {
    await put(tableName('notes'), [
      { id: 'broken-1', feed: 'broken', createdAt: '2024-02-01T00:00:00.000Z' },
      { id: 'broken-2', feed: 'broken', subject: 'Maths', createdAt: '2024-02-02T00:00:00.000Z' },
    ]);
    const broken = {
      table: tableName('notes'),
      index: 'newest',
      partition: 'broken',
      item: noteSchema,
    } as const;
    await expect(queryPage(broken)).rejects.toThrow(MalformedItemError);
    await expect(queryPage(broken)).rejects.toThrow(/malformed at subject/);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { items } = await queryPage({ ...broken, malformed: 'skip' });
    expect(items.map((item) => item.id)).toEqual(['broken-2']);
    expect(warn).toHaveBeenCalledOnce();
    warn.mockRestore();
  });

  it('narrows the sort key, and keeps a cursor inside that range', async () => {
    const between = (cursor?: string) =>
      queryPage({
        table: tableName('attendance'),
        partition: 'student-1',
        sort: { between: ['2024-03-02', '2024-03-04~'] },
        limit: 2,
        cursor,
        item: recordSchema,
      });
    const first = await between();
    if (first === 'invalidCursor') throw new Error('no cursor was given');
    expect(first.items.map((record) => record.slot)).toEqual(['2024-03-02#Lecture', '2024-03-03#Lecture']);
    const rest = await between(first.cursor);
    expect(rest === 'invalidCursor' ? rest : rest.items.map((record) => record.slot)).toEqual([
      '2024-03-04#Lecture',
    ]);
    const outside = encodeCursor({ studentId: 'student-1', slot: '2024-03-05#Lecture' });
    expect(await between(outside)).toBe('invalidCursor');
    const after = await queryPage({
      table: tableName('attendance'),
      partition: 'student-1',
      sort: { after: '2024-03-04~' },
      item: recordSchema,
    });
    expect(after.items.map((record) => record.slot)).toEqual(['2024-03-05#Lecture']);
  });

  it('counts a partition', async () => {
    expect(await countItems({ table: tableName('attendance'), partition: 'student-1' })).toBe(DAYS.length);
    expect(await countItems({ table: tableName('notes'), index: 'bySubject', partition: 'maths' })).toBe(4);
  });

  it('counts up to a cap in one read, saying when there are more', async () => {
    const notes = { table: tableName('notes'), index: 'newest', partition: 'notes' } as const;
    expect(await countUpTo(notes, 99)).toEqual({ count: 7, more: false });
    expect(await countUpTo(notes, 7)).toEqual({ count: 7, more: false });
    expect(await countUpTo(notes, 6)).toEqual({ count: 6, more: true });
    expect(await countUpTo({ ...notes, sort: { after: '2024-01-05T00:00:00.000Z' } }, 99)).toEqual({
      count: 2,
      more: false,
    });
    // A filter narrows what is counted, never what is read: the cap bounds the read.
    const maths = { expression: 'subjectKey = :maths', values: { ':maths': 'maths' } };
    expect(await countUpTo({ ...notes, filter: maths }, 99)).toEqual({ count: 4, more: false });
    expect(await countUpTo({ ...notes, filter: maths }, 2)).toEqual({ count: 2, more: true });
  });

  it('knows each table’s indexes by type, and refuses one the table does not have', async () => {
    expectTypeOf<IndexName<'notes'>>().toEqualTypeOf<
      'newest' | 'byBranch' | 'byYear' | 'bySubject' | 'toReconcile'
    >();
    expectTypeOf<IndexName<'rooms'>>().toBeNever();
    await expect(
      queryPage({
        table: tableName('notes'),
        // @ts-expect-error: the notes table has no index of that name
        index: 'byAuthor',
        partition: 'x',
        item: noteSchema,
      }),
    ).rejects.toThrow('No index byAuthor');
  });
});
