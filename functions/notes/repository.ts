import { DeleteCommand, GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import { dynamo } from '../lib/clients';
import { decodeCursor, encodeCursor } from '../lib/cursor';
import { tableName } from '../lib/env';
import { putIfAbsent, writeIfCondition } from '../lib/put-if-absent';

/** A note as stored: the spec's fields, who uploaded it, and the normalized keys its lists use. */
export interface StoredNote {
  readonly id: string;
  readonly subject: string;
  readonly unit: string;
  readonly branch: string;
  readonly uploaded_by: string;
  readonly div: string;
  readonly year: string;
  readonly filename: string;
  readonly uploaderId: string;
  readonly createdAt: string;
}

/** Filters compare whole values, ignoring case and runs of spaces. */
export const filterKey = (value: string) => value.trim().replace(/\s+/g, ' ').toLowerCase();

/** Stores the note unless its file already has one (one conditional put). */
export async function createNote(note: StoredNote): Promise<boolean> {
  return putIfAbsent(
    tableName('notes'),
    {
      ...note,
      feed: 'notes',
      branchKey: filterKey(note.branch),
      yearKey: filterKey(note.year),
      subjectKey: filterKey(note.subject),
    },
    'id',
  );
}

export async function findNote(id: string): Promise<StoredNote | undefined> {
  const { Item } = await dynamo().send(new GetCommand({ TableName: tableName('notes'), Key: { id } }));
  return Item as StoredNote | undefined;
}

export async function deleteNote(id: string): Promise<boolean> {
  return writeIfCondition(
    dynamo().send(
      new DeleteCommand({
        TableName: tableName('notes'),
        Key: { id },
        ConditionExpression: 'attribute_exists(id)',
      }),
    ),
  );
}

export interface NoteFilters {
  readonly branch?: string;
  readonly year?: string;
  readonly subject?: string;
}

/* Each filter's index and key attribute; the first one given picks the index, the rest filter it. */
const FILTERS = [
  { filter: 'subject', index: 'bySubject', attribute: 'subjectKey' },
  { filter: 'branch', index: 'byBranch', attribute: 'branchKey' },
  { filter: 'year', index: 'byYear', attribute: 'yearKey' },
] as const;

const cursorSchema = z.strictObject({
  id: z.string(),
  createdAt: z.string(),
  feed: z.string().optional(),
  branchKey: z.string().optional(),
  yearKey: z.string().optional(),
  subjectKey: z.string().optional(),
});

/* A page is filled by a few reads at most: a filter applies after DynamoDB's limit. */
const MAX_READS = 5;

/**
 * One page of notes, newest first, through the index of the first filter given (or of all notes);
 * the other filters narrow it. Each read asks for no more than the page still needs, so a cursor
 * never skips a note. `invalidCursor` when the cursor is not one this list made.
 */
export async function listNotes(
  filters: NoteFilters,
  limit: number,
  cursor?: string,
): Promise<{ notes: StoredNote[]; nextCursor?: string } | 'invalidCursor'> {
  let start: Record<string, unknown> | undefined;
  if (cursor !== undefined) {
    start = decodeCursor(cursor, cursorSchema);
    if (!start) return 'invalidCursor';
  }
  const given = FILTERS.filter(({ filter }) => filters[filter]);
  const [primary, ...rest] = given;
  const values: Record<string, string> = {};
  const names: Record<string, string> = {};
  let keyCondition = 'feed = :feed';
  if (primary) {
    keyCondition = `${primary.attribute} = :${primary.filter}`;
    values[`:${primary.filter}`] = filterKey(filters[primary.filter] ?? '');
  } else values[':feed'] = 'notes';
  for (const { filter, attribute } of rest) {
    values[`:${filter}`] = filterKey(filters[filter] ?? '');
    names[`#${filter}`] = attribute;
  }
  const filterExpression = rest.map(({ filter }) => `#${filter} = :${filter}`).join(' AND ') || undefined;

  const notes: StoredNote[] = [];
  for (let read = 0; read < MAX_READS && notes.length < limit; read++) {
    const page = await dynamo().send(
      new QueryCommand({
        TableName: tableName('notes'),
        IndexName: primary?.index ?? 'newest',
        KeyConditionExpression: keyCondition,
        FilterExpression: filterExpression,
        ExpressionAttributeNames: filterExpression ? names : undefined,
        ExpressionAttributeValues: values,
        ScanIndexForward: false,
        Limit: limit - notes.length,
        ExclusiveStartKey: start,
      }),
    );
    notes.push(...((page.Items ?? []) as StoredNote[]));
    start = page.LastEvaluatedKey;
    if (!start) break;
  }
  return { notes, nextCursor: start ? encodeCursor(start) : undefined };
}
