import type { Knex } from 'knex';

/** What pg-boss calls to run SQL (its `db` option, and `send(..., { db })` to enqueue inside a transaction). */
export interface SqlExecutor {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[]; rowCount?: number }>;
}

interface PgLiteConnection {
  query(text: string, values?: unknown[]): Promise<{ rows: unknown[]; affectedRows?: number }>;
  exec(text: string): Promise<{ rows: unknown[]; affectedRows?: number }[]>;
}

interface PgConnection {
  query(text: string, values?: unknown[]): Promise<{ rows: unknown[]; rowCount: number | null }>;
}

function isPgLite(conn: unknown): conn is PgLiteConnection {
  return typeof (conn as { exec?: unknown }).exec === 'function' && 'waitReady' in (conn as object);
}

/**
 * Runs pg-boss's SQL on a connection of knex's pool, or on the connection of a knex transaction when given one:
 * then the job row is written in that transaction and exists exactly when the change that caused it commits.
 * pg-boss's own text (with `$1` placeholders and, for its schema, several statements at once) goes to the driver
 * as it is: knex's query builder would read `?` as a binding. The embedded database (PGlite) has one connection,
 * taken from the same pool, so pg-boss and the app queue behind each other instead of crossing transactions.
 */
export function knexExecutor(db: Knex): SqlExecutor {
  return {
    async executeSql(text, values) {
      const client = db.client as {
        acquireConnection(): Promise<unknown>;
        releaseConnection(conn: unknown): Promise<unknown>;
      };
      const conn = await client.acquireConnection();
      try {
        if (isPgLite(conn)) {
          if (values && values.length > 0) {
            const result = await conn.query(text, values);
            return { rows: result.rows, rowCount: result.affectedRows };
          }
          const results = await conn.exec(text);
          const last = results[results.length - 1];
          return { rows: last?.rows ?? [], rowCount: last?.affectedRows };
        }
        const result = await (conn as PgConnection).query(text, values);
        const last = Array.isArray(result) ? (result[result.length - 1] as typeof result) : result;
        return { rows: last?.rows ?? [], rowCount: last?.rowCount ?? undefined };
      } finally {
        await client.releaseConnection(conn);
      }
    },
  };
}
