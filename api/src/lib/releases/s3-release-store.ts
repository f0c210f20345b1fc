import { createReadStream } from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { GetObjectCommand, HeadObjectCommand, ListObjectsV2Command, PutObjectCommand } from '@aws-sdk/client-s3';
import { StorageUnavailableError } from '../../errors/app-error';
import { isMissing, openBucket, type S3Settings } from '../s3-storage';
import {
  describeBuild,
  infoOf,
  isSafeReleasePath,
  matchesRecord,
  newestFirst,
  newRecord,
  RELEASE_INFO,
  ReleaseExistsError,
  releaseVersionPattern,
  streamToBuffer,
  type ReleaseInfo,
  type ReleaseRecord,
  type ReleaseStore,
} from './release-store';

/**
 * Releases in the files' bucket under `releases/<remote>/<version>/`, shared by every instance. Nothing is asked of
 * the bucket at start (an instance starts while it is away); a release file asked for meanwhile answers 503
 * `storageUnavailable`, like any file route.
 */
export async function createS3ReleaseStore(settings: S3Settings): Promise<ReleaseStore> {
  // Each operation first makes sure the bucket exists (asked once; again after a failure).
  const { client, Bucket, ready } = openBucket(settings);
  const key = (remote: string, version: string, file: string) => `releases/${remote}/${version}/${file}`;

  async function readRecord(remote: string, version: string): Promise<ReleaseRecord | null> {
    await ready();
    try {
      const object = await client.send(new GetObjectCommand({ Bucket, Key: key(remote, version, RELEASE_INFO) }));
      return JSON.parse(await (object.Body as { transformToString(): Promise<string> }).transformToString());
    } catch (err) {
      if (isMissing(err)) return null;
      throw err;
    }
  }

  async function has(remote: string, version: string): Promise<boolean> {
    if (!releaseVersionPattern.test(version)) return false;
    await ready();
    try {
      await client.send(new HeadObjectCommand({ Bucket, Key: key(remote, version, RELEASE_INFO) }));
      return true;
    } catch (err) {
      if (isMissing(err)) return false;
      throw err;
    }
  }

  async function open(remote: string, version: string, file: string) {
    if (!isSafeReleasePath(version, file)) return null;
    try {
      await ready();
      const object = await client.send(new GetObjectCommand({ Bucket, Key: key(remote, version, file) }));
      return { stream: object.Body as Readable, size: object.ContentLength ?? 0 };
    } catch (err) {
      if (isMissing(err)) return null;
      throw new StorageUnavailableError(err);
    }
  }

  return {
    async versions(remote) {
      const infos: ReleaseInfo[] = [];
      let token: string | undefined;
      await ready();
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket, Prefix: `releases/${remote}/`, Delimiter: '/', ContinuationToken: token }),
        );
        for (const prefix of page.CommonPrefixes ?? []) {
          const version = prefix.Prefix?.split('/')[2] ?? '';
          if (!releaseVersionPattern.test(version)) continue;
          const record = await readRecord(remote, version);
          if (record) infos.push(infoOf(record));
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
      return infos.sort(newestFirst);
    },
    has,
    async write(remote, version, dir, commit) {
      // A bucket has no rename: release.json goes last and marks the release complete; an existing one refuses.
      if (await has(remote, version)) throw new ReleaseExistsError(remote, version);
      const files = await describeBuild(dir);
      for (const file of files) {
        await client.send(
          new PutObjectCommand({
            Bucket,
            Key: key(remote, version, file.path),
            Body: createReadStream(path.join(dir, file.path)),
            ContentLength: file.size,
          }),
        );
      }
      const record = newRecord(version, commit, files);
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: key(remote, version, RELEASE_INFO),
          Body: JSON.stringify(record, null, 2),
          ContentType: 'application/json',
        }),
      );
      return infoOf(record);
    },
    open,
    async verify(remote, version) {
      if (!releaseVersionPattern.test(version)) return false;
      const record = await readRecord(remote, version);
      if (!record) return false;
      return matchesRecord(record, async (file) => {
        const found = await open(remote, version, file);
        return found ? streamToBuffer(found.stream) : null;
      });
    },
  };
}
