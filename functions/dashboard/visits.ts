import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { recordedVisitSchema, type VisitedSection } from '#shared/schemas/dashboard';
import { dynamo } from '../lib/clients/dynamo';
import { tableName } from '../lib/env';
import { writeIfCondition } from '../lib/put-if-absent';
import { queryPage } from '../lib/query-page';

/* A marker nobody renews for a year is worth nothing: the count it starts then caps anyway. */
const KEPT_SECONDS = 365 * 24 * 60 * 60;

/**
 * Records that the user opened a section now. A conditional update keeps the latest time, so a
 * slow request of an earlier visit never moves the marker back.
 */
export async function recordVisit(userId: string, section: VisitedSection, visitedAt: string): Promise<void> {
  await writeIfCondition(
    dynamo().send(
      new UpdateCommand({
        TableName: tableName('lastVisits'),
        Key: { userId, section },
        UpdateExpression: 'SET visitedAt = :at, expiresAt = :expires',
        ConditionExpression: 'attribute_not_exists(visitedAt) OR visitedAt < :at',
        ExpressionAttributeValues: {
          ':at': visitedAt,
          ':expires': Math.floor(Date.parse(visitedAt) / 1000) + KEPT_SECONDS,
        },
      }),
    ),
  );
}

/** The user's markers, by section: one query of their partition. */
export async function lastVisits(userId: string): Promise<Partial<Record<VisitedSection, string>>> {
  const { items } = await queryPage({
    table: tableName('lastVisits'),
    partition: userId,
    item: recordedVisitSchema,
    malformed: 'skip',
  });
  return Object.fromEntries(items.map((visit) => [visit.section, visit.visitedAt]));
}
