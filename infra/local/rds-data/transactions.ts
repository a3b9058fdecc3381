import { randomUUID } from 'node:crypto';
import type { Connection, SqlBackend, StatementResult } from './backend';
import { badRequest, type DataApiLimits, transactionBusy, transactionNotFound } from './limits';
import type { SessionReset } from './session-reset';
import { byDeadline, type CallDeadline } from './timed-statements';

/*
 * The Data API's transactions: each holds a connection from BeginTransaction to its end, takes one
 * call at a time (a second one meanwhile answers DatabaseErrorException, as AWS documents), and is
 * rolled back once it goes `transactionIdleMs` without a call.
 */

interface OpenTransaction {
  /* Gone once PGlite rolled the transaction back after a statement ran past its limit. */
  connection: Connection | undefined;
  busy: boolean;
  timer: NodeJS.Timeout | undefined;
}

/* PostgreSQL's own answer to a statement in a transaction whose earlier statement was cancelled. */
const aborted = () =>
  badRequest('current transaction is aborted, commands ignored until end of transaction block');

export interface Transactions {
  begin(at: number): Promise<string>;
  run(id: string, sql: string, values: readonly unknown[], deadline: CallDeadline): Promise<StatementResult>;
  end(id: string, command: 'COMMIT' | 'ROLLBACK'): Promise<void>;
}

export function openTransactions(
  backend: SqlBackend,
  sessions: SessionReset,
  limits: DataApiLimits,
): Transactions {
  const open = new Map<string, OpenTransaction>();

  const find = (id: string) => {
    const transaction = open.get(id);
    if (!transaction) throw transactionNotFound(id);
    return transaction;
  };

  const end = async (id: string, command: 'COMMIT' | 'ROLLBACK') => {
    const transaction = find(id);
    if (transaction.busy) throw transactionBusy();
    open.delete(id);
    clearTimeout(transaction.timer);
    const { connection } = transaction;
    if (!connection) return;
    try {
      await connection.run(command, []);
    } finally {
      await sessions.release(connection);
    }
  };

  const idleFrom = (id: string, transaction: OpenTransaction) => {
    clearTimeout(transaction.timer);
    transaction.timer = setTimeout(
      () => void end(id, 'ROLLBACK').catch(() => undefined),
      limits.transactionIdleMs,
    );
    transaction.timer.unref();
  };

  return {
    async begin(at) {
      const connection = await byDeadline(backend.connect(), at, (late) => {
        void late.then((held) => held.release()).catch(() => undefined);
      });
      try {
        await connection.run('BEGIN', []);
      } catch (error) {
        await sessions.release(connection);
        throw error;
      }
      const id = randomUUID();
      const transaction: OpenTransaction = { connection, busy: false, timer: undefined };
      open.set(id, transaction);
      idleFrom(id, transaction);
      return id;
    },

    async run(id, sql, values, deadline) {
      const transaction = find(id);
      if (transaction.busy) throw transactionBusy();
      const { connection } = transaction;
      if (!connection) throw aborted();
      transaction.busy = true;
      clearTimeout(transaction.timer);
      const work = connection.run(sql, values);
      const done = () => {
        transaction.busy = false;
        if (open.get(id) === transaction) idleFrom(id, transaction);
      };
      void work.then(done, done);
      return byDeadline(work, deadline.at, (late) => {
        if (deadline.continueAfterTimeout) return;
        if (connection.cancel) {
          // PostgreSQL then holds the transaction aborted until its end, as on AWS.
          void connection.cancel().catch(() => undefined);
          return;
        }
        // PGlite ran the statement to its end: the transaction is rolled back, and answers as
        // PostgreSQL's does after a cancelled statement until the caller ends it.
        transaction.connection = undefined;
        void late
          .then(
            () => undefined,
            () => undefined,
          )
          .then(() => connection.run('ROLLBACK', []))
          .finally(() => sessions.release(connection))
          .catch(() => undefined);
      });
    },

    end,
  };
}
