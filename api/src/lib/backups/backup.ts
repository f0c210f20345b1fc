import { createHash } from 'node:crypto';
import { createReadStream, existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Env } from '../../config/env';
import { databaseDumpName, dumpDatabase, restoreDatabase } from './database-backup';
import { backupFiles, restoreFiles, type FilesCopied } from './file-backup';

/** manifest.json of a backup folder, written last: a folder without it is an unfinished backup. */
export interface BackupManifest {
  createdAt: string;
  database: 'postgresql' | 'embedded';
  /** sha256 of database.dump, checked before a restore touches anything. */
  databaseSha256: string | null;
  files: FilesCopied;
}

const manifestName = 'manifest.json';

function sha256Of(file: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const hash = createHash('sha256');
    createReadStream(file)
      .on('data', (chunk) => hash.update(chunk))
      .on('end', () => resolve(hash.digest('hex')))
      .on('error', reject);
  });
}

const filesKeyName = 'files-key';

/**
 * The stored files are encrypted (lib/file-encryption.ts). A key generated into DATA_DIR goes into the backup, or
 * the restored files could not be read; a key given as FILES_KEY stays out of it, so a stolen backup's files reveal
 * nothing, and the operator keeps that key apart.
 */
async function backupGeneratedFilesKey(env: Env, into: string): Promise<void> {
  if (env.FILES_KEY_GENERATED) await writeFile(path.join(into, filesKeyName), env.FILES_KEY, { mode: 0o600 });
}

async function restoreGeneratedFilesKey(env: Env, from: string): Promise<void> {
  const saved = path.join(from, filesKeyName);
  if (!env.FILES_KEY_GENERATED || !existsSync(saved)) return;
  await mkdir(env.DATA_DIR, { recursive: true });
  await writeFile(path.join(env.DATA_DIR, filesKeyName), await readFile(saved, 'utf8'), { mode: 0o600 });
}

/** A backup of the database and every stored file into the folder `into` (created; must not hold a backup). */
export async function createBackup(env: Env, into: string): Promise<BackupManifest> {
  if (existsSync(path.join(into, manifestName))) throw new Error(`${into} already holds a backup`);
  await mkdir(into, { recursive: true });
  const database = await dumpDatabase(env, into);
  const dump = path.join(into, databaseDumpName);
  const manifest: BackupManifest = {
    createdAt: new Date().toISOString(),
    database,
    databaseSha256: database === 'postgresql' ? await sha256Of(dump) : null,
    files: await backupFiles(env, into),
  };
  await backupGeneratedFilesKey(env, into);
  await writeFile(path.join(into, manifestName), JSON.stringify(manifest, null, 2));
  return manifest;
}

/**
 * Puts a backup back: the database first (replaced, in one transaction), then the files. Refuses an unfinished
 * backup, one of the other kind of database, and a dump whose checksum changed.
 */
export async function restoreBackup(env: Env, from: string): Promise<BackupManifest> {
  const manifestFile = path.join(from, manifestName);
  if (!existsSync(manifestFile)) throw new Error(`${from} holds no finished backup (no ${manifestName})`);
  const manifest = JSON.parse(await readFile(manifestFile, 'utf8')) as BackupManifest;
  const here = env.DATABASE_URL ? 'postgresql' : 'embedded';
  if (manifest.database !== here) {
    throw new Error(`the backup is of the ${manifest.database} database, this configuration uses the ${here} one`);
  }
  if (manifest.databaseSha256 && (await sha256Of(path.join(from, databaseDumpName))) !== manifest.databaseSha256) {
    throw new Error(`${databaseDumpName} does not match its checksum in ${manifestName}: the backup is damaged`);
  }
  await restoreDatabase(env, from);
  await restoreFiles(env, from);
  await restoreGeneratedFilesKey(env, from);
  return manifest;
}
