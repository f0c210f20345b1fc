import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import knexFactory from 'knex';
import pg from 'pg';
import { migrateToLatest } from '../db/migrate';
import { seedReferenceData } from '../db/seed';

// import.meta, not __dirname: the benches load this file as an ES module (tsx), the tests through jest's transform
const dbSources = fileURLToPath(new URL('../db', import.meta.url));

/** A digest of every file the schema and the reference data come from: a changed migration makes a new template. */
function schemaDigest(): string {
  const hash = createHash('sha256');
  const files = readdirSync(dbSources, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
    .sort();
  for (const file of files) hash.update(file).update(readFileSync(path.join(dbSources, file)));
  return hash.digest('hex').slice(0, 16);
}

let template: Promise<string> | undefined;

/**
 * The name of a database on the server that holds the migrated schema and the reference data, made once per schema
 * for every test process (under an advisory lock, so parallel workers wait for the first one's). Each test's
 * scratch database is a copy of it: copying takes a fraction of running every migration again.
 */
export function migratedTemplate(serverUrl: string): Promise<string> {
  template ??= makeTemplate(serverUrl);
  return template;
}

async function makeTemplate(serverUrl: string): Promise<string> {
  const name = `tercume_template_${schemaDigest()}`;
  // one session: the lock is the session's, and CREATE DATABASE runs outside a transaction
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query('select pg_advisory_lock(hashtext($1))', ['tercume test template']);
    const existing = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (existing.rowCount === 0) await build(serverUrl, admin, name);
  } finally {
    await admin.end(); // ends the session and with it the lock
  }
  return name;
}

async function build(serverUrl: string, admin: pg.Client, name: string): Promise<void> {
  const building = `${name}_building`;
  await admin.query(`drop database if exists ${building}`);
  await admin.query(`create database ${building}`);
  const url = new URL(serverUrl);
  url.pathname = `/${building}`;
  const db = knexFactory({ client: 'pg', connection: url.toString(), pool: { min: 0, max: 2 } });
  try {
    await migrateToLatest(db);
    await seedReferenceData(db);
  } finally {
    await db.destroy();
  }
  // nobody connects to a template (autovacuum included): a copy fails while the source has a session
  await admin.query(`alter database ${building} rename to ${name}`);
  await admin.query(`alter database ${name} with is_template true allow_connections false`);
}
