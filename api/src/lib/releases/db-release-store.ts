import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { Knex } from 'knex';
import { LRUCache } from 'lru-cache';
import type { ModelObject } from 'objection';
import { isUniqueViolation } from '../../db/db-errors';
import type { RemoteReleaseBuild, RemoteReleaseFile } from '../../db/models/site';
import {
  describeBuild,
  infoOf,
  isSafeReleasePath,
  matchesRecord,
  newestFirst,
  newRecord,
  ReleaseExistsError,
  releaseVersionPattern,
  type ReleaseInfo,
  type ReleaseStore,
} from './release-store';

type BuildRow = ModelObject<RemoteReleaseBuild>;
type FileRow = ModelObject<RemoteReleaseFile>;

const toInfo = (row: BuildRow): ReleaseInfo => ({
  version: row.version,
  createdAt: new Date(row.created_at).toISOString(),
  commit: row.commit,
  contentHash: row.content_hash,
});

/**
 * Releases in PostgreSQL (remote_release_files, remote_release_builds), for several instances on one database
 * without a bucket: a release written from any host is served by all. A release never changes, so the files an
 * instance served stay in a small memory cache instead of being read from the database again.
 */
export function createDbReleaseStore(db: Knex): ReleaseStore {
  const served = new LRUCache<string, Buffer>({ maxSize: 32 * 1024 * 1024, sizeCalculation: (b) => b.length || 1 });
  const build = (remote: string, version: string) =>
    db<BuildRow>('remote_release_builds').where({ remote, version }).first();

  async function readFileOf(remote: string, version: string, file: string): Promise<Buffer | null> {
    const row = await db('remote_release_files')
      .join('remote_release_builds', function joinBuild() {
        this.on('remote_release_builds.remote', 'remote_release_files.remote').andOn(
          'remote_release_builds.version',
          'remote_release_files.version',
        );
      })
      .where({ 'remote_release_files.remote': remote, 'remote_release_files.version': version, path: file })
      .first<Pick<FileRow, 'content'> | undefined>('remote_release_files.content');
    return row ? Buffer.from(row.content) : null;
  }

  return {
    async versions(remote) {
      const rows = await db<BuildRow>('remote_release_builds').where({ remote });
      return rows.map(toInfo).sort(newestFirst);
    },
    async has(remote, version) {
      return releaseVersionPattern.test(version) && (await build(remote, version)) !== undefined;
    },
    async write(remote, version, dir, commit) {
      if (await build(remote, version)) throw new ReleaseExistsError(remote, version);
      const files = await describeBuild(dir);
      const record = newRecord(version, commit, files);
      try {
        await db.transaction(async (trx) => {
          for (const file of files) {
            const content = await readFile(path.join(dir, file.path));
            await trx('remote_release_files').insert({ remote, version, ...file, content });
          }
          await trx('remote_release_builds').insert({
            remote,
            version,
            commit,
            content_hash: record.contentHash,
            created_at: record.createdAt,
          });
        });
      } catch (err) {
        if (isUniqueViolation(err)) throw new ReleaseExistsError(remote, version);
        throw err;
      }
      return infoOf(record);
    },
    async open(remote, version, file) {
      if (!isSafeReleasePath(version, file)) return null;
      const key = `${remote}/${version}/${file}`;
      const content = served.get(key) ?? (await readFileOf(remote, version, file));
      if (!content) return null;
      served.set(key, content);
      return { stream: Readable.from([content]), size: content.length };
    },
    async verify(remote, version) {
      const row = await build(remote, version);
      if (!row) return false;
      const files = await db('remote_release_files')
        .where({ remote, version })
        .select<Pick<FileRow, 'path' | 'size' | 'sha256'>[]>('path', 'size', 'sha256');
      return matchesRecord({ ...toInfo(row), files }, (file) => readFileOf(remote, version, file));
    },
  };
}
