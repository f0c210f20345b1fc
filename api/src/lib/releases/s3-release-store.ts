import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { GetObjectCommand, HeadObjectCommand, ListObjectsV2Command, PutObjectCommand } from '@aws-sdk/client-s3';
import { connectS3, isMissing, type S3Settings } from '../s3-storage';
import {
  filesUnder,
  isSafeReleasePath,
  newestFirst,
  RELEASE_INFO,
  ReleaseExistsError,
  releaseVersionPattern,
  type ReleaseInfo,
  type ReleaseStore,
} from './release-store';

/** Releases in the files' bucket under `releases/<remote>/<version>/`, shared by every instance. */
export async function createS3ReleaseStore(settings: S3Settings): Promise<ReleaseStore> {
  const { client, Bucket } = await connectS3(settings);
  const key = (remote: string, version: string, file: string) => `releases/${remote}/${version}/${file}`;

  async function readInfo(remote: string, version: string): Promise<ReleaseInfo | null> {
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
    try {
      await client.send(new HeadObjectCommand({ Bucket, Key: key(remote, version, RELEASE_INFO) }));
      return true;
    } catch (err) {
      if (isMissing(err)) return false;
      throw err;
    }
  }

  return {
    async versions(remote) {
      const infos: ReleaseInfo[] = [];
      let token: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket, Prefix: `releases/${remote}/`, Delimiter: '/', ContinuationToken: token }),
        );
        for (const prefix of page.CommonPrefixes ?? []) {
          const version = prefix.Prefix?.split('/')[2] ?? '';
          if (!releaseVersionPattern.test(version)) continue;
          const info = await readInfo(remote, version);
          if (info) infos.push(info);
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
      return infos.sort(newestFirst);
    },
    has,
    async write(remote, version, dir, commit) {
      // A bucket has no rename: release.json goes last and marks the release complete; an existing one refuses.
      if (await has(remote, version)) throw new ReleaseExistsError(remote, version);
      for (const file of await filesUnder(dir)) {
        const full = path.join(dir, file);
        await client.send(
          new PutObjectCommand({
            Bucket,
            Key: key(remote, version, file),
            Body: createReadStream(full),
            ContentLength: (await stat(full)).size,
          }),
        );
      }
      const info: ReleaseInfo = { version, createdAt: new Date().toISOString(), commit };
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: key(remote, version, RELEASE_INFO),
          Body: JSON.stringify(info, null, 2),
          ContentType: 'application/json',
        }),
      );
      return info;
    },
    async open(remote, version, file) {
      if (!isSafeReleasePath(version, file)) return null;
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: key(remote, version, file) }));
        return { stream: object.Body as Readable, size: object.ContentLength ?? 0 };
      } catch (err) {
        if (isMissing(err)) return null;
        throw err;
      }
    },
  };
}
