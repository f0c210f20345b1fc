import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Env } from '../../config/env';

/** The database part of a backup: a pg_dump archive of the server, or a copy of the embedded database's folder. */
export const databaseDumpName = 'database.dump';
export const embeddedCopyName = 'database-pg';

function run(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'inherit', 'pipe'] });
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    child.on('error', (err) => reject(new Error(`${command} could not start (${err.message}): is it installed?`)));
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} exited with ${code}: ${errors.trim()}`)),
    );
  });
}

/**
 * pg_dump's custom format (compressed, restorable table by table) of everything in DATABASE_URL, including the
 * mail queue (schema pgboss). The embedded database (PGlite) is one process's folder: it is copied as it is,
 * which is only consistent while no instance has it open (docs/operations.md).
 */
export async function dumpDatabase(env: Env, into: string): Promise<'postgresql' | 'embedded'> {
  if (env.DATABASE_URL) {
    const args = ['--format=custom', '--no-owner', '--no-privileges'];
    await run('pg_dump', [...args, `--file=${path.join(into, databaseDumpName)}`, `--dbname=${env.DATABASE_URL}`]);
    return 'postgresql';
  }
  await cp(path.join(env.DATA_DIR, 'pg'), path.join(into, embeddedCopyName), { recursive: true });
  return 'embedded';
}

/**
 * Puts the dumped database back: every object of the dump is dropped when it exists and created again, in one
 * transaction (a failed restore leaves the database as it was). The embedded folder is replaced whole.
 */
export async function restoreDatabase(env: Env, from: string): Promise<void> {
  if (env.DATABASE_URL) {
    const dump = path.join(from, databaseDumpName);
    if (!existsSync(dump)) throw new Error(`${dump} is missing: this backup is not of a PostgreSQL server`);
    const args = ['--clean', '--if-exists', '--no-owner', '--no-privileges', '--single-transaction'];
    await run('pg_restore', [...args, `--dbname=${env.DATABASE_URL}`, dump]);
    return;
  }
  const copy = path.join(from, embeddedCopyName);
  if (!existsSync(copy)) throw new Error(`${copy} is missing: this backup is not of the embedded database`);
  const target = path.join(env.DATA_DIR, 'pg');
  await rm(target, { recursive: true, force: true });
  await cp(copy, target, { recursive: true });
}
