import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DeleteObjectsCommand, ListObjectsV2Command } from '@aws-sdk/client-s3';
import knexFactory from 'knex';
import pino from 'pino';
import { startServer, type Running } from '../../bootstrap';
import { loadEnv, type Env } from '../../config/env';
import { api, createUser, fixturePassword } from '../../testing/fixtures';
import { startS3Server, type S3TestServer } from '../../testing/s3-server';
import { s3SettingsFromEnv } from '../s3-settings';
import { connectS3 } from '../s3-storage';
import { createBackup, restoreBackup } from './backup';

jest.setTimeout(120_000);

const serverUrl = process.env.DATABASE_URL;
let scratch: string;

/** A database of its own on the PostgreSQL server of DATABASE_URL; the embedded one in DATA_DIR/pg without it. */
async function freshDatabase(): Promise<string | undefined> {
  if (!serverUrl) return undefined;
  const name = `tercume_backup_${randomBytes(5).toString('hex')}`;
  const admin = knexFactory({ client: 'pg', connection: serverUrl, pool: { min: 0, max: 1 } });
  try {
    await admin.raw(`create database ${name}`);
  } finally {
    await admin.destroy();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function dropDatabase(url: string | undefined): Promise<void> {
  if (!serverUrl || !url) return;
  const admin = knexFactory({ client: 'pg', connection: serverUrl, pool: { min: 0, max: 1 } });
  try {
    await admin.raw(`drop database if exists ${new URL(url).pathname.slice(1)} with (force)`);
  } finally {
    await admin.destroy();
  }
}

async function start(
  dataDir: string,
  databaseUrl: string | undefined,
  bucket: Record<string, string>,
): Promise<{ env: Env; running: Running }> {
  const env = loadEnv(
    {},
    {
      ...bucket,
      PORT: 0,
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      JWT_SECRET: 'backup-drill-secret-0123456789abcdef0123456789',
      LOG_LEVEL: 'silent',
    },
  );
  return { env, running: await startServer(env, pino({ level: 'silent' })) };
}

/** Every object of the bucket deleted: the bucket's share of the wipe. */
async function emptyBucket(env: Env): Promise<void> {
  const { client, Bucket } = await connectS3(
    s3SettingsFromEnv(env) as NonNullable<ReturnType<typeof s3SettingsFromEnv>>,
  );
  const listed = await client.send(new ListObjectsV2Command({ Bucket }));
  const Objects = (listed.Contents ?? []).map(({ Key }) => ({ Key }));
  if (Objects.length > 0) await client.send(new DeleteObjectsCommand({ Bucket, Delete: { Objects } }));
}

let s3: S3TestServer;
beforeAll(async () => {
  scratch = mkdtempSync(path.join(os.tmpdir(), 'tercume-backup-'));
  s3 = await startS3Server('backup-drill');
});
afterAll(async () => {
  await s3.stop();
  rmSync(scratch, { recursive: true, force: true });
});

describe.each(['DATA_DIR/files', 'the bucket'])('backup and restore drill, files in %s', (where) => {
  it('brings back the accounts and the stored files after both are wiped', async () => {
    const bucket: Record<string, string> = where === 'the bucket' ? s3.env : {};
    const dataDir = path.join(scratch, `data-${where === 'the bucket' ? 's3' : 'local'}`);
    let databaseUrl = await freshDatabase();
    let { env, running } = await start(dataDir, databaseUrl, bucket);
    const app = { ...running, db: running.deps.db, dataDir };
    const customer = await createUser(app, 'user');
    const upload = path.join(scratch, 'upload.pdf');
    writeFileSync(upload, '%PDF-1.4 pasaport');
    const stored = await running.deps.storage.put('documents', upload, 'pasaport.pdf');
    await running.stop();

    const backup = path.join(scratch, `backup-${where === 'the bucket' ? 's3' : 'local'}`);
    const manifest = await createBackup(env, backup);
    expect(manifest).toMatchObject({ files: { count: 1, source: where === 'the bucket' ? 'bucket' : 'folder' } });
    await expect(createBackup(env, backup)).rejects.toThrow(/already holds a backup/);

    // The wipe: the database and DATA_DIR are gone, as after the loss of the machine.
    await dropDatabase(databaseUrl);
    rmSync(dataDir, { recursive: true, force: true });
    if (where === 'the bucket') await emptyBucket(env);
    databaseUrl = await freshDatabase();
    env = { ...env, DATABASE_URL: databaseUrl };

    await restoreBackup(env, backup);
    if (where !== 'the bucket') {
      // Stored encrypted (lib/file-encryption.ts): the copy on disk is sealed; reading it below proves the key is back.
      const restoredFile = path.join(dataDir, 'files', 'private', 'documents', stored);
      expect(readFileSync(restoredFile).subarray(0, 8).toString('ascii')).toBe('TRCMENC1');
    }
    ({ running } = await start(dataDir, databaseUrl, bucket));
    try {
      const restored = { ...running, db: running.deps.db, dataDir };
      const signIn = await api(restored, 'POST', '/auth/login', {
        body: { email: customer.email, password: fixturePassword },
      });
      expect(signIn.status).toBe(200);
      expect(signIn.body.user.id).toBe(customer.id);
      const file = await running.deps.storage.open('documents', stored);
      expect(file?.size).toBe('%PDF-1.4 pasaport'.length);
      const chunks: Buffer[] = [];
      for await (const chunk of file!.stream) chunks.push(Buffer.from(chunk));
      expect(Buffer.concat(chunks).toString('utf8')).toBe('%PDF-1.4 pasaport');
    } finally {
      await running.stop();
      await dropDatabase(databaseUrl);
    }
  });
});

describe('a restore', () => {
  it('refuses a damaged or unfinished backup before touching anything', async () => {
    const env = loadEnv({}, { DATA_DIR: path.join(scratch, 'other'), DATABASE_URL: serverUrl, LOG_LEVEL: 'silent' });
    const unfinished = path.join(scratch, 'unfinished');
    await expect(restoreBackup(env, unfinished)).rejects.toThrow(/no finished backup/);
    const damaged = path.join(scratch, 'damaged');
    const kind = serverUrl ? 'postgresql' : 'embedded';
    mkdirSync(damaged, { recursive: true });
    writeFileSync(path.join(damaged, 'database.dump'), 'not a dump');
    writeFileSync(
      path.join(damaged, 'manifest.json'),
      JSON.stringify({ database: kind, databaseSha256: serverUrl ? '0'.repeat(64) : null, files: { count: 0 } }),
    );
    await expect(restoreBackup(env, damaged)).rejects.toThrow(serverUrl ? /damaged/ : /is missing/);
    expect(existsSync(path.join(scratch, 'other', 'files'))).toBe(false);
  });
});
