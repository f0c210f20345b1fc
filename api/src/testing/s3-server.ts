import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { S3Settings } from '../lib/s3-storage';

export interface S3TestServer {
  endpoint: string;
  /** The S3_* variables that point the API at this server. */
  env: { S3_BUCKET: string; S3_ENDPOINT: string; S3_ACCESS_KEY_ID: string; S3_SECRET_ACCESS_KEY: string };
  /** The same, as the storage modules take them (`createS3Storage`, `connectS3`). */
  settings: S3Settings;
  /** Where the server keeps the objects: a test can check that nothing landed on the API's own disk instead. */
  directory: string;
  stop(): Promise<void>;
}

/** An S3-compatible server (s3rver) on a free local port, like the in-process SMTP server the mail tests use. */
export async function startS3Server(bucket = 'tercume-files'): Promise<S3TestServer> {
  const directory = mkdtempSync(path.join(os.tmpdir(), 'tercume-s3-'));
  const server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  // s3rver's fixed credentials
  const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
  return {
    endpoint,
    directory,
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_ACCESS_KEY_ID: credentials.accessKeyId,
      S3_SECRET_ACCESS_KEY: credentials.secretAccessKey,
    },
    settings: { bucket, endpoint, region: 'us-east-1', ...credentials, forcePathStyle: true },
    async stop() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
