import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import knexFactory, { type Knex } from 'knex';
import S3rver from 's3rver';
import { startSmtpInbox } from '../src/testing/smtp-inbox';
import { freePort, startApiProcess, type ApiProcess } from '../src/testing/api-process';

/**
 * The pieces of a deployment of two instances, on this machine, for the cluster drills (cluster.test.ts and the
 * others in this folder): HAProxy with the shipped deploy/haproxy.cfg, a Redis server and an S3 server that a test
 * can stop and start again, the SMTP inbox, a database of its own on the local PostgreSQL server, and startPair()
 * putting them together.
 */

/** Debian's HAProxy (`apt-get install haproxy`; .ci/run installs it when missing). */
export const haproxyBinary = ['/usr/sbin/haproxy', '/usr/bin/haproxy'].find((p) => existsSync(p));
/** Debian's redis-server (.ci/run installs it when missing). */
export const redisBinary = ['/usr/bin/redis-server', '/usr/local/bin/redis-server'].find((p) => existsSync(p));

/** The repository root: jest and the npm scripts run there. */
const root = process.cwd();
export const shippedHaproxyConfig = path.join(root, 'deploy', 'haproxy.cfg');

function collectOutput(child: ChildProcess): () => string {
  let printed = '';
  child.stdout?.on('data', (d: Buffer) => (printed += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (printed += d.toString()));
  return () => printed;
}

async function stopChild(child: ChildProcess, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const gone = new Promise((resolve) => child.once('exit', resolve));
  child.kill(signal);
  await gone;
}

/**
 * HAProxy running deploy/haproxy.cfg as shipped, its addresses given through the environment the file reads
 * (LISTEN, API1, API2). Resolves once a request through it reaches a ready instance.
 */
export async function startHaproxy(
  port: number,
  backends: [{ port: number }, { port: number }],
): Promise<{ url: string; stop(): Promise<void> }> {
  if (!haproxyBinary) throw new Error('HAProxy is not installed: apt-get install -y haproxy');
  const child = spawn(haproxyBinary, ['-db', '-f', shippedHaproxyConfig], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      // eslint-disable-next-line no-restricted-syntax -- HAProxy's own environment, not the API's settings
      PATH: process.env.PATH,
      LISTEN: `127.0.0.1:${port}`,
      API1: `127.0.0.1:${backends[0].port}`,
      API2: `127.0.0.1:${backends[1].port}`,
    },
  });
  const output = collectOutput(child);
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 20_000;
  for (;;) {
    try {
      if ((await fetch(`${url}/api/ready`)).status === 200) break;
    } catch {
      // not listening yet
    }
    if (child.exitCode !== null || Date.now() > deadline) throw new Error(`HAProxy did not start:\n${output()}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  return { url, stop: () => stopChild(child) };
}

export interface StoppableServer {
  /** Stops it as an outage would: open connections are cut, new ones refused. */
  stop(): Promise<void>;
  /** Starts it again on the same port, with the same data. */
  start(): Promise<void>;
  /** Stops it for good and removes its data. */
  close(): Promise<void>;
}

/** A redis-server of the test's own, on its own port (never the machine's 6379), without persistence. */
export async function startRedisServer(): Promise<StoppableServer & { url: string }> {
  if (!redisBinary) throw new Error('redis-server is not installed: apt-get install -y redis-server');
  const port = await freePort();
  const dir = mkdtempSync(path.join(os.tmpdir(), 'tercume-redis-'));
  let child: ChildProcess | undefined;
  const start = async () => {
    const started = spawn(
      redisBinary as string,
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    const output = collectOutput(started);
    const deadline = Date.now() + 10_000;
    while (!/Ready to accept connections/.test(output())) {
      if (started.exitCode !== null || Date.now() > deadline)
        throw new Error(`redis-server did not start:\n${output()}`);
      await new Promise((r) => setTimeout(r, 50));
    }
    child = started;
  };
  const stop = async () => {
    if (child) await stopChild(child, 'SIGKILL');
    child = undefined;
  };
  await start();
  return {
    url: `redis://127.0.0.1:${port}/0`,
    start,
    stop,
    async close() {
      await stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** An S3 server (s3rver, in this process) with the bucket the API uses; stopping it cuts the kept connections too. */
export async function startStoppableS3(bucket = 'tercume-files'): Promise<
  StoppableServer & {
    env: { S3_BUCKET: string; S3_ENDPOINT: string; S3_ACCESS_KEY_ID: string; S3_SECRET_ACCESS_KEY: string };
  }
> {
  const directory = mkdtempSync(path.join(os.tmpdir(), 'tercume-s3-'));
  const port = await freePort();
  let server: S3rver | undefined;
  const start = async () => {
    const fresh = new S3rver({ port, address: '127.0.0.1', silent: true, directory });
    await fresh.run();
    server = fresh;
  };
  const stop = async () => {
    const running = server;
    server = undefined;
    if (!running) return;
    const closed = running.close();
    (running as unknown as { httpServer?: { closeAllConnections(): void } }).httpServer?.closeAllConnections();
    await closed;
  };
  await start();
  return {
    // s3rver's fixed credentials
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    },
    start,
    stop,
    async close() {
      await stop();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

export interface Pair {
  /** The instances by the names HAProxy gives them (X-Backend). */
  api1: ApiProcess;
  api2: ApiProcess;
  /** HAProxy's address: where visitors' requests go. */
  url: string;
  /** The pair's own database on the local PostgreSQL server. */
  db: Knex;
  redis: Awaited<ReturnType<typeof startRedisServer>>;
  s3: Awaited<ReturnType<typeof startStoppableS3>>;
  inbox: Awaited<ReturnType<typeof startSmtpInbox>>;
  /** The environment both instances share (METRICS_TOKEN among it). */
  env: Record<string, string>;
  /** Starts the named instance again (after a kill) with its port and data folder; resolves once it is ready. */
  restart(name: 'api1' | 'api2'): Promise<ApiProcess>;
  /** Everything stopped and removed, the database dropped. */
  close(): Promise<void>;
}

/**
 * Two API instances behind the shipped HAProxy configuration, on a fresh database of the local PostgreSQL server,
 * a Redis and an S3 server of their own and the SMTP inbox. `env` is added to what both instances get.
 */
export async function startPair(env: Record<string, string> = {}): Promise<Pair> {
  // eslint-disable-next-line no-restricted-syntax -- the test run's PostgreSQL server, as the API tests are given it
  const serverUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const [inbox, s3, redis] = await Promise.all([startSmtpInbox(), startStoppableS3(), startRedisServer()]);
  const databaseName = `tercume_cluster_${Date.now()}_${randomBytes(3).toString('hex')}`;
  const server = knexFactory({ client: 'pg', connection: serverUrl, pool: { min: 0, max: 1 } });
  await server.raw(`create database ${databaseName}`);
  await server.destroy();
  const url = new URL(serverUrl);
  url.pathname = `/${databaseName}`;
  const db = knexFactory({ client: 'pg', connection: url.toString(), pool: { min: 0, max: 2 } });

  const [port1, port2, portLb] = [await freePort(), await freePort(), await freePort()];
  const shared: Record<string, string> = {
    DATABASE_URL: url.toString(),
    REDIS_URL: redis.url,
    SMTP_URL: inbox.url,
    JWT_SECRET: randomBytes(32).toString('hex'),
    // one key for the files at rest: a file one instance stored is opened by the other (config/files-key.ts)
    FILES_KEY: randomBytes(32).toString('base64'),
    METRICS_TOKEN: randomBytes(16).toString('hex'),
    PUBLIC_URL: `http://127.0.0.1:${portLb}`,
    DRAIN_SECONDS: '0',
    ...s3.env,
    ...env,
  };
  const dataDirs = [
    mkdtempSync(path.join(os.tmpdir(), 'tercume-api1-')),
    mkdtempSync(path.join(os.tmpdir(), 'tercume-api2-')),
  ];
  const own = {
    api1: { PORT: String(port1), DATA_DIR: dataDirs[0] as string },
    api2: { PORT: String(port2), DATA_DIR: dataDirs[1] as string },
  };
  // Started together on an empty database: the start-up lock makes them migrate one after the other.
  const [api1, api2] = await Promise.all([
    startApiProcess({ ...shared, ...own.api1 }),
    startApiProcess({ ...shared, ...own.api2 }),
  ]);
  const lb = await startHaproxy(portLb, [{ port: port1 }, { port: port2 }]).catch(async (err: unknown) => {
    // nothing is left running for jest to wait on: the instances, the servers, the database
    for (const instance of [api1, api2]) await stopChild(instance.child, 'SIGKILL');
    await db.destroy();
    const admin = knexFactory({ client: 'pg', connection: serverUrl, pool: { min: 0, max: 1 } });
    await admin.raw(`drop database if exists ${databaseName} with (force)`);
    await admin.destroy();
    await Promise.all([inbox.stop(), s3.close(), redis.close()]);
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
    throw err;
  });
  const pair: Pair = {
    api1,
    api2,
    url: lb.url,
    db,
    redis,
    s3,
    inbox,
    env: shared,
    async restart(name) {
      pair[name] = await startApiProcess({ ...shared, ...own[name] });
      return pair[name];
    },
    async close() {
      // eslint-disable-next-line no-restricted-syntax -- where an operator wants the instances' logs kept
      const keepLogsIn = process.env.CLUSTER_OUTPUT_DIR;
      if (keepLogsIn) {
        writeFileSync(path.join(keepLogsIn, 'api1.log'), pair.api1.output());
        writeFileSync(path.join(keepLogsIn, 'api2.log'), pair.api2.output());
      }
      await lb.stop();
      for (const instance of [pair.api1, pair.api2]) await stopChild(instance.child);
      await db.destroy();
      const admin = knexFactory({ client: 'pg', connection: serverUrl, pool: { min: 0, max: 1 } });
      await admin.raw(`drop database if exists ${databaseName} with (force)`);
      await admin.destroy();
      await Promise.all([inbox.stop(), s3.close(), redis.close()]);
      for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
    },
  };
  return pair;
}
