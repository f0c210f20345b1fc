/**
 * npm run bench:hostile: what a burst of hostile documents costs everyone else. Builds the API as it ships
 * (scripts/compile-api.mjs → api/dist/server.js), starts it in a process of its own with NODE_ENV=production and an
 * embedded database in a scratch DATA_DIR, signs up and verifies a customer through a local SMTP inbox, then:
 * - a light read load (BENCH_READ_CONNECTIONS, 4, on GET /api/public/services) for BENCH_BEFORE_SECONDS (8) alone,
 *   then for BENCH_BURST_SECONDS (20) while the customer uploads the whole hostile corpus at once
 *   (api/src/modules/job-previews/hostile-corpus.ts, the hostile-document tests' files);
 * - /api/health asked every 50 ms throughout, one request at a time;
 * - the resident memory of the API process and of every process under it (the contained readings and watermarks,
 *   api/src/modules/job-previews/contained-process.ts), sampled from /proc every 100 ms (VmHWM, the kernel's own
 *   peak of each process).
 * It prints /api/health p50/p99/max before and during the burst, the read throughput before and during, and the
 * peaks against the documented cap (docs/decisions.md, "Hostile documents"). Linux only (/proc); loopback only;
 * not part of npm test: the figures depend on the machine, so run it on a quiet one.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';
import { analysisLimits } from '../src/modules/job-previews/analyse-document';
import { hostileCorpus } from '../src/modules/job-previews/hostile-corpus';
import { freePort } from '../src/testing/api-process';
import { startSmtpInbox } from '../src/testing/smtp-inbox';

const READ_CONNECTIONS = Number(process.env.BENCH_READ_CONNECTIONS ?? 4);
const BEFORE_SECONDS = Number(process.env.BENCH_BEFORE_SECONDS ?? 8);
const BURST_SECONDS = Number(process.env.BENCH_BURST_SECONDS ?? 20);
const root = process.cwd();

/** The production build, as the image runs it. */
function buildApi(): void {
  const built = spawnSync(process.execPath, [path.join(root, 'scripts', 'compile-api.mjs')], { stdio: 'inherit' });
  if (built.status !== 0) throw new Error('scripts/compile-api.mjs failed');
}

async function startApi(smtpUrl: string, dataDir: string): Promise<{ url: string; child: ChildProcess }> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  // a clean environment: nothing of the caller's DATABASE_URL, REDIS_URL or bucket reaches the measured instance
  const child = spawn(process.execPath, [path.join(root, 'api', 'dist', 'server.js')], {
    cwd: root,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: 'production',
      // the readings refused by their limits are logged as warnings: expected here, and they would bury the figures
      LOG_LEVEL: 'error',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: url,
      DATA_DIR: dataDir,
      SMTP_URL: smtpUrl,
      FILES_KEY: randomBytes(32).toString('base64'),
      ADMIN_EMAIL: 'bench-admin@example.com',
      ADMIN_PASSWORD: 'Bench-Admin-Pass-1!',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  for (let i = 0; i < 480; i += 1) {
    if (child.exitCode !== null) throw new Error('the API exited while starting');
    const ready = await fetch(`${url}/api/ready`).then(
      (res) => res.status === 200,
      () => false,
    );
    if (ready) return { url, child };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  child.kill('SIGKILL');
  throw new Error('the API was not ready within 120 s');
}

async function json(url: string, init: RequestInit): Promise<{ status: number; body: Record<string, unknown> }> {
  const res = await fetch(url, init);
  return { status: res.status, body: (await res.json().catch(() => ({}))) as Record<string, unknown> };
}

/** A customer as a person becomes one: sign-up, the mailed link's token, sign-in. */
async function signUpCustomer(url: string, inbox: Awaited<ReturnType<typeof startSmtpInbox>>): Promise<string> {
  const email = `bench-customer-${Date.now()}@example.com`;
  const password = 'Bench-Customer-1!';
  const headers = { 'Content-Type': 'application/json' };
  const registration = {
    ...{ name: 'Bench', surname: 'Müşteri', email, password, phone: '+905321234567', birth_date: '1990-01-01' },
    ...{ role: 'user', terms: true, privacy: true },
  };
  const registered = await json(`${url}/api/auth/register`, {
    method: 'POST',
    headers,
    body: JSON.stringify(registration),
  });
  if (registered.status !== 201) throw new Error(`sign-up answered ${registered.status}`);
  const mail = await inbox.waitFor(email);
  const token = /verify-email\?token=([\w-]+)/.exec(mail.text)?.[1];
  if (!token) throw new Error('no verification link in the mail');
  const verified = await json(`${url}/api/auth/verify-email`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ token }),
  });
  if (verified.status !== 200) throw new Error(`verification answered ${verified.status}`);
  const signedIn = await json(`${url}/api/auth/login`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ email, password }),
  });
  if (typeof signedIn.body.token !== 'string') throw new Error(`sign-in answered ${signedIn.status}`);
  return signedIn.body.token;
}

/** The order form's fields (spec 7: POST /user/upload) with one hostile file. */
function uploadBody(file: { name: string; bytes: Buffer }): FormData {
  const form = new FormData();
  const due = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
  const fields = {
    ...{ description: 'Tapu kaydı çevirisi', source_lang: 'Türkçe', target_lang: 'İngilizce', delivery_date: due },
    ...{ translation_type: 'sworn', specialization: 'legal' },
  };
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('file', new Blob([new Uint8Array(file.bytes)]), file.name);
  return form;
}

interface ProcessPeak {
  pid: number;
  command: string;
  peakKb: number;
}

/** Reads /proc every 100 ms: the API's own VmHWM and that of every process under it, kept per pid. */
function watchMemory(apiPid: number): { peaks: () => ProcessPeak[]; running: () => number; stop: () => void } {
  const peaks = new Map<number, ProcessPeak>();
  let underApi = 0;
  const status = (pid: number, field: string) =>
    Number(new RegExp(`^${field}:\\s+(\\d+)`, 'm').exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
  const sample = () => {
    const parents = new Map<number, number>();
    for (const entry of readdirSync('/proc')) {
      if (!/^\d+$/.test(entry)) continue;
      try {
        // the parent's pid is the second field after the command in parentheses (which may hold spaces)
        const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
        parents.set(Number(entry), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
      } catch {
        // the process ended between the listing and the read
      }
    }
    const tree = new Set([apiPid]);
    for (let grew = true; grew;) {
      grew = false;
      for (const [pid, parent] of parents)
        if (!tree.has(pid) && tree.has(parent)) {
          tree.add(pid);
          grew = true;
        }
    }
    underApi = tree.size - 1;
    for (const pid of tree) {
      try {
        const peakKb = status(pid, 'VmHWM');
        const known = peaks.get(pid);
        if (known) known.peakKb = Math.max(known.peakKb, peakKb);
        else {
          const command = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean);
          const script = command.find((part) => /\.(m?js|ts)$/.test(part)) ?? command[0] ?? '?';
          peaks.set(pid, { pid, command: path.basename(script), peakKb });
        }
      } catch {
        // ended
      }
    }
  };
  sample();
  const timer = setInterval(sample, 100);
  return { peaks: () => [...peaks.values()], running: () => underApi, stop: () => clearInterval(timer) };
}

/** Milliseconds of each /api/health answer, asked every 50 ms until `until` resolves; non-200 answers counted. */
async function pollHealth(url: string, until: Promise<unknown>): Promise<{ times: number[]; failed: number }> {
  const times: number[] = [];
  let failed = 0;
  let done = false;
  void until.finally(() => (done = true));
  while (!done) {
    const started = performance.now();
    const ok = await fetch(`${url}/api/health`).then(
      async (res) => {
        await res.arrayBuffer();
        return res.status === 200;
      },
      () => false,
    );
    times.push(performance.now() - started);
    if (!ok) failed += 1;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return { times, failed };
}

function readLoad(url: string, seconds: number): Promise<autocannon.Result> {
  // autocannon answers a thenable, not a Promise: made one so it can be waited on twice
  return Promise.resolve(
    autocannon({
      url: `${url}/api/public/services`,
      connections: READ_CONNECTIONS,
      duration: seconds,
      // its own thread, as from outside: on this event loop its work would delay the health polls
      workers: 1,
    } as autocannon.Options),
  );
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1))] ?? 0;
};
const ms = (v: number) => `${v.toFixed(1)} ms`;
const mb = (kb: number) => `${Math.round(kb / 1024)} MB`;

function healthLine(label: string, polled: { times: number[]; failed: number }): string {
  const { times, failed } = polled;
  return (
    `  /api/health ${label.padEnd(14)} ${String(times.length).padStart(4)} answers, p50 ${ms(percentile(times, 0.5))}, ` +
    `p99 ${ms(percentile(times, 0.99))}, max ${ms(Math.max(0, ...times))}${failed ? `, ${failed} not 200` : ''}`
  );
}

async function main(): Promise<void> {
  const started = performance.now();
  if (process.env.BENCH_SKIP_BUILD !== '1') buildApi();
  console.log(`building the hostile corpus (${hostileCorpus.length} files)…`);
  const files = await Promise.all(hostileCorpus.map(async (f) => ({ name: f.name, bytes: await f.build() })));
  const inbox = await startSmtpInbox();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'tercume-hostile-bench-'));
  const api = await startApi(inbox.url, dataDir);
  try {
    const token = await signUpCustomer(api.url, inbox);
    const memory = watchMemory(api.child.pid as number);
    console.log(
      `API ${api.url} (pid ${api.child.pid}, production build, embedded database); ${os.availableParallelism()} cores, ` +
        `load average ${os.loadavg()[0]?.toFixed(2)}; read load: ${READ_CONNECTIONS} connections on GET /api/public/services`,
    );

    const beforeLoad = readLoad(api.url, BEFORE_SECONDS);
    const beforeHealth = await pollHealth(api.url, beforeLoad);
    const before = await beforeLoad;
    const apiBeforeKb = memory.peaks().find((p) => p.pid === api.child.pid)?.peakKb ?? 0;

    const duringLoad = readLoad(api.url, BURST_SECONDS);
    const burstStarted = performance.now();
    const uploads = Promise.all(
      files.map((file) =>
        fetch(`${api.url}/api/user/upload`, {
          method: 'POST',
          headers: { Authorization: `Bearer ${token}` },
          body: uploadBody(file),
        }).then(
          async (res) => {
            await res.arrayBuffer();
            return { name: file.name, status: res.status, seconds: (performance.now() - burstStarted) / 1000 };
          },
          (err: Error) => ({
            name: file.name,
            status: err.message,
            seconds: (performance.now() - burstStarted) / 1000,
          }),
        ),
      ),
    );
    const duringHealth = await pollHealth(api.url, duringLoad);
    const during = await duringLoad;
    const answered = await uploads;
    const stillRunning = memory.running();
    memory.stop();

    console.log(`\nburst: ${files.length} hostile uploads at once, measured for ${BURST_SECONDS} s from the first`);
    for (const upload of answered)
      console.log(
        `  ${upload.name.padEnd(14)} ${String(upload.status).padEnd(4)} after ${upload.seconds.toFixed(1)} s`,
      );
    console.log(`  processes still running under the API at the end: ${stillRunning}`);
    console.log('\nresponsiveness');
    console.log(healthLine('before burst', beforeHealth));
    console.log(healthLine('during burst', duringHealth));
    const rps = (r: autocannon.Result) => `${r.requests.average.toFixed(0)} req/s (errors ${r.errors + r.non2xx})`;
    console.log(`  reads before burst: ${rps(before)}; during burst: ${rps(during)}`);

    const peaks = memory.peaks();
    const apiPeak = peaks.find((p) => p.pid === api.child.pid);
    const children = peaks.filter((p) => p.pid !== api.child.pid).sort((a, b) => b.peakKb - a.peakKb);
    const capKb = analysisLimits.memoryMb * 1024;
    console.log('\nmemory (peak resident, VmHWM)');
    console.log(`  API process: ${mb(apiBeforeKb)} before the burst, ${mb(apiPeak?.peakKb ?? 0)} at most`);
    console.log(
      `  processes under the API: ${children.length}; largest ${mb(children[0]?.peakKb ?? 0)}; ` +
        `cap ${analysisLimits.memoryMb} MiB of address space each; over it: ${children.filter((c) => c.peakKb > capKb).length}`,
    );
    const byCommand = new Map<string, number[]>();
    for (const c of children) byCommand.set(c.command, [...(byCommand.get(c.command) ?? []), c.peakKb]);
    for (const [command, list] of byCommand)
      console.log(`    ${command.padEnd(22)} ${list.length}: ${list.map(mb).join(', ')}`);
  } finally {
    // SIGINT stops at once; SIGTERM would drain first (DRAIN_SECONDS)
    api.child.kill('SIGINT');
    await new Promise((resolve) => (api.child.exitCode !== null ? resolve(null) : api.child.once('exit', resolve)));
    await inbox.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  console.log(`\nend to end ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
