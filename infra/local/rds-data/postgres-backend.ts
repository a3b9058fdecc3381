import type { SqlBackend } from './backend';

/** PostgreSQL over the network (node-postgres), a pooled connection per caller. */
export async function postgresBackend(url: string): Promise<SqlBackend> {
  const { default: pg } = await import('pg');
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  return {
    async connect() {
      const client = await pool.connect();
      const { processID } = client as unknown as { processID: number };
      return {
        async run(sql, values) {
          const result = await client.query({ text: sql, values: [...values] });
          return { rows: result.rows as Record<string, unknown>[], changed: result.rowCount ?? 0 };
        },
        async cancel() {
          await pool.query('SELECT pg_cancel_backend($1)', [processID]);
        },
        release: () => client.release(),
      };
    },
    close: () => pool.end(),
  };
}
