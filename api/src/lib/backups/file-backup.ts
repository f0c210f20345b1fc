import { existsSync } from 'node:fs';
import { copyFile, mkdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { GetObjectCommand, ListObjectsV2Command, PutObjectCommand } from '@aws-sdk/client-s3';
import type { Env } from '../../config/env';
import { filesUnder, streamToBuffer } from '../releases/release-store';
import { s3SettingsFromEnv } from '../s3-settings';
import { connectS3 } from '../s3-storage';

/** The files part of a backup: every object of the bucket, or every file under DATA_DIR/files, kept by key. */
export const filesFolderName = 'files';

export interface FilesCopied {
  source: 'bucket' | 'folder';
  count: number;
  bytes: number;
}

/** Copies every stored file (documents, outputs, previews, avatars; the bucket's releases too) into `into/files`. */
export async function backupFiles(env: Env, into: string): Promise<FilesCopied> {
  const target = path.join(into, filesFolderName);
  await mkdir(target, { recursive: true });
  const s3 = s3SettingsFromEnv(env);
  let count = 0;
  let bytes = 0;
  if (s3) {
    const { client, Bucket } = await connectS3(s3);
    let token: string | undefined;
    do {
      const page = await client.send(new ListObjectsV2Command({ Bucket, ContinuationToken: token }));
      for (const { Key } of page.Contents ?? []) {
        if (!Key || Key.split('/').some((part) => part === '..' || part === '')) continue;
        const object = await client.send(new GetObjectCommand({ Bucket, Key }));
        const content = await streamToBuffer(object.Body as Readable);
        await mkdir(path.dirname(path.join(target, Key)), { recursive: true });
        await writeFile(path.join(target, Key), content);
        count += 1;
        bytes += content.length;
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    return { source: 'bucket', count, bytes };
  }
  const root = path.join(env.DATA_DIR, 'files');
  if (!existsSync(root)) return { source: 'folder', count, bytes };
  // filesUnder refuses a symbolic link: a backup holds the files themselves, never what a link points at.
  for (const file of await filesUnder(root)) {
    await mkdir(path.dirname(path.join(target, file)), { recursive: true });
    await copyFile(path.join(root, file), path.join(target, file));
    count += 1;
    bytes += (await stat(path.join(target, file))).size;
  }
  return { source: 'folder', count, bytes };
}

/** Writes every file of `from/files` back to the bucket or DATA_DIR/files (a file of the same key is replaced). */
export async function restoreFiles(env: Env, from: string): Promise<number> {
  const source = path.join(from, filesFolderName);
  if (!existsSync(source)) return 0;
  const files = await filesUnder(source);
  const s3 = s3SettingsFromEnv(env);
  if (s3) {
    const { client, Bucket } = await connectS3(s3);
    for (const Key of files) {
      await client.send(new PutObjectCommand({ Bucket, Key, Body: await readFile(path.join(source, Key)) }));
    }
    return files.length;
  }
  const root = path.join(env.DATA_DIR, 'files');
  for (const file of files) {
    await mkdir(path.dirname(path.join(root, file)), { recursive: true });
    await copyFile(path.join(source, file), path.join(root, file));
  }
  return files.length;
}
