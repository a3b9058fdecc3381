import { randomBytes } from 'node:crypto';
import { BatchGetCommand, DeleteCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import { ACCOUNT_STATUSES, roleSchema } from '../../shared/schemas/account';
import { dynamo } from './clients';
import { tableName } from './env';
import { writeIfCondition } from './put-if-absent';
import { queryPage } from './query-page';

const sessionSchema = z.object({
  sessionId: z.string(),
  userId: z.string(),
  /** The account's key, so the check on every call reads the account beside the session. */
  login: z.string(),
  name: z.string(),
  role: roleSchema,
  /** The account's passwordVersion when the password was checked: a change or reset since ends it. */
  passwordVersion: z.number().int(),
  /** Epoch seconds; also the table's TTL attribute. */
  expiresAt: z.number(),
});
export type Session = Readonly<z.infer<typeof sessionSchema>>;

/* What the check reads of the account: never its password hash. */
const accountStateSchema = z.object({
  userId: z.string(),
  role: roleSchema,
  status: z.enum(ACCOUNT_STATUSES),
  passwordVersion: z.number().int().default(0),
});

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

/* The session and the account it belongs to, in one BatchGet (one round trip), read strongly consistent. */
async function readSessionAndAccount(sessionId: string, login: string) {
  const sessions = tableName('sessions');
  const users = tableName('users');
  let requests: NonNullable<ConstructorParameters<typeof BatchGetCommand>[0]['RequestItems']> = {
    [sessions]: { Keys: [{ sessionId }], ConsistentRead: true },
    [users]: {
      Keys: [{ login }],
      ConsistentRead: true,
      ProjectionExpression: 'userId, #role, #status, passwordVersion',
      ExpressionAttributeNames: { '#role': 'role', '#status': 'status' },
    },
  };
  const found: Record<string, Record<string, unknown> | undefined> = {};
  // A throttled read hands keys back unprocessed; they are asked again (rarely more than once).
  for (let tries = 0; Object.keys(requests).length > 0; tries++) {
    if (tries === 5) throw new Error('The session check was throttled five times');
    const { Responses, UnprocessedKeys } = await dynamo().send(
      new BatchGetCommand({ RequestItems: requests }),
    );
    for (const [table, items] of Object.entries(Responses ?? {})) found[table] = items[0];
    requests = UnprocessedKeys ?? {};
  }
  return { session: found[sessions], account: found[users] };
}

/**
 * The live session, or undefined when it is not: logged out or expired (TTL deletion lags), or its
 * account is gone, not active (disabled), has another role (graduated) or another passwordVersion
 * (the password changed since this session's login checked it, even if that login finished after
 * the change). `login` comes from the token; a token made before sessions carried it names no
 * account, and its holder signs in again.
 */
export async function findLiveSession(
  sessionId: string,
  login: string | undefined,
): Promise<Session | undefined> {
  if (login === undefined) return undefined;
  const read = await readSessionAndAccount(sessionId, login);
  // An item that does not parse (a session stored before these fields) is no live session.
  const session = sessionSchema.safeParse(read.session);
  const account = accountStateSchema.safeParse(read.account);
  if (!session.success || !account.success) return undefined;
  const live =
    session.data.expiresAt > nowSeconds() &&
    session.data.login === login &&
    account.data.userId === session.data.userId &&
    account.data.status === 'active' &&
    account.data.role === session.data.role &&
    account.data.passwordVersion === session.data.passwordVersion;
  return live ? session.data : undefined;
}

/**
 * Moves one session to the account's new password version, so the session that changed the
 * password stays signed in; only while it is still of this account at the version replaced.
 */
export async function keepSession(
  sessionId: string,
  userId: string,
  versions: { readonly from: number; readonly to: number },
): Promise<boolean> {
  return writeIfCondition(
    dynamo().send(
      new UpdateCommand({
        TableName: tableName('sessions'),
        Key: { sessionId },
        UpdateExpression: 'SET passwordVersion = :to',
        ConditionExpression: 'userId = :userId AND passwordVersion = :from',
        ExpressionAttributeValues: { ':userId': userId, ':from': versions.from, ':to': versions.to },
      }),
    ),
  );
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

/**
 * Deletes every session of one account but `keep`, wherever it was. The version and status checks
 * above already refuse them; this tidies up, and ends the ones that are still valid (a revocation).
 */
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
