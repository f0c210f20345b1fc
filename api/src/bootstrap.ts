import { readFileSync } from 'node:fs';
import type { Server } from 'node:http';
import path from 'node:path';
import { Redis } from 'ioredis';
import pino, { type Logger } from 'pino';
import type { Env } from './config/env';
import { createApp } from './app';
import { connectApart, connectDb } from './db/connect';
import { migrateToLatest } from './db/migrate';
import { seedReferenceData } from './db/seed';
import { ensureAdmin, type AdminBootstrap } from './db/admin-account';
import type { AppDeps, Limiters } from './deps';
import { ContentCache } from './modules/content/cache/content-cache';
import { InFlightRequests } from './lib/in-flight';
import { createMailer } from './lib/mailer';
import { SessionTokens } from './lib/tokens';
import { createLocalStorage, type Storage } from './lib/storage';
import { s3SettingsFromEnv } from './lib/s3-settings';
import { encryptedAtRest } from './lib/encrypted-storage';
import { filesKeyring } from './config/files-key';
import { openReleaseStore } from './lib/releases/open-release-store';
import { closePasswordPool } from './lib/passwords';
import { SignedLinks } from './lib/signed-links';
import { createLimiter } from './middleware/rate-limit';
import { withStartupLock } from './db/startup-lock';
import { TaskQueue } from './lib/tasks/task-queue';
import { coreTasks } from './lib/tasks/task-definitions';
import { jobAlertTasks } from './modules/job-alerts/job-alerts';
import { jobPreviewTasks, queueMissingPreviews } from './modules/job-previews/job-previews';
import { deadlineReminderTask } from './modules/jobs/deadline-reminders';
import { fileRetentionTask } from './modules/file-retention/job-retention';
import { readSiteSettings } from './modules/site-settings/site-settings';
import { dataExportTasks } from './modules/privacy/data-exports';
import { Readiness, type DependencyProbe } from './lib/readiness';
import { databaseProbe } from './lib/database-probe';
import { Metrics } from './lib/metrics';
import { timedMailer, timedStorage } from './lib/timed-dependencies';
import { SessionStore } from './lib/sessions/session-store';
import { KeptListPages } from './modules/jobs/kept-list-pages';
import { listenToChannels } from './db/notifications';
import { JobTotals } from './modules/jobs/job-counts';
import { JobCountFolding } from './modules/jobs/job-count-folding';
import { PageBoundaries } from './modules/jobs/job-page-boundaries';
import { KeptSiteSettings } from './modules/site-settings/kept-site-settings';
import { LineMaker } from './modules/jobs/line-maker';
import { adminLines } from './modules/admin-jobs/admin-list';
import { customerLines } from './modules/customer-jobs/customer-jobs';
import { openLines } from './modules/translator-jobs/translator-lists';

export interface Running {
  server: Server;
  deps: AppDeps;
  url: string;
  admin: AdminBootstrap;
  /** The background maker of the job lists' lines: on a task worker instance only. */
  lineMaker?: LineMaker;
  /** Stops taking connections, lets running requests and tasks finish, closes the database. */
  stop(): Promise<void>;
}

/** DATA_DIR/files, or the S3 bucket when S3_BUCKET is set (its SDK is loaded only then). */
async function createStorage(env: Env): Promise<Storage> {
  const s3 = s3SettingsFromEnv(env);
  if (!s3) return createLocalStorage(path.join(env.DATA_DIR, 'files'));
  const { createS3Storage } = await import('./lib/s3-storage');
  return createS3Storage(s3);
}

/** The store, its private areas encrypted at rest with FILES_KEY (lib/encrypted-storage.ts). */
async function createEncryptedStorage(env: Env): Promise<Storage> {
  return encryptedAtRest(await createStorage(env), filesKeyring(env));
}

/**
 * The readiness monitor's pace (lib/readiness.ts): a probe of each dependency every second, each allowed 2 s, and
 * 10 s of failed database probes before /api/ready turns 503 — longer than any stall of a busy instance measured
 * here, far shorter than an outage worth routing around. docs/scaling.md explains the figures with HAProxy's.
 */
export const readinessTimings = { intervalMs: 1000, timeoutMs: 2000, unreadyAfterMs: 10_000 };

/**
 * Idle keep-alive connections are closed by the balancer, never by the server under it: a connection the server
 * closes just as the balancer sends a request on it resets that request. HAProxy drops idle server connections
 * after 5 s (`pool-purge-delay`), nginx after 60 s (`keepalive_timeout` in deploy/nginx.conf); the server waits 65 s.
 * The headers timeout must exceed the keep-alive one (Node's rule).
 */
export const serverTimeouts = { keepAliveMs: 65_000, headersMs: 66_000 };

/** The version in the root package.json, for the build-info metric. */
function buildVersion(webRoot: string): string {
  try {
    return String(JSON.parse(readFileSync(path.join(webRoot, 'package.json'), 'utf8')).version ?? 'unknown');
  } catch {
    return 'unknown';
  }
}

/** Connects, migrates, seeds, makes the admin and listens: what `npm start` and the browser tests share. */
export async function startServer(
  env: Env,
  logger: Logger = pino({ level: env.LOG_LEVEL }),
  embeddedDir: string = path.join(env.DATA_DIR, 'pg'),
): Promise<Running> {
  const db = connectDb({
    databaseUrl: env.DATABASE_URL,
    connections: env.DATABASE_POOL_SIZE,
    embeddedDir,
    onPoolError: (err) => logger.warn({ err }, 'database connection lost'),
    onWarning: (message) => logger.warn({ knex: message }, 'database warning'),
  });
  // Instances starting together migrate and seed one after the other (db/startup-lock.ts).
  const admin = await withStartupLock(db, async () => {
    await migrateToLatest(db);
    await seedReferenceData(db);
    return ensureAdmin(db, env.ADMIN_EMAIL, env.ADMIN_PASSWORD, { reset: env.ADMIN_PASSWORD_RESET === 'true' });
  });
  const metrics = new Metrics();
  // Commands fail at once while Redis is away (no offline queue) or after 5 s when it hangs: the rate limits then
  // count in memory (middleware/rate-limit.ts). Not sooner: a busy event loop reads a quick answer late, and a
  // limit counted in memory by mistake is a limit no longer shared. Connection errors are logged by the monitor.
  const redis = env.REDIS_URL
    ? new Redis(env.REDIS_URL, { enableOfflineQueue: false, commandTimeout: 5000, maxRetriesPerRequest: 1 })
    : undefined;
  redis?.on('error', () => undefined);
  const storage = timedStorage(await createEncryptedStorage(env), metrics, env.S3_BUCKET ? 'bucket' : 'disk');
  const releases = await openReleaseStore(env, db, logger);
  const mailer = timedMailer(
    createMailer({
      smtpUrl: env.SMTP_URL,
      from: env.MAIL_FROM,
      outboxDir: path.join(env.DATA_DIR, 'mail'),
      logger,
      logLinks: env.NODE_ENV !== 'production',
    }),
    metrics,
    env.SMTP_URL ? 'smtp' : 'outbox',
  );
  // The queue's own statements (fetching, completing, its upkeep) go over connections of their own: under writes
  // they are several per mail, and in the requests' pool they made every read wait behind them. A task is still
  // added in the transaction of the change it belongs to (TaskQueue.add).
  const queueDb =
    connectApart(
      {
        databaseUrl: env.DATABASE_URL,
        embeddedDir,
        onPoolError: (err) => logger.warn({ err }, 'database connection of the task queue lost'),
      },
      3,
    ) ?? db;
  const queue = new TaskQueue(queueDb, logger, {
    work: env.TASK_WORKER === 'true',
    onAttempt: (task, outcome) => metrics.taskAttempts.inc({ task, outcome }),
  });
  for (const task of coreTasks({ db, mailer, logger })) queue.define(task);
  queue.define(deadlineReminderTask({ db, queue, env }));
  for (const task of jobAlertTasks({ db, queue, env })) queue.define(task);
  for (const task of jobPreviewTasks({ db, queue, storage, logger })) queue.define(task);
  queue.define(fileRetentionTask({ db, storage, logger, siteSettings: { read: () => readSiteSettings({ db, env }) } }));
  for (const task of dataExportTasks({ db, queue, storage, env, logger })) queue.define(task);
  // pg-boss creates its queues at start; two instances doing it at once deadlocked on pgboss.queue.
  await withStartupLock(db, () => queue.start());
  metrics.observe(db, queue, Boolean(env.METRICS_TOKEN));
  // documents uploaded before previews existed (or seeded) get theirs in the background
  if (env.TASK_WORKER === 'true') await queueMissingPreviews({ db, queue });
  // The job lists' lines are made ahead of readers on the worker, on a connection of its own (modules/jobs/line-maker.ts).
  const lineDb =
    env.TASK_WORKER === 'true'
      ? (connectApart(
          {
            databaseUrl: env.DATABASE_URL,
            embeddedDir,
            onPoolError: (err) => logger.warn({ err }, 'database connection of the line maker lost'),
          },
          1,
        ) ?? db)
      : undefined;
  const lineMaker = lineDb && new LineMaker(lineDb, [openLines, adminLines, customerLines], logger);
  const database = databaseProbe(db, env.DATABASE_URL, readinessTimings.timeoutMs);
  const probes: DependencyProbe[] = [{ name: 'database', check: () => database.check(), critical: true }];
  if (redis) probes.push({ name: 'redis', check: () => redis.ping(), critical: false });
  if (storage.ping)
    probes.push({ name: 'bucket', check: () => (storage.ping as () => Promise<void>)(), critical: false });
  const readiness = new Readiness(probes, {
    ...readinessTimings,
    onProbe: (name, seconds, ok) => metrics.dependencyCall(name, seconds, ok),
    onChange: (name, up) => logDependencyChange(logger, name, up),
  });
  await readiness.start();
  // Kept reads (lib/kept): sessions, list totals and pages, site settings, forgotten when the database announces a change.
  const sessions = new SessionStore(db);
  const jobTotals = new JobTotals(db);
  const pageBoundaries = new PageBoundaries(db);
  const listPages = new KeptListPages(db);
  // the deltas of the lists' totals are folded on the worker too, on the line maker's connection (job-count-folding.ts)
  const countFolding = lineDb && new JobCountFolding(lineDb, logger);
  const siteSettings = new KeptSiteSettings({ db, env });
  const changeNotices = await listenToChannels(db, env.DATABASE_URL, {
    channels: {
      session_changed: (payload) => sessions.noticed(payload),
      job_counts_changed: () => {
        jobTotals.kept.forgetAll();
        pageBoundaries.kept.forgetAll();
        countFolding?.noticed();
      },
      job_lists_changed: () => {
        listPages.kept.forgetAll();
        lineMaker?.wake();
      },
      site_settings_changed: () => siteSettings.kept.forgetAll(),
    },
    onLive: (live) => {
      sessions.kept.setLive(live);
      jobTotals.kept.setLive(live);
      pageBoundaries.kept.setLive(live);
      listPages.kept.setLive(live);
      siteSettings.kept.setLive(live);
      // notices sent while none could be heard are lost: look for missing lines and unfolded deltas once heard again
      if (live) {
        lineMaker?.wake();
        countFolding?.noticed();
      }
    },
    onError: (err) => logger.warn({ err }, 'change notices lost; kept reads are read every time until back'),
  });
  const deps: AppDeps = {
    env,
    db,
    logger,
    tokens: new SessionTokens(env.JWT_SECRET),
    sessions,
    jobTotals,
    pageBoundaries,
    listPages,
    siteSettings,
    mailer,
    queue,
    readiness,
    metrics,
    limiters: createLimiters(env, redis, () => {
      metrics.rateLimitFallbacks.inc();
      metrics.dependencyErrors.inc({ dependency: 'redis' });
    }),
    storage,
    releases,
    signedLinks: new SignedLinks(`${env.JWT_SECRET}:downloads`),
    contentCache: new ContentCache(db),
  };
  const inFlight = new InFlightRequests();
  metrics.observeInstance(db, inFlight, readiness, buildVersion(env.WEB_ROOT));
  const app = createApp(deps, inFlight);
  const server = app.listen(env.PORT, env.HOST);
  server.keepAliveTimeout = serverTimeouts.keepAliveMs;
  server.headersTimeout = serverTimeouts.headersMs;
  await new Promise<void>((resolve, reject) => {
    server.once('listening', resolve);
    server.once('error', reject);
  });
  // A load generator closing sockets must not flood the log.
  server.on('clientError', (err: NodeJS.ErrnoException, socket) => {
    if (err.code !== 'EPIPE' && err.code !== 'ECONNRESET') logger.debug({ err }, 'client error');
    socket.destroy();
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : env.PORT;
  return {
    server,
    deps,
    url: `http://127.0.0.1:${port}`,
    admin,
    lineMaker,
    async stop() {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeIdleConnections();
      // Requests already being handled finish before the pool closes under them; after 10 s the rest are cut.
      await inFlight.settled(10_000);
      server.closeAllConnections();
      await closed;
      await lineMaker?.stop();
      await countFolding?.stop();
      if (lineDb && lineDb !== db) await lineDb.destroy();
      await queue.stop();
      if (queueDb !== db) await queueDb.destroy();
      mailer.close();
      await closePasswordPool();
      readiness.stop();
      await database.close();
      await changeNotices.close();
      redis?.disconnect();
      await db.destroy();
    },
  };
}

/** Said once when a dependency goes down or comes back, with what it means for the site. */
function logDependencyChange(logger: Logger, name: string, up: boolean): void {
  const effect: Record<string, string> = {
    database: '/api/ready answers 503 once it has failed for 10 s',
    redis: "rate limits count in this instance's memory until it is back",
    bucket: 'file uploads and downloads answer 503 until it is back',
  };
  if (up) logger.info({ dependency: name }, `${name} answers again`);
  else logger.warn({ dependency: name }, `${name} does not answer: ${effect[name] ?? 'degraded'}`);
}

export function createLimiters(env: Env, redis?: Redis, onFallback?: () => void): Limiters {
  const perIp = new Map<string, ReturnType<typeof createLimiter>>();
  return {
    perIp(name) {
      let limiter = perIp.get(name);
      if (!limiter) {
        limiter = createLimiter(
          { keyPrefix: `ip-${name}`, points: env.RATE_LIMIT_PER_MINUTE, durationSeconds: 60 },
          redis,
          onFallback,
        );
        perIp.set(name, limiter);
      }
      return limiter;
    },
    loginFailures: createLimiter(
      { keyPrefix: 'login-fail', points: env.LOGIN_FAILURES_PER_15_MIN, durationSeconds: 15 * 60 },
      redis,
      onFallback,
    ),
    accountLoginFailures: createLimiter(
      { keyPrefix: 'login-fail-account', points: env.LOGIN_FAILURES_PER_ACCOUNT_15_MIN, durationSeconds: 15 * 60 },
      redis,
      onFallback,
    ),
    mailsPerAddress: createLimiter(
      { keyPrefix: 'mail-to', points: env.MAILS_PER_ADDRESS_PER_HOUR, durationSeconds: 60 * 60 },
      redis,
      onFallback,
    ),
  };
}
