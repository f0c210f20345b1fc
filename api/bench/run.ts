/**
 * npm run bench: the API's busiest reads over 100,000 jobs, each as a ratio to two baselines measured in the same
 * process tree at the same time: a = bare Koa + @koa/router; b = a + jsonwebtoken verify (KeyObject) +
 * one primary-key select — the least an authenticated request must do. The lists twice: as served (their pages
 * kept until something on them changes) and read every time (each request runs its statement). Medians of
 * interleaved rounds, then a mixed-read run at 100 connections while writes land, then uploads. Embedded
 * PostgreSQL by default; DATABASE_URL for a server (a scratch database is made and dropped). Loopback only; not
 * part of npm test.
 *
 * The jobs belong to many customers and carry offers, audit rows and messages in proportion (seed.ts below: one
 * statement per table, generate_series). Besides the fixed pages, the lists are asked "not kept, random": every
 * request another page (first to last) or another viewer, its page read from the database; the admin's search
 * likewise, a random code, name or word per request. The busiest writes each get a row of their own.
 *
 * BENCH_SECONDS (5) per run, BENCH_ROUNDS (3), BENCH_CONNECTIONS (50), BENCH_MIXED_SECONDS (60; 0 skips the mixed
 * run and the upload limits), BENCH_MIXED_WRITES (20 a second during the mixed run), BENCH_JOBS (100000),
 * BENCH_ONLY=writes (the baselines and the write rows alone: no reads, migration timing, mixed run, uploads or
 * estimate), BENCH_ONLY=lists (the baselines and the job lists alone: kept, read every time, and not kept with a
 * random page, viewer or search; no writes, mixed run, uploads or
 * estimate), BENCH_ONLY=mixed (the baselines, then the mixed run alone: the reads' rounds, the write rows, uploads
 * and estimate skipped). DATABASE_POOL_SIZE is handed to the server (README).
 */
import { createSecretKey } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AddressInfo, Socket } from 'node:net';
import autocannon from 'autocannon';
import jwt from 'jsonwebtoken';
import Koa from 'koa';
import Router from '@koa/router';
import pg from 'pg';
import { startTestApp, type TestApp } from '../src/testing/test-app';
import type { FixtureUser } from '../src/testing/fixtures';
import * as adminJobSearch from '../src/db/migrations/0650-admin-job-search';
import * as jobListLines from '../src/db/migrations/0870-job-list-lines';
import * as missingLinesIndex from '../src/db/migrations/0880-missing-lines-index';
import { missingLines, missingOpen } from '../src/modules/jobs/missing-lines-repository';
import { seedJobs, timeMigration, type Seeded } from './seed';
import { notKeptLists, writeRoutes, type BenchRequest } from './requests';
import { benchEstimate } from './estimate-time';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const MIXED_SECONDS = Number(process.env.BENCH_MIXED_SECONDS ?? 60);
/** Writes a second landing during the mixed run: offers, office messages and payments, a third each. */
const MIXED_WRITES = Number(process.env.BENCH_MIXED_WRITES ?? 20);
const JOBS = Number(process.env.BENCH_JOBS ?? 100_000);
const ONLY = process.env.BENCH_ONLY;
if (ONLY !== undefined && !['writes', 'lists', 'mixed'].includes(ONLY))
  throw new Error('BENCH_ONLY is writes, lists or mixed');
const WRITES_ONLY = ONLY === 'writes';
const LISTS_ONLY = ONLY === 'lists';
const MIXED_ONLY = ONLY === 'mixed';
const MiB = 1024 * 1024;

interface Measured {
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
  bytes: number;
}

const NEXT_REQUEST = fileURLToPath(new URL('./next-request.cjs', import.meta.url));
const listDir = mkdtempSync(path.join(os.tmpdir(), 'bench-requests-'));
let listCount = 0;

async function measure(
  url: string,
  token?: string,
  connections = CONNECTIONS,
  seconds = SECONDS,
  requests?: BenchRequest[],
  /** requests a second over all connections; unset: as many as the server answers */
  rate?: number,
): Promise<Measured> {
  if (requests) {
    // the worker thread copies the environment when it starts: each run reads its own list
    listCount += 1;
    const file = path.join(listDir, `${listCount}.json`);
    writeFileSync(file, JSON.stringify(requests));
    process.env.BENCH_REQUEST_LIST = file;
  }
  const result = await autocannon({
    url,
    connections,
    duration: seconds,
    // the load comes from a thread of its own, as from outside: on the server's event loop its own work would
    // count as the server's latency
    workers: 1,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(requests ? { requests: [{ setupRequest: NEXT_REQUEST }] } : {}),
    ...(rate ? { overallRate: rate } : {}),
  } as autocannon.Options);
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p95: (result.latency as unknown as { p97_5: number }).p97_5,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
    bytes: result.requests.total ? result.throughput.total / result.requests.total : 0,
  };
}

async function listen(app: Koa): Promise<{ url: string; close: () => Promise<void> }> {
  const server = app.listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** Baseline a: bare Koa + @koa/router. */
function baselineA(): Koa {
  const app = new Koa();
  const router = new Router();
  router.get('/a', (ctx) => {
    ctx.body = { status: 'ok' };
  });
  app.use(router.routes());
  return app;
}

/** Baseline b: a + a JWT verified with a KeyObject + one primary-key select of the user. */
function baselineB(secret: string, select: (id: number) => Promise<unknown>): Koa {
  const key = createSecretKey(Buffer.from(secret, 'utf8'));
  const app = new Koa();
  const router = new Router();
  router.get('/b', async (ctx) => {
    const token = /^Bearer\s+(\S+)$/i.exec(ctx.get('Authorization'))?.[1] ?? '';
    const claims = jwt.verify(token, key, { algorithms: ['HS256'] }) as { sub: string };
    ctx.body = await select(Number(claims.sub));
  });
  app.use(router.routes());
  return app;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;
const pad = (v: string | number, n: number) => String(v).padStart(n);

interface Route {
  name: string;
  url: string;
  token?: string;
  /** a different request each time (page, viewer, search), from this list */
  requests?: BenchRequest[];
  /** false: the list's pages are not kept during this run, each request reads its page (the statement's cost) */
  keptPages?: boolean;
}

/** Every route once per round, rounds interleaved, so drift of the machine hits all of them alike. */
async function interleaved(routes: Route[], keepPages: (keep: boolean) => void): Promise<Map<string, Measured>> {
  const runs = new Map<string, Measured[]>(routes.map((r) => [r.name, []]));
  for (let round = 0; round < ROUNDS; round += 1)
    for (const route of routes) {
      keepPages(route.keptPages !== false);
      runs.get(route.name)?.push(await measure(route.url, route.token, CONNECTIONS, SECONDS, route.requests));
    }
  keepPages(true);
  const medians = new Map<string, Measured>();
  for (const [name, list] of runs)
    medians.set(name, {
      rps: median(list.map((m) => m.rps)),
      p50: median(list.map((m) => m.p50)),
      p95: median(list.map((m) => m.p95)),
      p99: median(list.map((m) => m.p99)),
      errors: list.reduce((sum, m) => sum + m.errors, 0),
      bytes: median(list.map((m) => m.bytes)),
    });
  return medians;
}

/** Bytes the server read from each socket, summed per test: what an upload cost before it was answered. */
function countBytesRead(server: http.Server): { total: () => number; reset: () => void } {
  const sockets = new Set<Socket>();
  let closedBytes = 0;
  let generation = 0;
  server.on('connection', (socket: Socket) => {
    const born = generation;
    sockets.add(socket);
    socket.on('close', () => {
      // A socket of an earlier measurement, closed late, does not count towards this one.
      if (born === generation) closedBytes += socket.bytesRead;
      sockets.delete(socket);
    });
  });
  return {
    total: () => closedBytes + [...sockets].reduce((sum, s) => sum + s.bytesRead, 0),
    reset: () => {
      generation += 1;
      closedBytes = 0;
      for (const s of sockets) s.destroy();
      sockets.clear();
    },
  };
}

/**
 * One multipart upload of `fileBytes` zero bytes (a PDF header first), streamed; `declareLength` sends a
 * Content-Length, else the body is chunked. Resolves with the status once the server answers or hangs up.
 */
function upload(url: string, token: string, fileBytes: number, declareLength: boolean): Promise<number | string> {
  const boundary = 'benchboundary';
  const fields = { description: 'Bench', source_lang: 'Türkçe', target_lang: 'İngilizce', delivery_date: '2099-01-01' };
  const head = Buffer.from(
    Object.entries({ ...fields, translation_type: 'sworn', specialization: 'legal' })
      .map(([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`)
      .join('') +
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const total = head.length + fileBytes + tail.length;
  return new Promise((resolve) => {
    const req = http.request(`${url}/api/user/upload`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': `multipart/form-data; boundary=${boundary}`,
        ...(declareLength ? { 'content-length': String(total) } : {}),
      },
    });
    let answered = false;
    req.on('response', (res) => {
      answered = true;
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on('error', (err: NodeJS.ErrnoException) => {
      if (!answered) resolve(err.code ?? 'error');
    });
    const chunk = Buffer.alloc(256 * 1024);
    let sent = 0;
    const pump = () => {
      if (sent === 0) req.write(head);
      while (sent < fileBytes && !answered && !req.destroyed) {
        const part = chunk.subarray(0, Math.min(chunk.length, fileBytes - sent));
        sent += part.length;
        if (!req.write(part)) return void req.once('drain', pump);
      }
      if (!answered && !req.destroyed) req.end(tail);
    };
    pump();
  });
}

/**
 * The reads, after the baselines: the busy routes as served, the job lists again read every time (their pages not
 * kept, as when writes come between requests; not part of the mixed run), and the lists with a random page, viewer
 * or search per request.
 */
async function readRoutes(app: TestApp, seeded: Seeded): Promise<Route[]> {
  const customer = seeded.customers[0] as FixtureUser;
  const migrationSeconds = await timeMigration(app, adminJobSearch, ['jobs_description_folded', 'users_person_folded']);
  console.log(`migration 0650-admin-job-search (trigram indexes) on this database: ${migrationSeconds.toFixed(1)} s`);
  await app.db.transaction((trx) => jobListLines.down(trx));
  const linesSeconds = await timeMigration(app, jobListLines, []);
  console.log(`migration 0870-job-list-lines (a row per job, triggers) on this database: ${linesSeconds.toFixed(2)} s`);
  const indexStarted = Date.now();
  await missingLinesIndex.up(app.db);
  const indexSeconds = (Date.now() - indexStarted) / 1000;
  console.log(
    `migration 0880-missing-lines-index (concurrently, every line missing) on this database: ${indexSeconds.toFixed(2)} s`,
  );
  await linesMadeInBackground(app);
  const lists = await listRoutes(app, seeded);
  if (LISTS_ONLY) return lists;
  return [
    { name: 'GET /api/auth/me', url: `${app.url}/api/auth/me`, token: customer.token },
    ...lists.filter((r) => r.keptPages !== false),
    { name: 'GET /api/public/services', url: `${app.url}/api/public/services` },
    { name: 'GET /api/sliders', url: `${app.url}/api/sliders` },
    ...lists.filter((r) => r.keptPages === false),
  ];
}

/** Whether any line is still missing, as the line maker looks for them (missing-lines-repository.ts). */
async function anyLineMissing(app: TestApp): Promise<boolean> {
  return (await missingLines(app.db, undefined, 1)).length > 0 || (await missingOpen(app.db, undefined, 1)).length > 0;
}

/**
 * The lines made by the worker's line maker (src/modules/jobs/line-maker.ts), held still while seeding, with no
 * reader: the time from its wake to no line missing. Vacuumed after, as autovacuum would have.
 */
async function linesMadeInBackground(app: TestApp): Promise<void> {
  const maker = app.lineMaker;
  if (!maker) throw new Error('the bench app runs the line maker (TASK_WORKER=true)');
  const started = Date.now();
  maker.resume();
  while (await anyLineMissing(app)) await new Promise((resolve) => setTimeout(resolve, 250));
  const seconds = (Date.now() - started) / 1000;
  const { rows } = await app.db.raw(
    'select count(admin_line) + count(customer_line) + count(open_line) as n, count(*) as jobs from job_list_lines',
  );
  console.log(
    `lines made in the background: ${Number(rows[0].n).toLocaleString('en')} lines of ` +
      `${Number(rows[0].jobs).toLocaleString('en')} jobs in ${seconds.toFixed(1)} s (no reader; ${maker.made.toLocaleString('en')} made)`,
  );
  await app.db.raw('vacuum analyze job_list_lines');
}

/** The job lists: the fixed pages as served, the same read every time, and the not-kept rows of requests.ts. */
async function listRoutes(app: TestApp, seeded: Seeded): Promise<Route[]> {
  const { admin, customers, translators } = seeded;
  const [customer, translator] = [customers[0] as FixtureUser, translators[0] as FixtureUser];
  const deepest = Math.ceil(seeded.rows.jobs / 10);
  const routes: Route[] = [
    { name: 'GET /api/user/jobs?page=1', url: `${app.url}/api/user/jobs?page=1`, token: customer.token },
    { name: 'GET /api/translator/open-jobs', url: `${app.url}/api/translator/open-jobs`, token: translator.token },
    { name: 'GET /api/admin/jobs?page=1', url: `${app.url}/api/admin/jobs?page=1`, token: admin.token },
    {
      name: 'GET /api/admin/jobs?status=in_progress',
      url: `${app.url}/api/admin/jobs?status=in_progress&page=1`,
      token: admin.token,
    },
    {
      name: `GET /api/admin/jobs?page=${deepest}`,
      url: `${app.url}/api/admin/jobs?page=${deepest}`,
      token: admin.token,
    },
  ];
  const readEveryTime = routes.map((r) => ({
    ...r,
    name: `${r.name.replace('GET /api/', '')} (read every time)`,
    keptPages: false,
  }));
  return [...routes, ...readEveryTime, ...(await notKeptLists(app, seeded))];
}

/** The busiest writes, one run each, as ratios to baseline b of the same run. */
async function printWrites(app: TestApp, seeded: Seeded, baseB: Measured): Promise<void> {
  console.log('\nwrites (each request another job; audit rows and mails queued in its transaction)');
  for (const write of await writeRoutes(app, seeded)) {
    const m = await measure(write.url, undefined, CONNECTIONS, SECONDS, write.requests);
    console.log(
      `  ${write.name.padEnd(50)}${pad(`${(m.rps / baseB.rps).toFixed(3)}× b`, 12)}${pad(m.rps.toFixed(0), 9)}` +
        `${pad(m.p50, 7)}${pad(m.p95, 7)}${pad(m.p99, 7)}${pad(m.errors, 8)}`,
    );
  }
}

async function main(): Promise<void> {
  const poolSize = process.env.DATABASE_POOL_SIZE;
  const app = await startTestApp({
    LOG_LEVEL: 'silent',
    TASK_WORKER: 'true',
    ...(poolSize ? { DATABASE_POOL_SIZE: Number(poolSize) } : {}),
  });
  // the lines are made after seeding and the migrations' timing below (linesMadeInBackground)
  await app.lineMaker?.pause();
  const serverUrl = (app.deps.env as { DATABASE_URL?: string }).DATABASE_URL;
  const pool = serverUrl ? new pg.Pool({ connectionString: serverUrl, max: 10 }) : undefined;
  pool?.on('error', () => undefined);
  const selectUser = pool
    ? async (id: number) =>
        (await pool.query('select id, role, token_version from users where id = $1', [id])).rows[0] as unknown
    : async (id: number) => (await app.db.raw('select id, role, token_version from users where id = ?', [id])).rows[0];
  const a = await listen(baselineA());
  const b = await listen(baselineB(app.deps.env.JWT_SECRET, selectUser));
  const bytesRead = countBytesRead(app.server);
  try {
    const seeded = await seedJobs(app, JOBS);
    const customer = seeded.customers[0] as FixtureUser;
    console.log(
      `database: ${pool ? 'PostgreSQL server' : 'embedded PGlite'}; seeded in ${seeded.seconds.toFixed(1)} s: ` +
        Object.entries(seeded.rows)
          .map(([table, n]) => `${n.toLocaleString('en')} ${table}`)
          .join(', ') +
        `; ${SECONDS} s a run, ${CONNECTIONS} connections, median of ${ROUNDS} interleaved rounds`,
    );
    // without the reads' migration timing below, the worker makes the lines now, as it would on a live site
    if (WRITES_ONLY) await linesMadeInBackground(app);
    const routes: Route[] = [
      { name: 'baseline a (Koa + router)', url: `${a.url}/a` },
      { name: 'baseline b (+ JWT + pk select)', url: `${b.url}/b`, token: customer.token },
    ];
    const reads = WRITES_ONLY ? [] : await readRoutes(app, seeded);
    if (!MIXED_ONLY) routes.push(...reads);
    const results = await interleaved(routes, (keep) => app.deps.listPages.kept.setLive(keep));
    const baseA = results.get(routes[0]?.name as string) as Measured;
    const baseB = results.get(routes[1]?.name as string) as Measured;
    console.log(
      `\n${'route'.padEnd(52)}${pad('ratio', 12)}${pad('req/s', 9)}${pad('p50', 7)}${pad('p97.5', 7)}${pad('p99', 7)}${pad('KB', 8)}${pad('errors', 8)}`,
    );
    for (const route of routes) {
      const m = results.get(route.name) as Measured;
      const publicRoute = !route.token && !route.requests;
      const ratio = publicRoute ? `${(m.rps / baseA.rps).toFixed(3)}× a` : `${(m.rps / baseB.rps).toFixed(3)}× b`;
      console.log(
        `${route.name.padEnd(52)}${pad(ratio, 12)}${pad(m.rps.toFixed(0), 9)}${pad(m.p50, 7)}${pad(m.p95, 7)}${pad(m.p99, 7)}` +
          `${pad((m.bytes / 1024).toFixed(1), 8)}${pad(m.errors, 8)}`,
      );
    }

    if (LISTS_ONLY) return;
    if (!MIXED_ONLY) await printWrites(app, seeded, baseB);

    if (WRITES_ONLY || MIXED_SECONDS === 0) return;
    console.log(
      `\nmixed reads: 100 connections for ${MIXED_SECONDS} s, split over the routes at once, ` +
        `while ${MIXED_WRITES} writes a second land (offers, office messages, payments)`,
    );
    const mixed = reads
      .filter((r) => r.keptPages !== false && !r.requests)
      .concat({ name: 'GET /api/health', url: `${app.url}/api/health` });
    const perRoute = Math.max(1, Math.floor(100 / mixed.length));
    // alone, the reads were not asked before: each route once, as the reads' rounds would have
    if (MIXED_ONLY) for (const route of mixed) await measure(route.url, route.token, CONNECTIONS, 2);
    // targets not yet written to: the write rows above used theirs (a job is paid once)
    const writes = (await writeRoutes(app, seeded)).filter((w) => !w.name.includes('upload'));
    // enough connections that a slow write does not hold the rate down: the rate caps them
    const writing = Promise.all(
      writes.map((w) => measure(w.url, undefined, 10, MIXED_SECONDS, w.requests, MIXED_WRITES / writes.length)),
    );
    const answers = await Promise.all(mixed.map((r) => measure(r.url, r.token, perRoute, MIXED_SECONDS)));
    mixed.forEach((route, i) => {
      const m = answers[i] as Measured;
      console.log(`  ${route.name.padEnd(42)} p50 ${pad(m.p50, 5)}  p99 ${pad(m.p99, 5)}  errors ${m.errors}`);
    });
    (await writing).forEach((m, i) => {
      const name = (writes[i] as { name: string }).name;
      console.log(
        `  ${name.padEnd(42)} p50 ${pad(m.p50, 5)}  p99 ${pad(m.p99, 5)}  errors ${m.errors}  (${m.rps.toFixed(1)}/s)`,
      );
    });
    if (MIXED_ONLY) return;

    console.log('\nuploads (POST /api/user/upload, document limit 50 MiB)');
    global.gc?.();
    const rssBefore = process.memoryUsage().rss;
    bytesRead.reset();
    const fine = await upload(app.url, customer.token, 50 * MiB - 1024, true);
    console.log(
      `  50 MiB upload: ${fine}; process grew ${((process.memoryUsage().rss - rssBefore) / MiB).toFixed(1)} MiB`,
    );
    for (const declare of [true, false]) {
      bytesRead.reset();
      const status = await upload(app.url, customer.token, 200 * MiB, declare);
      await new Promise((r) => setTimeout(r, 200));
      console.log(
        `  200 MiB body, ${declare ? 'Content-Length declared' : 'chunked (no length)'}: ${status}; ` +
          `server read ${(bytesRead.total() / MiB).toFixed(1)} MiB before answering`,
      );
    }
    await benchEstimate(app.url);
  } finally {
    await a.close();
    await b.close();
    await pool?.end();
    await app.stop();
    rmSync(listDir, { recursive: true, force: true });
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
