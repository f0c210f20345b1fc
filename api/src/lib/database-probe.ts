import type { Knex } from 'knex';
import pg from 'pg';

export interface DatabaseProbe {
  check(): Promise<void>;
  close(): Promise<void>;
}

/**
 * `select 1` for the readiness monitor (lib/readiness.ts). On a PostgreSQL server it runs on a connection of its
 * own, opened again after a failure: through the pool, a busy instance whose ten connections are all taken would
 * wait for one and read as "database down". The embedded database has one connection, in-process; it is asked
 * through knex.
 */
export function databaseProbe(db: Knex, databaseUrl: string | undefined, timeoutMs: number): DatabaseProbe {
  if (!databaseUrl) {
    return {
      async check() {
        await db.raw('select 1');
      },
      async close() {},
    };
  }
  let client: pg.Client | undefined;
  const drop = () => {
    const gone = client;
    client = undefined;
    gone?.removeAllListeners();
    gone?.on('error', () => undefined);
    void gone?.end().catch(() => undefined);
  };
  return {
    async check() {
      try {
        if (!client) {
          const fresh = new pg.Client({
            connectionString: databaseUrl,
            connectionTimeoutMillis: timeoutMs,
            query_timeout: timeoutMs,
            application_name: 'tercume-readiness',
          });
          // A connection lost between probes is noticed by the next probe, not by the process.
          fresh.on('error', () => {
            if (client === fresh) drop();
          });
          client = fresh;
          await fresh.connect();
        }
        await client.query('select 1');
      } catch (err) {
        drop();
        throw err;
      }
    },
    async close() {
      const gone = client;
      client = undefined;
      await gone?.end().catch(() => undefined);
    },
  };
}
