import { DeleteCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import { noteSchema } from '#shared/schemas/notes';
import { comparedText } from '#shared/schemas/text';
import { dynamo } from '../lib/clients/dynamo';
import { tableName } from '../lib/env';
import { putIfAbsent, writeIfCondition } from '../lib/put-if-absent';
import { type InvalidCursor, queryPage } from '../lib/query-page';
import type { IndexName } from '../lib/resources/tables';
import { getItem } from '../lib/stored-items';

/**
 * A note as stored: the note its callers see, without what each read works out (`file_id` is its
 * id, `canDelete` depends on the caller), and who uploaded it.
 */
const storedNoteSchema = noteSchema
  .omit({ file_id: true, canDelete: true })
  .extend({ uploaderId: z.string() });
export type StoredNote = Readonly<z.infer<typeof storedNoteSchema>>;

/** Filters compare whole values, ignoring case and runs of spaces. */
export const filterKey = comparedText;

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

export function findNote(id: string): Promise<StoredNote | undefined> {
  return getItem({ table: tableName('notes'), key: { id }, item: storedNoteSchema });
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
] as const satisfies readonly { filter: keyof NoteFilters; index: IndexName<'notes'>; attribute: string }[];

/* A page is filled by a few reads at most: a filter applies after DynamoDB's limit. */
const MAX_READS = 5;

/**
 * One page of notes, newest first, through the index of the first filter given (or of all notes);
 * the other filters narrow it. `invalidCursor` when the cursor is not one this list made.
 */
export async function listNotes(
  filters: NoteFilters,
  limit: number,
  cursor?: string,
): Promise<{ notes: StoredNote[]; nextCursor?: string } | InvalidCursor> {
  const [primary, ...rest] = FILTERS.filter(({ filter }) => filters[filter]);
  const names: Record<string, string> = {};
  const values: Record<string, string> = {};
  for (const { filter, attribute } of rest) {
    names[`#${filter}`] = attribute;
    values[`:${filter}`] = filterKey(filters[filter] ?? '');
  }
  const expression = rest.map(({ filter }) => `#${filter} = :${filter}`).join(' AND ');
  const page = await queryPage({
    table: tableName('notes'),
    index: primary?.index ?? 'newest',
    partition: primary ? filterKey(filters[primary.filter] ?? '') : 'notes',
    filter: expression ? { expression, names, values } : undefined,
    descending: true,
    limit,
    maxReads: MAX_READS,
    cursor,
    item: storedNoteSchema,
  });
  return page === 'invalidCursor' ? page : { notes: page.items, nextCursor: page.cursor };
}
