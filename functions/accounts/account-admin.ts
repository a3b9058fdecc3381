import { DeleteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../lib/clients/dynamo';
import { tableName } from '../lib/env';
import { writeIfCondition } from '../lib/put-if-absent';
import { removeFromDirectory } from './account-directory';
import { type Account, listedIn } from './accounts';
import { endAllSessions, endingSessions, endSessionsOfRole } from './sessions';

/*
 * An Admin's changes to other accounts (revocation, decision 16). Each is one conditional write on
 * the account as it was read (same user, role and status), so of two parallel changes one wins and
 * the other answers false. A change that revokes ends the account's sessions before and after it
 * is written (sessions.endingSessions), so none outlives it, a login in flight included.
 */

type Read = Pick<Account, 'login' | 'userId' | 'role' | 'status' | 'passwordVersion'>;

/* The account is still the one read: same user, role, status and password version. */
const asRead = (account: Read) => ({
  condition:
    'userId = :userId AND #role = :role AND #status = :status AND ' +
    `(passwordVersion = :version${account.passwordVersion === 0 ? ' OR attribute_not_exists(passwordVersion)' : ''})`,
  names: { '#role': 'role', '#status': 'status' },
  values: {
    ':userId': account.userId,
    ':role': account.role,
    ':status': account.status,
    ':version': account.passwordVersion,
  },
});

/* The sparse index attributes of an active Student (their class's roster); others carry none. */
const ROSTER_ATTRIBUTES = 'classList, studentList, nameKey, searchName';

async function update(account: Read, set: string, values: Record<string, unknown>, remove?: string) {
  const { condition, names, values: read } = asRead(account);
  return writeIfCondition(
    dynamo().send(
      new UpdateCommand({
        TableName: tableName('users'),
        Key: { login: account.login },
        UpdateExpression: `SET ${set}${remove ? ` REMOVE ${remove}` : ''}`,
        ConditionExpression: condition,
        // `year` is a reserved word; the name is there only for the write that removes it.
        ExpressionAttributeNames: { ...names, ...(remove?.includes('#year') ? { '#year': 'year' } : {}) },
        ExpressionAttributeValues: { ...read, ...values },
      }),
    ),
  );
}

/**
 * Turns an active Student into Alumni on graduation: the role changes, the class and its roster
 * go, and every session (made under the role Student) ends. Answers false when the account is not
 * the one read, or not an active Student. The roster import calls this for a row that graduates.
 */
export async function graduateToAlumni(account: Read): Promise<boolean> {
  if (account.role !== 'Student' || account.status !== 'active') return false;
  return endingSessions(account.login, () =>
    update(
      account,
      '#role = :alumni',
      { ':alumni': 'Alumni' },
      `branch, #year, division, ${ROSTER_ATTRIBUTES}`,
    ),
  );
}

/**
 * Disables an active account: it cannot log in, its sessions end, and it leaves its class's
 * roster. The password version is raised too, so a login that checked the password before this
 * and writes its session after stays dead when the account is enabled again, and so do the links.
 */
export async function disableAccount(account: Read): Promise<boolean> {
  if (account.status !== 'active') return false;
  return endingSessions(account.login, () =>
    update(
      account,
      '#status = :disabled, passwordVersion = :next',
      { ':disabled': 'disabled', ':next': account.passwordVersion + 1 },
      ROSTER_ATTRIBUTES,
    ),
  );
}

/**
 * Ends the sessions an account in its state cannot have: any of a disabled account, the Student
 * sessions of a graduate. They are ended when the change is made; this is for an Admin who asks
 * for it again, after ending them failed once the change was written.
 */
export async function endLeftoverSessions(account: Read): Promise<void> {
  if (account.status === 'disabled') await endAllSessions(account.login);
  else if (account.role === 'Alumni') await endSessionsOfRole(account.login, 'Student');
}

/** Enables a disabled account again; a Student with a class goes back on its roster. */
export async function enableAccount(account: Account): Promise<boolean> {
  if (account.status !== 'disabled') return false;
  const roster = listedIn({ ...account, status: 'active' });
  const listed = Object.keys(roster).map((name) => `${name} = :${name}`);
  return update(account, ['#status = :active', ...listed].join(', '), {
    ':active': 'active',
    ...Object.fromEntries(Object.entries(roster).map(([name, value]) => [`:${name}`, value])),
  });
}

/**
 * Deletes the account, if it is still the one read; then its sessions and its directory entries.
 * Its links die with it (they set a password only on the account they were made for). What it
 * wrote (notes, posts, attendance) stays, as the college's record.
 */
export async function deleteAccount(account: Account): Promise<boolean> {
  const { condition, names, values } = asRead(account);
  const deleted = await endingSessions(account.login, () =>
    writeIfCondition(
      dynamo().send(
        new DeleteCommand({
          TableName: tableName('users'),
          Key: { login: account.login },
          ConditionExpression: condition,
          ExpressionAttributeNames: names,
          ExpressionAttributeValues: values,
        }),
      ),
    ),
  );
  if (deleted) await removeFromDirectory(account);
  return deleted;
}
