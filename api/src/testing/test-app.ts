import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import knexFactory, { type Knex } from 'knex';
import pino, { type Logger } from 'pino';
import { loadEnv, type RawEnv } from '../config/env';
import { startServer, type Running } from '../bootstrap';
import { migratedTemplate } from './template-database';

export interface TestApp extends Running {
  db: Knex;
  dataDir: string;
  /** The scratch database on the PostgreSQL server; undefined with the embedded one. */
  databaseUrl?: string;
}

/**
 * A real server on a free port with a database of its own: on the PostgreSQL server in DATABASE_URL when it is set
 * (CI), a fresh copy of the migrated template (template-database.ts), else an embedded in-memory PostgreSQL.
 */
export async function startTestApp(
  overrides: Partial<RawEnv> = {},
  logger: Logger = pino({ level: 'silent' }),
): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'tercume-test-'));
  const databaseUrl = process.env.DATABASE_URL ? await createScratchDatabase(process.env.DATABASE_URL) : undefined;
  const env = loadEnv(
    {},
    {
      PORT: 0,
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      JWT_SECRET: randomBytes(32).toString('hex'),
      LOG_LEVEL: 'silent',
      ADMIN_EMAIL: 'admin@example.com',
      ADMIN_PASSWORD: 'Admin-Pass-1!',
      ...overrides,
    },
  );
  const running = await startServer(env, logger, 'memory://');
  // Links in e-mails point at this server.
  running.deps.env.PUBLIC_URL = running.url;
  return {
    ...running,
    db: running.deps.db,
    dataDir,
    databaseUrl,
    async stop() {
      await running.stop();
      rmSync(dataDir, { recursive: true, force: true });
      if (databaseUrl) await dropScratchDatabase(process.env.DATABASE_URL as string, databaseUrl);
    },
  };
}

async function createScratchDatabase(serverUrl: string): Promise<string> {
  const name = `tercume_test_${Date.now()}_${randomBytes(4).toString('hex')}`;
  const admin = knexFactory({ client: 'pg', connection: serverUrl, pool: { min: 0, max: 1 } });
  try {
    await admin.raw(`create database ${name} template ${await migratedTemplate(serverUrl)}`);
  } finally {
    await admin.destroy();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function dropScratchDatabase(serverUrl: string, databaseUrl: string): Promise<void> {
  const name = new URL(databaseUrl).pathname.slice(1);
  const admin = knexFactory({ client: 'pg', connection: serverUrl, pool: { min: 0, max: 1 } });
  try {
    await admin.raw(`drop database if exists ${name} with (force)`);
  } finally {
    await admin.destroy();
  }
}
