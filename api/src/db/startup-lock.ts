import type { Knex } from 'knex';

/** Any fixed number, the same in every instance of this application: the key of its start-up advisory lock. */
const startupLockKey = 7_243_101_015;

interface RawPgConnection {
  query(text: string, values?: unknown[]): Promise<unknown>;
}

/**
 * Runs `work` (migrations, seeds, the admin account) while holding a PostgreSQL advisory lock, so instances
 * starting together do it one after the other: the first migrates, the others wait and find nothing to do.
 * knex's own migration lock only makes a second instance fail ("Migration table is already locked"), and two
 * instances creating knex's tables at once collide on PostgreSQL's catalog. The lock is held on a connection
 * of its own and freed if the process dies. The embedded database has one process by construction: no lock.
 */
export async function withStartupLock<T>(db: Knex, work: () => Promise<T>): Promise<T> {
  if (db.client.config.client !== 'pg') return work();
  const client = db.client as {
    acquireConnection(): Promise<RawPgConnection>;
    releaseConnection(conn: RawPgConnection): Promise<unknown>;
  };
  const conn = await client.acquireConnection();
  try {
    await conn.query('select pg_advisory_lock($1)', [startupLockKey]);
    try {
      return await work();
    } finally {
      await conn.query('select pg_advisory_unlock($1)', [startupLockKey]);
    }
  } finally {
    await client.releaseConnection(conn);
  }
}
