import type { Knex } from 'knex';

/** Any fixed number, the same in every instance of this application: the key of its start-up advisory lock. */
const startupLockKey = 7_243_101_015;

interface RawPgConnection {
  query(text: string, values?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
}

/** How often an instance waiting for another's start-up asks for the lock again. */
const RETRY_MS = 250;

/**
 * Runs `work` (migrations, seeds, the admin account) while holding a PostgreSQL advisory lock, so instances
 * starting together do it one after the other: the first migrates, the others wait and find nothing to do.
 * knex's own migration lock only makes a second instance fail ("Migration table is already locked"), and two
 * instances creating knex's tables at once collide on PostgreSQL's catalog. The lock is held on a connection
 * of its own and freed if the process dies. The embedded database has one process by construction: no lock.
 *
 * A waiting instance asks again every RETRY_MS rather than waiting inside `pg_advisory_lock`: a statement waiting
 * on a lock holds a snapshot, and a migration that builds an index concurrently (0880) waits until every snapshot
 * older than its own is gone. The instance migrating would wait on the one waiting for it, and neither would start
 * (PostgreSQL sees no deadlock: the lock is held on another connection than the one building the index).
 */
export async function withStartupLock<T>(db: Knex, work: () => Promise<T>): Promise<T> {
  if (db.client.config.client !== 'pg') return work();
  const client = db.client as {
    acquireConnection(): Promise<RawPgConnection>;
    releaseConnection(conn: RawPgConnection): Promise<unknown>;
  };
  const conn = await client.acquireConnection();
  try {
    while (!(await conn.query('select pg_try_advisory_lock($1) as locked', [startupLockKey])).rows[0]?.locked)
      await new Promise((resolve) => setTimeout(resolve, RETRY_MS));
    try {
      return await work();
    } finally {
      await conn.query('select pg_advisory_unlock($1)', [startupLockKey]);
    }
  } finally {
    await client.releaseConnection(conn);
  }
}
