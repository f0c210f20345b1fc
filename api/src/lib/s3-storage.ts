import { createReadStream } from 'node:fs';
import { rm, stat } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import {
  CreateBucketCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { StorageUnavailableError } from '../errors/app-error';
import { isSafeStoredName, newStoredName, type Storage, type StorageArea } from './storage';

export interface S3Settings {
  bucket: string;
  /** An S3-compatible server (MinIO, Ceph, R2, …); unset: AWS itself. */
  endpoint?: string;
  region: string;
  /** Unset: the SDK's usual sources (AWS_ACCESS_KEY_ID, instance roles, …). */
  accessKeyId?: string;
  secretAccessKey?: string;
  /** bucket.host/key or host/bucket/key; most self-hosted servers want the path style. */
  forcePathStyle: boolean;
}

/** A missing key reads as "no such file", like a missing file on disk; any other failure is a real error. */
export function isMissing(err: unknown): boolean {
  const e = err as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e.name === 'NoSuchKey' || e.name === 'NotFound' || e.$metadata?.httpStatusCode === 404;
}

/** A client for the configured bucket, which is made first when it does not exist yet. */
export async function connectS3(settings: S3Settings): Promise<{ client: S3Client; Bucket: string }> {
  const client = new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    // The SDK's default checksum trailers (aws-chunked uploads) are not understood by every S3-compatible server;
    // some store the framing as the file. Checksums only where the operation requires them.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    credentials:
      settings.accessKeyId && settings.secretAccessKey
        ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey }
        : undefined,
  });
  const Bucket = settings.bucket;

  // A fresh deployment may name a bucket that does not exist yet; make it rather than fail the first upload.
  try {
    await client.send(new HeadBucketCommand({ Bucket }));
  } catch (err) {
    if (!isMissing(err)) throw err;
    try {
      await client.send(new CreateBucketCommand({ Bucket }));
    } catch (createErr) {
      // Instances started together race to make it: whichever lost finds it there, and it is ours if we can read it.
      await client.send(new HeadBucketCommand({ Bucket })).catch(() => Promise.reject(createErr));
    }
  }
  return { client, Bucket };
}

/**
 * Files in one bucket, keyed `<area>/<stored name>`. The bucket stays private: public areas are still served by
 * the API under /uploads/, private ones only through the download routes, exactly as with the local folder. A
 * bucket that does not answer fails only the file operation at hand, with 503 `storageUnavailable`; the rest of the
 * site keeps serving (ARCHITECTURE §2).
 */
export async function createS3Storage(settings: S3Settings): Promise<Storage> {
  const { client, Bucket } = await connectS3(settings);
  const keyOf = (area: StorageArea, fileName: string) => `${area}/${fileName}`;
  const send: S3Client['send'] = async (command: Parameters<S3Client['send']>[0]) => {
    try {
      return await client.send(command);
    } catch (err) {
      throw isMissing(err) ? err : new StorageUnavailableError(err);
    }
  };

  return {
    async ping() {
      await send(new HeadBucketCommand({ Bucket }));
    },
    async put(area, tempPath, originalName) {
      const fileName = newStoredName(originalName);
      const { size } = await stat(tempPath);
      const putOnce = () =>
        send(
          new PutObjectCommand({
            Bucket,
            Key: keyOf(area, fileName),
            Body: createReadStream(tempPath),
            ContentLength: size,
          }),
        );
      // The SDK cannot retry a streamed body itself: a kept connection the bucket's server closed as the upload
      // began fails it once, so it is sent again once on a fresh stream.
      await putOnce().catch((err: unknown) =>
        err instanceof StorageUnavailableError ? putOnce() : Promise.reject(err),
      );
      await rm(tempPath, { force: true });
      return fileName;
    },
    async open(area, fileName) {
      if (!isSafeStoredName(fileName)) return null;
      try {
        const object = await send(new GetObjectCommand({ Bucket, Key: keyOf(area, fileName) }));
        return { stream: object.Body as Readable, size: object.ContentLength ?? 0 };
      } catch (err) {
        if (isMissing(err)) return null;
        throw err;
      }
    },
    async remove(area, fileName) {
      if (!isSafeStoredName(fileName)) return;
      await send(new DeleteObjectCommand({ Bucket, Key: keyOf(area, fileName) }));
    },
  };
}
