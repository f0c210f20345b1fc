import path from 'node:path';
import { mkdirSync } from 'node:fs';
import knexFactory, { type Knex } from 'knex';
import pg from 'pg';
import ClientPgLite from 'knex-pglite';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { Model } from 'objection';

const DATE_OID = 1082;
const NUMERIC_OID = 1700;
const INT8_OID = 20;

// Dates travel as YYYY-MM-DD: a PostgreSQL `date` must not become a JS Date at midnight UTC.
pg.types.setTypeParser(DATE_OID, (v: string) => v);
pg.types.setTypeParser(INT8_OID, (v: string) => Number(v));

export interface DbOptions {
  databaseUrl?: string;
  /** Folder of the embedded database; `memory://` for a throw-away one. */
  embeddedDir: string;
  /** The most connections open at once (a server only; 10 unless given). */
  connections?: number;
  onPoolError?: (err: Error) => void;
  /** knex's own warnings (such as a failed pool acquire), to go to the app's log instead of the console. */
  onWarning?: (message: string) => void;
}

/** A real server when DATABASE_URL is set, else embedded PostgreSQL (PGlite): the same SQL for both. */
export function connectDb(options: DbOptions): Knex {
  const db = options.databaseUrl ? connectServer(options) : connectEmbedded(options.embeddedDir);
  Model.knex(db);
  return db;
}

/**
 * A knex of its own to the same server, for background work that must never take a request's connection (the line
 * maker, the task queue's polling: bootstrap.ts); undefined for the embedded database, which has one connection by
 * construction. Objection's models stay on the app's own knex.
 */
export function connectApart(options: DbOptions, connections: number): Knex | undefined {
  return options.databaseUrl ? connectServer({ ...options, connections }) : undefined;
}

function connectServer(options: DbOptions): Knex {
  return knexFactory({
    client: 'pg',
    connection: options.databaseUrl,
    log: {
      warn: (message: string) => options.onWarning?.(message),
      error: (message: string) => options.onWarning?.(message),
      deprecate: (message: string) => options.onWarning?.(message),
      debug: () => undefined,
    },
    pool: {
      min: 0,
      max: options.connections ?? 10,
      // Without an 'error' listener a PostgreSQL restart kills the process.
      afterCreate(conn: pg.Client, done: (err: Error | null, conn: pg.Client) => void) {
        conn.on('error', (err) => options.onPoolError?.(err));
        done(null, conn);
      },
    },
  });
}

interface QueryObject {
  method?: string;
  returning?: unknown;
  output?: unknown;
}

/** What knex's PostgreSQL client declares beyond its public type: the step that turns a driver's answer into a result. */
type ResponseProcessing = new (config: Knex.Config) => Knex.Client & {
  processResponse(obj: QueryObject, runner: unknown): unknown;
};

/**
 * knex-pglite names a delete's command "DEL", which knex's PostgreSQL dialect does not count as a DELETE: a delete
 * then answered the driver's result object instead of the number of rows (so `deleted > 0` was never true, and
 * ending one sign-in session answered 404 on the embedded database only). The count is taken from that result.
 */
class CountedPgLite extends (ClientPgLite as unknown as ResponseProcessing) {
  override processResponse(obj: QueryObject, runner: unknown): unknown {
    const result: unknown = super.processResponse(obj, runner);
    const counted = obj.method === 'del' && !obj.returning && !obj.output;
    if (counted && typeof result === 'object' && result !== null && 'rowCount' in result)
      return Number(result.rowCount);
    return result;
  }
}

function connectEmbedded(dir: string): Knex {
  if (!dir.startsWith('memory://')) mkdirSync(path.resolve(dir), { recursive: true });
  const pglite = new PGlite(dir, {
    // the admin's search indexes (migration 0650) are trigram indexes
    extensions: { pg_trgm },
    parsers: { [DATE_OID]: (v: string) => v, [INT8_OID]: (v: string) => Number(v), [NUMERIC_OID]: (v: string) => v },
  });
  const client = CountedPgLite as unknown as typeof knexFactory.Client;
  return knexFactory({ client, dialect: 'postgres', connection: { pglite } } as Knex.Config);
}
