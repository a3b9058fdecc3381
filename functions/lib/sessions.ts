import { randomBytes } from 'node:crypto';
import { DeleteCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import { roleSchema } from '../../shared/schemas/account';
import { dynamo } from './clients';
import { tableName } from './env';
import { writeIfCondition } from './put-if-absent';
import { queryPage } from './query-page';
import { getItem } from './stored-items';

const sessionSchema = z.object({
  sessionId: z.string(),
  userId: z.string(),
  name: z.string(),
  role: roleSchema,
  /** Epoch seconds; also the table's TTL attribute. */
  expiresAt: z.number(),
});
export type Session = Readonly<z.infer<typeof sessionSchema>>;

const sessionIdSchema = z.object({ sessionId: z.string() });

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
  const session = await getItem({ table: tableName('sessions'), key: { sessionId }, item: sessionSchema });
  return session && session.expiresAt > nowSeconds() ? session : undefined;
}

export async function endSession(sessionId: string): Promise<void> {
  await dynamo().send(new DeleteCommand({ TableName: tableName('sessions'), Key: { sessionId } }));
}

/* Every session id of one account, through the byUserId index. */
async function sessionIdsOf(userId: string): Promise<string[]> {
  const { items } = await queryPage({
    table: tableName('sessions'),
    index: 'byUserId',
    partition: userId,
    attributes: ['sessionId'],
    item: sessionIdSchema,
  });
  return items.map((item) => item.sessionId);
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
