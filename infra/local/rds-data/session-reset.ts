import type { Connection } from './backend';

/*
 * No session setting outlives its call: AWS hands each call whichever pooled connection is free,
 * so a plain `SET` is not there for the next one. PGlite is one session for every caller, where a
 * `SET` would reach every later call, so each connection is reset when given back: DISCARD ALL
 * (settings, temporary tables, prepared statements, a SET ROLE). A reset returns a setting to its
 * value when the session began, which misses an ALTER DATABASE … SET made since — a new
 * connection on AWS would have it — so those defaults are applied again after the reset, read
 * once and again whenever a statement alters a database's or role's settings.
 */

export interface SessionReset {
  /** Tells the reset a statement is about to run (one that alters defaults makes them read again). */
  note(sql: string): void;
  /** Resets the connection's session, then gives it back. */
  release(connection: Connection): Promise<void>;
}

const ALTERS_DEFAULTS = /^\s*ALTER\s+(DATABASE|ROLE|USER)\b/i;

/* Database-wide first, then the role's, then the role's in this database: the later one wins. */
const DEFAULTS = `SELECT coalesce(array_agg(setting ORDER BY s.setrole <> 0, s.setdatabase <> 0), '{}') AS settings
  FROM pg_db_role_setting s, unnest(s.setconfig) AS setting
  WHERE s.setdatabase IN (0, (SELECT oid FROM pg_database WHERE datname = current_database()))
    AND s.setrole IN (0, (SELECT oid FROM pg_roles WHERE rolname = session_user))`;

const APPLY = `SELECT set_config(split_part(setting, '=', 1), substr(setting, strpos(setting, '=') + 1), false)
  FROM unnest($1::text[]) AS setting`;

export function sessionReset(): SessionReset {
  let defaults: string[] | undefined;
  return {
    note(sql) {
      if (ALTERS_DEFAULTS.test(sql)) defaults = undefined;
    },
    async release(connection) {
      try {
        await connection.run('DISCARD ALL', []);
        if (!defaults) {
          const [row] = (await connection.run(DEFAULTS, [])).rows;
          defaults = (row?.settings as string[] | undefined) ?? [];
        }
        if (defaults.length > 0) await connection.run(APPLY, [defaults]);
      } finally {
        connection.release();
      }
    },
  };
}
