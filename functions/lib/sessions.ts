import { randomBytes } from 'node:crypto';
import { DeleteCommand, GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Role } from '../../shared/constants/roles';
import { dynamo } from './clients';
import { tableName } from './env';
import { writeIfCondition } from './put-if-absent';

export interface Session {
  readonly sessionId: string;
  readonly userId: string;
  readonly name: string;
  readonly role: Role;
  /** Epoch seconds; also the table's TTL attribute. */
  readonly expiresAt: number;
}

const nowSeconds = () => Math.floor(Date.now() / 1000);

export async function createSession(user: Omit<Session, 'sessionId' | 'expiresAt'>, lifetimeSeconds: number) {
  const session: Session = {
    ...user,
    sessionId: randomBytes(24).toString('base64url'),
    expiresAt: nowSeconds() + lifetimeSeconds,
  };
  await dynamo().send(new PutCommand({ TableName: tableName('sessions'), Item: session }));
  return session;
}

/** The live session, or undefined when it was ended or has expired (TTL deletion lags). */
export async function findLiveSession(sessionId: string): Promise<Session | undefined> {
  const result = await dynamo().send(
    new GetCommand({ TableName: tableName('sessions'), Key: { sessionId } }),
  );
  const session = result.Item as Session | undefined;
  return session && session.expiresAt > nowSeconds() ? session : undefined;
}

export async function endSession(sessionId: string): Promise<void> {
  await dynamo().send(new DeleteCommand({ TableName: tableName('sessions'), Key: { sessionId } }));
}

/* Every session id of one account, through the byUserId index. */
async function sessionIdsOf(userId: string): Promise<string[]> {
  const ids: string[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await dynamo().send(
      new QueryCommand({
        TableName: tableName('sessions'),
        IndexName: 'byUserId',
        KeyConditionExpression: 'userId = :userId',
        ExpressionAttributeValues: { ':userId': userId },
        ProjectionExpression: 'sessionId',
        ExclusiveStartKey: startKey,
      }),
    );
    ids.push(...(page.Items ?? []).map((item) => item.sessionId as string));
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return ids;
}

/** Ends every session of one account but `keep` (after its password changed), wherever it was. */
export async function endAllSessions(userId: string, keep?: string): Promise<void> {
  const ids = await sessionIdsOf(userId);
  await Promise.all(ids.filter((id) => id !== keep).map(endSession));
}

/** Gives every session of one account its new name (the name other users see it act under). */
export async function renameSessions(userId: string, name: string): Promise<void> {
  const ids = await sessionIdsOf(userId);
  await Promise.all(
    // A session that ended meanwhile has nothing to rename.
    ids.map((sessionId) =>
      writeIfCondition(
        dynamo().send(
          new UpdateCommand({
            TableName: tableName('sessions'),
            Key: { sessionId },
            UpdateExpression: 'SET #name = :name',
            ConditionExpression: 'attribute_exists(sessionId)',
            ExpressionAttributeNames: { '#name': 'name' },
            ExpressionAttributeValues: { ':name': name },
          }),
        ),
      ),
    ),
  );
}
