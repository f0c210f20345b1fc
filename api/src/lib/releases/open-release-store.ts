import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Knex } from 'knex';
import type { Logger } from 'pino';
import { releasableRemotes } from 'shared-ui/contracts';
import type { Env } from '../../config/env';
import { s3SettingsFromEnv } from '../s3-settings';
import { createDbReleaseStore } from './db-release-store';
import { createLocalReleaseStore } from './local-release-store';
import type { ReleaseStore } from './release-store';

/**
 * Where every instance reads the same releases: the bucket when S3_BUCKET is set (its SDK is loaded only then),
 * else the PostgreSQL server of DATABASE_URL; DATA_DIR/releases only with the embedded database, which a single
 * instance alone can open.
 */
export async function openReleaseStore(env: Env, db?: Knex, logger?: Logger): Promise<ReleaseStore> {
  const s3 = s3SettingsFromEnv(env);
  if (s3) {
    const { createS3ReleaseStore } = await import('./s3-release-store');
    return createS3ReleaseStore(s3);
  }
  const folder = path.join(env.DATA_DIR, 'releases');
  if (!env.DATABASE_URL) return createLocalReleaseStore(folder);
  if (!db) throw new Error('the release store of DATABASE_URL needs its connection');
  const store = createDbReleaseStore(db);
  await importFolderReleases(folder, store, logger);
  return store;
}

/**
 * Releases an instance kept in DATA_DIR/releases before they moved to the database are copied there once (a
 * version already in the database is left alone), so a version the admin chose stays servable by every instance.
 */
async function importFolderReleases(folder: string, store: ReleaseStore, logger?: Logger): Promise<void> {
  if (!existsSync(folder)) return;
  const local = createLocalReleaseStore(folder);
  for (const remote of releasableRemotes) {
    for (const { version, commit } of await local.versions(remote)) {
      if (await store.has(remote, version)) continue;
      try {
        await store.write(remote, version, path.join(folder, remote, version), commit);
        logger?.info({ remote, version }, 'release moved from DATA_DIR/releases to the database');
      } catch (err) {
        logger?.warn({ err, remote, version }, 'release in DATA_DIR/releases not moved to the database');
      }
    }
  }
}
