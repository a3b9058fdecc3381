import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../lib/clients/dynamo';
import { tableName } from '../lib/env';
import { writeIfCondition } from '../lib/put-if-absent';
import { queryPage } from '../lib/query-page';
import { type Reconcile, type StoredNote, storedNoteSchema } from './repository';

/*
 * What the sweeps read of the notes table (decision 42): the sparse `toReconcile` index holds only
 * the notes the search database still owes something, so its reads cost what is owed, not what
 * was ever shared.
 */

/** Notes owed `work` since before `before` (ISO), oldest first, at most `limit`. */
export async function notesToReconcile(
  work: Reconcile,
  before: string,
  limit: number,
): Promise<StoredNote[]> {
  const { items } = await queryPage({
    table: tableName('notes'),
    index: 'toReconcile',
    partition: work,
    // ISO times all sort after '0'.
    sort: { between: ['0', before] },
    limit,
    item: storedNoteSchema,
  });
  return items;
}

/** Takes a note off the `index` partition once the search database holds it; a removal's mark stays. */
export async function settleIndexing(id: string): Promise<boolean> {
  return writeIfCondition(
    dynamo().send(
      new UpdateCommand({
        TableName: tableName('notes'),
        Key: { id },
        UpdateExpression: 'REMOVE #reconcile, #since',
        ConditionExpression: '#reconcile = :index',
        ExpressionAttributeNames: { '#reconcile': 'reconcile', '#since': 'reconcileSince' },
        ExpressionAttributeValues: { ':index': 'index' satisfies Reconcile },
      }),
    ),
  );
}
