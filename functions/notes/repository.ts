import { DeleteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import { noteSchema } from '#shared/schemas/notes';
import { comparedText } from '#shared/schemas/text';
import { dynamo } from '../lib/clients/dynamo';
import { tableName } from '../lib/env';
import { putIfAbsent, writeIfCondition } from '../lib/put-if-absent';
import { countUpTo, type InvalidCursor, queryPage } from '../lib/query-page';
import type { IndexName } from '../lib/resources/tables';
import { getItem } from '../lib/stored-items';

/**
 * A note as stored: the note its callers see, without what each read works out (`file_id` is its
 * id, `canDelete` depends on the caller), and who uploaded it. `removing` (when its removal began)
 * marks a note being deleted: no reader sees it any more, and its removal is finished by a retried
 * delete or the sweep (decision 42).
 */
export const storedNoteSchema = noteSchema
  .omit({ file_id: true, canDelete: true })
  .extend({ uploaderId: z.string(), removing: z.string().optional() });
export type StoredNote = Readonly<z.infer<typeof storedNoteSchema>>;

/** Filters compare whole values, ignoring case and runs of spaces. */
export const filterKey = comparedText;

/** What the search database still owes a note (the `toReconcile` index's partitions). */
export type Reconcile = 'index' | 'remove';

/**
 * Stores the note unless its file already has one (one conditional put), marked as owed its
 * indexing in the same item: a note never exists without the trace that gets it indexed.
 */
export async function createNote(note: StoredNote): Promise<boolean> {
  return putIfAbsent(
    tableName('notes'),
    {
      ...note,
      reconcile: 'index' satisfies Reconcile,
      reconcileSince: note.createdAt,
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

/**
 * Marks a note as being removed, its tombstone until its removal is done: it leaves every list
 * (their index keys go) and the `remove` partition holds it for the sweep. The time it began is
 * kept when a retry marks it again. False when there is no such note.
 */
export async function markRemoving(id: string): Promise<boolean> {
  const now = new Date().toISOString();
  return writeIfCondition(
    dynamo().send(
      new UpdateCommand({
        TableName: tableName('notes'),
        Key: { id },
        UpdateExpression:
          'SET #removing = if_not_exists(#removing, :now), #reconcile = :remove, #since = if_not_exists(#removing, :now) REMOVE #feed, #branch, #year, #subject',
        ConditionExpression: 'attribute_exists(id)',
        ExpressionAttributeNames: {
          '#removing': 'removing',
          '#reconcile': 'reconcile',
          '#since': 'reconcileSince',
          '#feed': 'feed',
          '#branch': 'branchKey',
          '#year': 'yearKey',
          '#subject': 'subjectKey',
        },
        ExpressionAttributeValues: { ':now': now, ':remove': 'remove' satisfies Reconcile },
      }),
    ),
  );
}

/** Deletes a note's item: the last step of its removal, which ends its tombstone. */
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

/**
 * Notes shared for a branch and year since `after` (all of them without it), up to `cap` read:
 * the branch's index from that time on, narrowed to the year.
 */
export const countClassNotesAfter = (
  studentClass: { readonly branch: string; readonly year: string },
  after: string | undefined,
  cap: number,
) =>
  countUpTo(
    {
      table: tableName('notes'),
      index: 'byBranch',
      partition: filterKey(studentClass.branch),
      ...(after !== undefined && { sort: { after } }),
      filter: {
        expression: '#year = :year',
        names: { '#year': 'yearKey' },
        values: { ':year': filterKey(studentClass.year) },
      },
    },
    cap,
  );
