import type { Connection, SqlBackend, StatementResult } from './backend';
import { statementTimeout } from './limits';
import type { SessionReset } from './session-reset';

/*
 * The Data API's 45-second limit on a call (decision 39). The call answers StatementTimeoutException
 * when it passes; the statement is stopped, unless the call said `continueAfterTimeout`, in which
 * case it runs on to its end. PostgreSQL as a server stops it with pg_cancel_backend (its own
 * statement_timeout would not count the call's wait for a connection). PGlite runs a statement
 * synchronously in this thread — no timer fires and its statement_timeout never triggers — so
 * a call out of a transaction runs in one of its own there, rolled back if it ran too long.
 */

/** When a call must be answered by, and whether its statement outlives that. */
export interface CallDeadline {
  readonly at: number;
  readonly continueAfterTimeout: boolean;
}

/**
 * `work`'s outcome if it settles by `at`; otherwise the call answers the timeout and `late` is
 * given the work to finish or undo. Work that ends after `at` is late even if no timer could fire.
 */
export async function byDeadline<T>(
  work: Promise<T>,
  at: number,
  late: (work: Promise<T>) => void,
): Promise<T> {
  const expired = Symbol('expired');
  let timer: NodeJS.Timeout | undefined;
  const outcome = await Promise.race([
    work.then(
      (value) => ({ value }),
      (error: unknown) => ({ error }),
    ),
    new Promise<typeof expired>((resolve) => {
      if (Number.isFinite(at)) timer = setTimeout(resolve, Math.max(0, at - Date.now()), expired);
    }),
  ]);
  clearTimeout(timer);
  if (outcome !== expired && Date.now() <= at) {
    if ('error' in outcome) throw outcome.error;
    return outcome.value;
  }
  late(work);
  throw statementTimeout();
}

const sqlState = (error: unknown) => (error as { code?: unknown } | null)?.code;

/* A statement of its own, on a connection held for it: committed, undone or continued. */
async function runHeld(
  sessions: SessionReset,
  connection: Connection,
  sql: string,
  values: readonly unknown[],
  deadline: CallDeadline,
): Promise<StatementResult> {
  let ownTransaction = !deadline.continueAfterTimeout && !connection.cancel;
  if (ownTransaction) {
    try {
      await connection.run('BEGIN', []);
    } catch (error) {
      await sessions.release(connection);
      throw error;
    }
  }
  let running = true;
  const work = connection.run(sql, values).catch(async (error: unknown) => {
    // VACUUM and the like refuse a transaction block (SQLSTATE 25001): they run bare.
    if (!ownTransaction || sqlState(error) !== '25001') throw error;
    await connection.run('ROLLBACK', []);
    ownTransaction = false;
    return connection.run(sql, values);
  });
  void work.then(
    () => (running = false),
    () => (running = false),
  );
  let settled = false;
  const settle = async (keep: boolean) => {
    if (settled) return;
    settled = true;
    try {
      if (ownTransaction) await connection.run(keep ? 'COMMIT' : 'ROLLBACK', []);
    } finally {
      await sessions.release(connection);
    }
  };
  let late = false;
  try {
    const result = await byDeadline(work, deadline.at, (lateWork) => {
      late = true;
      if (!deadline.continueAfterTimeout && running) void connection.cancel?.().catch(() => undefined);
      void lateWork
        .then(
          () => settle(deadline.continueAfterTimeout),
          () => settle(false),
        )
        .catch(() => undefined);
    });
    await settle(true);
    return result;
  } catch (error) {
    if (!late) await settle(false);
    throw error;
  }
}

/**
 * Runs one statement outside any transaction. Its wait for the connection counts toward its limit:
 * an open transaction holds PGlite's only session, and a caller that waits answers the timeout
 * (its statement dropped, or run when its turn comes if it said to continue) instead of hanging.
 */
export async function runAlone(
  backend: SqlBackend,
  sessions: SessionReset,
  sql: string,
  values: readonly unknown[],
  deadline: CallDeadline,
): Promise<StatementResult> {
  const connection = await byDeadline(backend.connect(), deadline.at, (lateConnection) => {
    void lateConnection
      .then(async (held) => {
        if (!deadline.continueAfterTimeout) return held.release();
        await runHeld(sessions, held, sql, values, {
          at: Number.POSITIVE_INFINITY,
          continueAfterTimeout: true,
        });
      })
      .catch(() => undefined);
  });
  return runHeld(sessions, connection, sql, values, deadline);
}
