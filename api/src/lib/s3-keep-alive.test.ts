import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { Socket } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { bucketIdleTimeoutMs, createS3Storage } from './s3-storage';

/**
 * A bucket's server closes a kept connection once it has been idle for its keep-alive timeout, and says so in
 * `Keep-Alive: timeout=N`. A request the client sends on that connection as the server closes it is reset: this
 * server models the crossing by resetting any request that arrives on a connection idle for longer than it
 * announced (a server that closed it would have; on a busy machine the client learns of the close too late).
 */
const announcedSeconds = 4;

interface Bucket {
  url: string;
  server: Server;
  /** Requests answered, and requests reset because they came on a connection the server counts as closed. */
  answered: number;
  reset: number;
  /** Answer the next PUT only after this many ms (0: at once). */
  slowPutMs: number;
}

async function startBucket(): Promise<Bucket> {
  const idleSince = new WeakMap<Socket, number>();
  const bucket = { url: '', answered: 0, reset: 0, slowPutMs: 0 } as Bucket;
  bucket.server = createServer((req, res) => {
    const since = idleSince.get(req.socket);
    if (since !== undefined && Date.now() - since > announcedSeconds * 1000) {
      bucket.reset += 1;
      req.socket.resetAndDestroy();
      return;
    }
    req.resume();
    req.on('end', () => {
      const delay = req.method === 'PUT' ? bucket.slowPutMs : 0;
      setTimeout(() => {
        res.setHeader('Keep-Alive', `timeout=${announcedSeconds}`);
        res.setHeader('ETag', '"0"');
        res.end();
        res.on('finish', () => idleSince.set(req.socket, Date.now()));
        bucket.answered += 1;
      }, delay);
    });
  });
  // The server itself never closes: the test decides what a closed connection looks like.
  bucket.server.keepAliveTimeout = 60_000;
  await new Promise<void>((resolve) => bucket.server.listen(0, '127.0.0.1', resolve));
  bucket.url = `http://127.0.0.1:${(bucket.server.address() as { port: number }).port}`;
  return bucket;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let bucket: Bucket;
let dir: string;
beforeAll(async () => {
  bucket = await startBucket();
  dir = mkdtempSync(path.join(os.tmpdir(), 's3-keep-alive-'));
});
afterAll(async () => {
  bucket.server.closeAllConnections();
  await new Promise((resolve) => bucket.server.close(resolve));
  rmSync(dir, { recursive: true, force: true });
});

function tempFile(name: string): string {
  const file = path.join(dir, name);
  writeFileSync(file, Buffer.alloc(64 * 1024, 1));
  return file;
}

describe('kept connections to the bucket', () => {
  it('are closed by this side before the bucket’s server closes them: an upload after a pause is never reset', async () => {
    expect(bucketIdleTimeoutMs).toBeLessThan(announcedSeconds * 1000);
    const storage = await createS3Storage({
      bucket: 'tercume-files',
      endpoint: bucket.url,
      region: 'us-east-1',
      accessKeyId: 'key',
      secretAccessKey: 'secret',
      forcePathStyle: true,
    });
    await storage.put('documents', tempFile('first.pdf'), 'first.pdf');
    // idle past what the server announced: a reused connection would be reset, and a streamed body is not replayed
    await sleep(announcedSeconds * 1000 + 300);
    await storage.put('documents', tempFile('second.pdf'), 'second.pdf');
    expect(bucket.reset).toBe(0);

    // The idle timeout concerns idle connections only: an upload the server takes longer to answer still completes.
    bucket.slowPutMs = bucketIdleTimeoutMs + 1000;
    await storage.put('documents', tempFile('slow.pdf'), 'slow.pdf');
    expect(bucket.reset).toBe(0);
  }, 20_000);
});
