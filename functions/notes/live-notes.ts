import { BatchGetCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../lib/clients/dynamo';
import { tableName } from '../lib/env';

/* BatchGetItem's most keys a call. */
const BATCH_KEYS = 100;

/**
 * Which of these notes still stand: their item exists and carries no `removing` (a note whose
 * deletion began; decision 42). Read by key, strongly consistent, so a delete a moment ago is seen;
 * keys DynamoDB leaves unprocessed are asked again. The notes table is the truth: the search
 * database may still hold a note whose removal has not reached it.
 */
export async function liveNoteIds(ids: readonly string[]): Promise<Set<string>> {
  const live = new Set<string>();
  const unique = [...new Set(ids)];
  const table = tableName('notes');
  for (let first = 0; first < unique.length; first += BATCH_KEYS) {
    let keys: Record<string, unknown>[] = unique.slice(first, first + BATCH_KEYS).map((id) => ({ id }));
    while (keys.length > 0) {
      const answer = await dynamo().send(
        new BatchGetCommand({
          RequestItems: {
            [table]: {
              Keys: keys,
              ConsistentRead: true,
              ProjectionExpression: 'id, #removing',
              ExpressionAttributeNames: { '#removing': 'removing' },
            },
          },
        }),
      );
      for (const item of answer.Responses?.[table] ?? []) {
        if (typeof item.id === 'string' && item.removing === undefined) live.add(item.id);
      }
      keys = answer.UnprocessedKeys?.[table]?.Keys ?? [];
    }
  }
  return live;
}
