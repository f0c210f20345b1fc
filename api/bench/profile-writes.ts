/**
 * npm run bench:profile-writes: where the API's CPU goes during the busiest writes (api/bench/requests.ts's write
 * rows). The bench's server and seed (run.ts), then each write under load from autocannon's own thread while the
 * inspector profiles the server's thread. Prints, per request: the statements sent (counted at the driver,
 * pg-boss's shown apart), the CPU of the server's thread and of its PostgreSQL backends, and the functions and
 * files with the most self time; writes each .cpuprofile to BENCH_PROFILE_DIR (a temporary folder unless set).
 * BENCH_SECONDS (5) per write, BENCH_CONNECTIONS (50), BENCH_JOBS (30000), DATABASE_URL as for run.ts;
 * BENCH_PROFILE_US (1000), the sampling interval in microseconds, 0 for no profile: sampling costs the server's
 * thread time of its own, so its CPU figures are the true ones only without. BENCH_PROFILE_LISTS=1 profiles the
 * "not kept, random" list rows the same way, their pages not kept (each request reads its page).
 */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { Session, type Profiler } from 'node:inspector';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { startTestApp } from '../src/testing/test-app';
import type { FixtureUser } from '../src/testing/fixtures';
import { seedJobs } from './seed';
import { notKeptLists, writeRoutes, type BenchRequest } from './requests';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const JOBS = Number(process.env.BENCH_JOBS ?? 30_000);
const SAMPLING_US = Number(process.env.BENCH_PROFILE_US ?? 1000);
/** BENCH_PROFILE_LISTS=1: the "not kept, random" list rows instead of the writes. */
const LISTS = process.env.BENCH_PROFILE_LISTS === '1';
const OUT = process.env.BENCH_PROFILE_DIR ?? mkdtempSync(path.join(os.tmpdir(), 'bench-profile-'));
const NEXT_REQUEST = fileURLToPath(new URL('./next-request.cjs', import.meta.url));
const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** CPU seconds of one thread or process from /proc: user (field 14) and system (field 15). */
function cpuOf(statFile: string): { user: number; system: number } {
  try {
    const fields = readFileSync(statFile, 'utf8')
      .replace(/^.*\) /, '')
      .split(' ');
    return { user: Number(fields[11]) / 100, system: Number(fields[12]) / 100 };
  } catch {
    return { user: 0, system: 0 };
  }
}
const cpuSeconds = (statFile: string) => {
  const { user, system } = cpuOf(statFile);
  return user + system;
};
/** The server's own thread (the main thread's id is the process id): autocannon's worker thread is not in it. */
const serverThread = () => cpuOf(`/proc/${process.pid}/task/${process.pid}/stat`);
/** CPU seconds of each PostgreSQL backend serving `database` (its command line names it), by process id. */
function backendsOf(database: string): Map<string, number> {
  const seconds = new Map<string, number>();
  for (const pid of readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    try {
      if (readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes(` ${database} `))
        seconds.set(pid, cpuSeconds(`/proc/${pid}/stat`));
    } catch {
      // the process ended meanwhile
    }
  }
  return seconds;
}
/** What the backends of `database` spent since `before` (a backend born meanwhile counts from zero). */
const spentSince = (database: string, before: Map<string, number>) =>
  [...backendsOf(database)].reduce((sum, [pid, s]) => sum + s - (before.get(pid) ?? 0), 0);

const post = <T>(session: Session, method: string, params?: object) =>
  new Promise<T>((resolve, reject) =>
    session.post(method, params, (err, result) => (err ? reject(err) : resolve(result as T))),
  );

/** A statement's shape: its values are bound, so the text alone groups alike statements. */
const shapeOf = (sql: string) => sql.replace(/\s+/g, ' ').slice(0, 110);
const pgBoss = (sql: string) => /pgboss\./i.test(sql);

function where(frame: Profiler.ProfileNode['callFrame']): string {
  const file = frame.url.replace(/^file:\/\//, '').replace(ROOT, '');
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(file)?.[1];
  if (pkg) return `npm:${pkg}`;
  return file || '(native)';
}

/** Self time per function and per file, and the share of samples under each of our own functions (top-down). */
function summarise(profile: Profiler.Profile, requests: number): void {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const self = new Map<number, number>();
  const samples = profile.samples ?? [];
  const deltas = profile.timeDeltas ?? [];
  samples.forEach((id, i) => self.set(id, (self.get(id) ?? 0) + (deltas[i] ?? 0)));
  const total = [...self.values()].reduce((a, b) => a + b, 0);
  const idle = [...self].filter(([id]) => byId.get(id)?.callFrame.functionName === '(idle)');
  const idleUs = idle.reduce((a, [, us]) => a + us, 0);
  const busyUs = total - idleUs;
  console.log(
    `  profile ${(total / 1e6).toFixed(1)} s, busy ${((busyUs / total) * 100).toFixed(0)}%: ` +
      `${(busyUs / 1000 / Math.max(1, requests)).toFixed(2)} ms of the server thread per request`,
  );
  const fn = new Map<string, number>();
  const file = new Map<string, number>();
  const inclusive = new Map<string, number>();
  for (const [id, us] of self) {
    const node = byId.get(id);
    if (!node || node.callFrame.functionName === '(idle)') continue;
    const f = node.callFrame;
    const fnKey = `${f.functionName || '(anonymous)'} ${where(f)}:${f.lineNumber + 1}`;
    fn.set(fnKey, (fn.get(fnKey) ?? 0) + us);
    file.set(where(f), (file.get(where(f)) ?? 0) + us);
    // every distinct function of ours on the stack counts this sample once
    const seen = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const frame = byId.get(at)?.callFrame;
      if (!frame || !frame.url.includes('/api/src/')) continue;
      const key = `${frame.functionName || '(anonymous)'} ${where(frame)}:${frame.lineNumber + 1}`;
      if (!seen.has(key)) inclusive.set(key, (inclusive.get(key) ?? 0) + us);
      seen.add(key);
    }
  }
  const top = (m: Map<string, number>, n: number, title: string) => {
    console.log(`  ${title}`);
    for (const [k, us] of [...m].sort((a, b) => b[1] - a[1]).slice(0, n))
      console.log(
        `    ${((us / busyUs) * 100).toFixed(1).padStart(5)}%  ${(us / 1000 / requests).toFixed(3).padStart(6)} ms/req  ${k}`,
      );
  };
  top(fn, 25, 'self time by function');
  top(file, 20, 'self time by file or package');
  top(inclusive, 30, 'total time under our own functions (top-down)');
}

async function main(): Promise<void> {
  const app = await startTestApp({ LOG_LEVEL: 'silent' });
  const listDir = mkdtempSync(path.join(os.tmpdir(), 'bench-requests-'));
  mkdirSync(OUT, { recursive: true });
  const session = new Session();
  session.connect();
  try {
    const database = app.databaseUrl ? new URL(app.databaseUrl).pathname.slice(1) : '(embedded)';
    const seeded = await seedJobs(app, JOBS);
    console.log(`seeded ${JOBS} jobs in ${seeded.seconds.toFixed(1)} s; profiles in ${OUT}`);
    await post(session, 'Profiler.enable');
    if (SAMPLING_US > 0) await post(session, 'Profiler.setSamplingInterval', { interval: SAMPLING_US });
    const customer = seeded.customers[1] as FixtureUser;
    // the floor every request pays: the middleware, the token and its session (kept), a small answer
    const floor = {
      name: 'GET /api/auth/me',
      url: app.url,
      requests: [
        { method: 'GET' as const, path: '/api/auth/me', headers: { authorization: `Bearer ${customer.token}` } },
      ],
    };
    const measured = LISTS ? await notKeptLists(app, seeded) : await writeRoutes(app, seeded);
    // "not kept", as in run.ts: every list request reads its page
    if (LISTS) app.deps.listPages.kept.setLive(false);
    const routes = [floor, ...measured.filter((r) => !r.name.includes('upload'))];
    // what the server's thread spends with no request at all (task polling, timers): part of every figure below
    const idleBefore = serverThread();
    await new Promise((resolve) => setTimeout(resolve, SECONDS * 1000));
    const idleAfter = serverThread();
    const idleMs = (idleAfter.user + idleAfter.system - idleBefore.user - idleBefore.system) * 1000;
    console.log(`idle: the server's thread spent ${(idleMs / SECONDS).toFixed(1)} ms a second with no request`);
    for (const [i, write] of routes.entries()) {
      const file = path.join(listDir, `${i}.json`);
      writeFileSync(file, JSON.stringify(write.requests satisfies BenchRequest[]));
      process.env.BENCH_REQUEST_LIST = file;
      const statements = new Map<string, number>();
      const count = (q: { sql?: string }) => {
        const sql = q.sql ?? '';
        statements.set(shapeOf(sql), (statements.get(shapeOf(sql)) ?? 0) + 1);
      };
      // at the driver: knex's statements and pg-boss's (sent by api/src/lib/tasks/knex-executor.ts past knex) alike
      const query = pg.Client.prototype.query;
      pg.Client.prototype.query = function counted(this: pg.Client, ...args: unknown[]) {
        const first = args[0] as string | { text?: string };
        count({ sql: typeof first === 'string' ? first : first?.text });
        return (query as (...a: unknown[]) => unknown).apply(this, args);
      } as typeof query;
      const cpuBefore = { server: serverThread(), postgres: backendsOf(database) };
      if (SAMPLING_US > 0) await post(session, 'Profiler.start');
      const result = await autocannon({
        url: write.url,
        connections: CONNECTIONS,
        duration: SECONDS,
        workers: 1,
        requests: [{ setupRequest: NEXT_REQUEST }],
      } as autocannon.Options);
      const serverAfter = serverThread();
      const cpu = {
        user: serverAfter.user - cpuBefore.server.user,
        system: serverAfter.system - cpuBefore.server.system,
        postgres: spentSince(database, cpuBefore.postgres),
      };
      const profile =
        SAMPLING_US > 0 ? (await post<{ profile: Profiler.Profile }>(session, 'Profiler.stop')).profile : undefined;
      pg.Client.prototype.query = query;
      const done = result.requests.total;
      console.log(
        `\n${write.name}: ${done} requests, ${result.requests.average} req/s, p50 ${result.latency.p50} ms, ` +
          `non-2xx ${result.non2xx}, errors ${result.errors}`,
      );
      const perRequestMs = (seconds: number) => ((seconds * 1000) / Math.max(1, done)).toFixed(2);
      console.log(
        `  CPU a request: server thread ${perRequestMs(cpu.user + cpu.system)} ms (system ${perRequestMs(cpu.system)}), its PostgreSQL backends ${perRequestMs(cpu.postgres)} ms ` +
          `(load average ${os.loadavg()[0]?.toFixed(2)})`,
      );
      const ours = [...statements].filter(([sql]) => !pgBoss(sql));
      const boss = [...statements].filter(([sql]) => pgBoss(sql));
      const perRequest = (list: [string, number][]) => list.reduce((a, [, n]) => a + n, 0) / Math.max(1, done);
      console.log(
        `  statements a request: ${perRequest(ours).toFixed(2)} (pg-boss polling and upkeep beside them: ` +
          `${perRequest(boss).toFixed(2)})`,
      );
      for (const [sql, n] of ours.sort((a, b) => b[1] - a[1]).slice(0, 20))
        console.log(`    ${(n / Math.max(1, done)).toFixed(2).padStart(6)}  ${sql}`);
      if (!profile) continue;
      summarise(profile, done);
      writeFileSync(path.join(OUT, `${write.name.replace(/[^a-z]+/gi, '-')}.cpuprofile`), JSON.stringify(profile));
    }
  } finally {
    session.disconnect();
    await app.stop();
    rmSync(listDir, { recursive: true, force: true });
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
