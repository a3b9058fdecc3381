import { randomBytes } from 'node:crypto';
import { DeleteCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import type { Role } from '#shared/constants/roles';
import { roleSchema } from '#shared/schemas/account';
import { getTogether } from '../lib/batch-get';
import { dynamo } from '../lib/clients/dynamo';
import { tableName } from '../lib/env';
import { writeIfCondition } from '../lib/put-if-absent';
import { queryPage } from '../lib/query-page';
import { getItem } from '../lib/stored-items';

/*
 * Sessions, kept under their account's key (decision 16). The check on every signed-in call is one
 * strongly consistent Get of the session. What keeps a session from outliving a change to its
 * account is two orders of writes, each a write then a strongly consistent read:
 * - a change (new password, disabling, graduating, deleting) writes the account, then lists the
 *   account's sessions by querying this table (not an index, which lags) and deletes them
 *   (revocations and resets also before the write: endingSessions);
 * - a login writes its session, then reads the account again (login.ts) and, when the account is
 *   no longer as its password check found it, deletes the session and refuses.
 * Whichever of the two writes comes second, its read sees the other's write: a login in flight
 * during a change either has its session found by the change or finds the change itself.
 */

const sessionSchema = z.object({
  /** The account's key: the token names it, so the check knows where the session is. */
  login: z.string(),
  sessionId: z.string(),
  userId: z.string(),
  name: z.string(),
  role: roleSchema,
  /** Epoch seconds; also the table's TTL attribute (dynalite has none: the check reads it). */
  expiresAt: z.number(),
});
export type Session = Readonly<z.infer<typeof sessionSchema>>;

const sessionRoleSchema = sessionSchema.pick({ sessionId: true, role: true });

const nowSeconds = () => Math.floor(Date.now() / 1000);
const live = (session: Session | undefined) =>
  session && session.expiresAt > nowSeconds() ? session : undefined;

export async function createSession(user: Omit<Session, 'sessionId' | 'expiresAt'>, lifetimeSeconds: number) {
  const session: Session = {
    ...user,
    sessionId: randomBytes(24).toString('base64url'),
    expiresAt: nowSeconds() + lifetimeSeconds,
  };
  await dynamo().send(new PutCommand({ TableName: tableName('accountSessions'), Item: session }));
  return session;
}

/**
 * The live session, or undefined when it is not: logged out, expired (TTL deletion lags), or ended
 * by a change to its account. `login` comes from the token; a token made before tokens carried it
 * names no session, and its holder signs in again.
 */
export async function findLiveSession(
  sessionId: string,
  login: string | undefined,
): Promise<Session | undefined> {
  if (login === undefined) return undefined;
  const session = await getItem({
    table: tableName('accountSessions'),
    key: { login, sessionId },
    item: sessionSchema,
    consistent: true,
  });
  return live(session);
}

/*
 * The same check, its Get sent with the other reads of this turn in one strongly consistent
 * BatchGet (decision 64): the dashboard's session and its summary's stamps cost one request.
 */
export async function findLiveSessionTogether(
  sessionId: string,
  login: string | undefined,
): Promise<Session | undefined> {
  if (login === undefined) return undefined;
  return live(
    await getTogether({
      table: tableName('accountSessions'),
      key: { login, sessionId },
      item: sessionSchema,
    }),
  );
}

export async function endSession(login: string, sessionId: string): Promise<void> {
  await dynamo().send(
    new DeleteCommand({ TableName: tableName('accountSessions'), Key: { login, sessionId } }),
  );
}

/* Every session of one account (its id and role), read strongly consistent from the table itself. */
async function sessionsOf(login: string) {
  const { items } = await queryPage({
    table: tableName('accountSessions'),
    partition: login,
    attributes: ['sessionId', 'role'],
    item: sessionRoleSchema,
    consistent: true,
  });
  return items;
}

async function endSessionsWhere(
  login: string,
  ends: (session: z.infer<typeof sessionRoleSchema>) => boolean,
) {
  const sessions = await sessionsOf(login);
  await Promise.all(sessions.filter(ends).map(({ sessionId }) => endSession(login, sessionId)));
}

/** Ends every session of one account but `keep`. */
export function endAllSessions(login: string, keep?: string): Promise<void> {
  return endSessionsWhere(login, ({ sessionId }) => sessionId !== keep);
}

/** Ends the account's sessions made under `role`: a graduate's Student sessions. */
export function endSessionsOfRole(login: string, role: Role): Promise<void> {
  return endSessionsWhere(login, (session) => session.role === role);
}

/**
 * Makes a change that ends the account's sessions (all but `keep`): they are ended before it, and
 * again after it when it is written (`change` answers something truthy), for the logins that were
 * in flight. Were the second round to fail, only a session made during the change would be left,
 * rather than every session the account had.
 */
export async function endingSessions<T>(login: string, change: () => Promise<T>, keep?: string): Promise<T> {
  await endAllSessions(login, keep);
  const changed = await change();
  if (changed) await endAllSessions(login, keep);
  return changed;
}

/** Gives every session of one account its new name (the name other users see it act under). */
export async function renameSessions(login: string, name: string): Promise<void> {
  const sessions = await sessionsOf(login);
  await Promise.all(
    // A session that ended meanwhile has nothing to rename.
    sessions.map(({ sessionId }) =>
      writeIfCondition(
        dynamo().send(
          new UpdateCommand({
            TableName: tableName('accountSessions'),
            Key: { login, sessionId },
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
