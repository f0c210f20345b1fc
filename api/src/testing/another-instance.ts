import pg from 'pg';
import type { PGlite } from '@electric-sql/pglite';
import type { TestApp } from './test-app';

/**
 * A statement run as another API instance would run it: not through this app's knex (whose own writes it
 * notices as they are sent), so only the database's change notices can tell this app about it.
 */
export async function runAsAnotherInstance(app: TestApp, sql: string): Promise<void> {
  const url = (app.deps.env as { DATABASE_URL?: string }).DATABASE_URL;
  if (!url) {
    const { pglite } = app.db.client.config.connection as { pglite: PGlite };
    await pglite.query(sql);
    return;
  }
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** Asks `probe` until it answers `expected` (a notice travels after the commit); the last answer after 5 s. */
export async function eventually<T>(probe: () => Promise<T>, expected: T): Promise<T> {
  let last = await probe();
  for (let i = 0; i < 100 && last !== expected; i += 1) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    last = await probe();
  }
  return last;
}
