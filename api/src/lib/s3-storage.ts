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

/**
 * How long a kept connection to the bucket may sit idle before this side closes it. Node's HTTP agent honours a
 * server's `Keep-Alive: timeout=N` hint only by lowering an idle timeout it already has, and the SDK's agent has
 * none: without one it reuses a connection the bucket's server has just closed at its own idle timeout (5 s for
 * Node-based servers such as s3rver, shorter behind some proxies), and a request crossing that close is reset.
 * A streamed upload cannot be replayed, so it answered 503 with the bucket up (docs/scaling.md, "The drill").
 * Closing first, with seconds to spare for a busy event loop, leaves no such crossing.
 */
export const bucketIdleTimeoutMs = 2000;

export interface Bucket {
  client: S3Client;
  Bucket: string;
  /**
   * Makes the bucket when it does not exist yet, once; resolves at once after the first success. A failure (the
   * bucket's server away) is not kept: the next call tries again, so an instance started during an outage becomes
   * fully able when the bucket returns.
   */
  ready(): Promise<void>;
}

/** A client for the configured bucket, without asking the bucket anything yet (see Bucket.ready). */
export function openBucket(settings: S3Settings): Bucket {
  const agent = { keepAlive: true, timeout: bucketIdleTimeoutMs };
  const client = new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    // The SDK's default checksum trailers (aws-chunked uploads) are not understood by every S3-compatible server;
    // some store the framing as the file. Checksums only where the operation requires them.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    requestHandler: { httpAgent: agent, httpsAgent: agent },
    credentials:
      settings.accessKeyId && settings.secretAccessKey
        ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey }
        : undefined,
  });
  const Bucket = settings.bucket;
  let made: Promise<void> | undefined;
  const ready = () => {
    made ??= makeBucket(client, Bucket).catch((err: unknown) => {
      made = undefined;
      throw err;
    });
    return made;
  };
  return { client, Bucket, ready };
}

/** A fresh deployment may name a bucket that does not exist yet; make it rather than fail the first upload. */
async function makeBucket(client: S3Client, Bucket: string): Promise<void> {
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
}

/** A client for the configured bucket, made first when it does not exist yet: for tools that need it now. */
export async function connectS3(settings: S3Settings): Promise<{ client: S3Client; Bucket: string }> {
  const bucket = openBucket(settings);
  await bucket.ready();
  return { client: bucket.client, Bucket: bucket.Bucket };
}

/**
 * Files in one bucket, keyed `<area>/<stored name>`. The bucket stays private: public areas are still served by
 * the API under /uploads/, private ones only through the download routes, exactly as with the local folder. A
 * bucket that does not answer fails only the file operation at hand, with 503 `storageUnavailable`; the rest of the
 * site keeps serving (ARCHITECTURE §2). Nothing is asked of the bucket at start: an instance starts and serves
 * pages while it is away, and the first operation after its return makes the bucket if needed.
 */
export async function createS3Storage(settings: S3Settings): Promise<Storage> {
  const { client, Bucket, ready } = openBucket(settings);
  const keyOf = (area: StorageArea, fileName: string) => `${area}/${fileName}`;
  const send: S3Client['send'] = async (command: Parameters<S3Client['send']>[0]) => {
    try {
      await ready();
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
      await send(
        new PutObjectCommand({
          Bucket,
          Key: keyOf(area, fileName),
          Body: createReadStream(tempPath),
          ContentLength: size,
        }),
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
