import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { Redis } from 'ioredis';
import { hashPassword } from '../src/lib/passwords';
import {
  confirmedChecklist,
  daysFromToday,
  outputsForm,
  pdfBytes,
  uploadForm,
} from '../src/modules/jobs/job-test-helpers';
import { startPair, type Pair } from './haproxy';

/**
 * The drill an operator runs before trusting a deployment (docs/scaling.md): two API instances behind the shipped
 * HAProxy configuration, on PostgreSQL, a Redis and an S3 server of their own; load near the pair's capacity
 * (clients that ask again as soon as they are answered), and in turn one instance SIGKILLed, started again, Redis
 * stopped, the bucket stopped, a release of one remote published with `npm run release`, chosen and rolled back.
 * `npm run test:cluster`. Each load phase lasts CLUSTER_PHASE_SECONDS (60: the operator's drill); .ci/run, which
 * runs it after `npm test`, sets 10 so that the whole cluster project stays within its share of the CI budget.
 */
const secondsOf = (name: string, fallback: number) => Number(process.env[name] ?? fallback) * 1000;
const timing = {
  /** Each load phase: before the kill, the survivor alone, the pair again, after each outage, each release step. */
  phase: secondsOf('CLUSTER_PHASE_SECONDS', 60),
  /** How long Redis, then the bucket, is stopped (the drill: 20 s). */
  outage: secondsOf('CLUSTER_OUTAGE_SECONDS', 20),
};
// seven load phases and two outages, plus the restart, the release's build and the mails' wait on a loaded machine
jest.setTimeout(7 * timing.phase + 2 * timing.outage + 600_000);
/** Clients asking at once: enough to keep both instances' event loops busy on two cores. */
const concurrency = Number(process.env.CLUSTER_CLIENTS ?? 8);

const adminEmail = 'cluster-admin@example.com';
const adminPassword = 'Cluster-Admin-1!';
const password = 'Cluster-Pass-1!';

let pair: Pair;
/** The per-address limit of the pair: small, so the logins that reach it fit in its minute on a busy machine. */
const loginsPerMinute = 10;
/** Successful and refused logins so far: the per-address limit counts every one of them. */
let loginsMade = 0;

interface Answer {
  status: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers of many shapes, read field by field
  body: any;
  backend: string | null;
}

async function call(
  base: string,
  method: string,
  route: string,
  options: { token?: string; body?: unknown; form?: FormData } = {},
): Promise<Answer> {
  const headers: Record<string, string> = { 'Accept-Language': 'en' };
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  let body: BodyInit | undefined = options.form;
  if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  const res = await fetch(`${base}${route}`, { method, headers, body });
  const type = res.headers.get('content-type') ?? '';
  const parsed = await (type.includes('json') ? res.json() : res.arrayBuffer().then((b) => Buffer.from(b))).catch(
    (err: unknown) => {
      throw new AnswerCutOff(res.status, err);
    },
  );
  return { status: res.status, body: parsed, backend: res.headers.get('x-backend') };
}

/**
 * A failure after the answer's status and headers came: its body was cut off halfway, as when the instance sending
 * it is killed. No balancer can send such a request again (deploy/haproxy.cfg retries a GET that got no answer).
 */
class AnswerCutOff extends Error {
  constructor(status: number, cause: unknown) {
    super(`answer ${status} cut off`, { cause });
  }
}

/** `status` exactly, or any 2xx when given 'ok'. */
function expectStatus(answer: Answer, status: number | 'ok', what: string): Answer {
  const fine = status === 'ok' ? answer.status >= 200 && answer.status < 300 : answer.status === status;
  if (!fine) throw new Error(`${what}: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer;
}

async function login(base: string, email: string, pass: string): Promise<Answer> {
  loginsMade += 1;
  return call(base, 'POST', '/api/auth/login', { body: { email, password: pass } });
}

async function makeAccount(role: 'user' | 'translator'): Promise<{ id: number; email: string }> {
  const { db } = pair;
  const email = `cluster-${role}-${randomBytes(3).toString('hex')}@example.com`;
  const [row] = await db('users')
    .insert({
      name: role === 'user' ? 'Müşteri' : 'Tercüman',
      surname: 'Küme',
      email,
      password_hash: await hashPassword(password),
      role,
      phone: '+905321234567',
      birth_date: '1990-01-01',
      email_verified_at: db.fn.now(),
    })
    .returning('id');
  if (role === 'translator') {
    await db('translator_profiles').insert({
      user_id: row.id,
      status: 'approved',
      education_level: 'lisans',
      university_name: 'Boğaziçi Üniversitesi',
      university_department: 'Çeviribilim',
      experience: '4 yıl',
    });
  }
  return { id: row.id as number, email };
}

/** One instance's Prometheus text. */
async function metricsOf(base: string): Promise<string> {
  const res = await fetch(`${base}/api/metrics`, { headers: { Authorization: `Bearer ${pair.env.METRICS_TOKEN}` } });
  return res.text();
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const run = promisify(execFile);

beforeAll(async () => {
  pair = await startPair({
    ADMIN_EMAIL: adminEmail,
    ADMIN_PASSWORD: adminPassword,
    RATE_LIMIT_PER_MINUTE: String(loginsPerMinute),
  });
}, 240_000);

afterAll(async () => {
  await pair?.close();
});

let adminToken: string;
let customer: { id: number; email: string; token: string };
let translator: { id: number; email: string; token: string };

describe('two API instances behind HAProxy', () => {
  it('migrated once although both instances started at the same moment', async () => {
    const names: string[] = await pair.db('knex_migrations').pluck('name');
    expect(names.length).toBeGreaterThan(0);
    expect(new Set(names).size).toBe(names.length);
    expect(await pair.db('users').where({ email: adminEmail })).toHaveLength(1);
  });

  it('plays the job lifecycle with each request on the other instance, files crossing between them', async () => {
    const [A, B] = [pair.api1.url, pair.api2.url];
    adminToken = expectStatus(await login(A, adminEmail, adminPassword), 200, 'admin login').body.token;
    const c = await makeAccount('user');
    const t = await makeAccount('translator');
    customer = { ...c, token: expectStatus(await login(B, c.email, password), 200, 'customer login').body.token };
    translator = { ...t, token: expectStatus(await login(A, t.email, password), 200, 'translator login').body.token };

    const document = pdfBytes('cluster document');
    const job = expectStatus(
      await call(B, 'POST', '/api/user/upload', {
        token: customer.token,
        form: uploadForm({}, { bytes: document, name: 'belge.pdf' }),
      }),
      201,
      'upload',
    ).body;
    expectStatus(
      await call(A, 'POST', '/api/translator/offer', {
        token: translator.token,
        body: { job_id: job.id, price: 400, delivery_date: daysFromToday(5), note: 'Teslim edebilirim' },
      }),
      'ok',
      'offer',
    );
    expectStatus(
      await call(B, 'POST', `/api/admin/job/${job.id}/assign`, {
        token: adminToken,
        body: { translator_id: translator.id, price: 900, delivery_date: daysFromToday(5) },
      }),
      'ok',
      'assign',
    );
    expectStatus(await call(A, 'PUT', `/api/admin/job/${job.id}/mark-paid`, { token: adminToken }), 'ok', 'mark paid');

    // Uploaded through B, read through A: the file is in the bucket, not on B's disk.
    const assigned = expectStatus(
      await call(B, 'GET', `/api/translator/assigned-jobs`, { token: translator.token }),
      200,
      'assigned list',
    ).body;
    const mine = (assigned.items ?? assigned.jobs).find((j: { id: number }) => j.id === job.id);
    const fileUrl = new URL(mine.file_url, A);
    const fetched = expectStatus(
      await call(A, 'GET', fileUrl.pathname + fileUrl.search, { token: translator.token }),
      200,
      'document download',
    );
    expect(Buffer.compare(fetched.body as Buffer, document)).toBe(0);

    const output = pdfBytes('cluster translation');
    expectStatus(
      await call(A, 'POST', `/api/translator/job/${job.id}/complete`, {
        token: translator.token,
        form: outputsForm([{ bytes: output, name: 'ceviri.pdf' }]),
      }),
      'ok',
      'output upload',
    );
    expectStatus(
      await call(B, 'PUT', `/api/translator/job/${job.id}/mark-complete`, {
        token: translator.token,
        body: { checklist: confirmedChecklist },
      }),
      'ok',
      'mark complete',
    );
    const done = expectStatus(
      await call(A, 'GET', `/api/user/job/${job.id}`, { token: customer.token }),
      200,
      'job',
    ).body;
    expect(done.status).toBe('completed');
    const outputUrl = new URL(done.output_files[0].url, B);
    const delivered = expectStatus(
      await call(B, 'GET', outputUrl.pathname + outputUrl.search, { token: customer.token }),
      200,
      'output download',
    );
    expect(Buffer.compare(delivered.body as Buffer, output)).toBe(0);
  });

  it('refuses the old token on the other instance once a password change through one of them commits', async () => {
    const account = await makeAccount('user');
    const token = expectStatus(await login(pair.api1.url, account.email, password), 200, 'login').body.token;
    // each instance has now read and kept the session row
    for (const base of [pair.api1.url, pair.api2.url])
      expectStatus(await call(base, 'GET', '/api/auth/me', { token }), 200, 'me');
    const changed = await call(pair.api1.url, 'PUT', '/api/settings/security', {
      token,
      body: { currentPassword: password, newPassword: 'Cluster-Pass-2!', newPasswordRepeat: 'Cluster-Pass-2!' },
    });
    expectStatus(changed, 'ok', 'password change');
    expect((await call(pair.api1.url, 'GET', '/api/auth/me', { token })).status).toBe(401);
    // B hears of it from PostgreSQL (NOTIFY after the commit): within moments, not at once
    let onB = 0;
    for (let i = 0; i < 50 && onB !== 401; i += 1) {
      onB = (await call(pair.api2.url, 'GET', '/api/auth/me', { token })).status;
      if (onB !== 401) await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(onB).toBe(401);
  });

  it('shares the login rate limit: the 11th login from one address fails on whichever instance gets it', async () => {
    // the minute starts now: the logins of the tests above are forgotten
    const redis = new Redis(pair.redis.url);
    await redis.flushdb();
    redis.disconnect();
    loginsMade = 0;
    const answers: Answer[] = [];
    while (loginsMade < loginsPerMinute) {
      answers.push(await login(loginsMade % 2 === 0 ? pair.api1.url : pair.api2.url, customer.email, password));
    }
    expect(answers.every((x) => x.status === 200)).toBe(true);
    for (const base of [pair.api1.url, pair.api2.url]) {
      const refused = await login(base, customer.email, password);
      expect(refused.status).toBe(429);
    }
  });
});

/** What the load saw: one row per request. */
interface Seen {
  /** When the answer (or the failure) came: what decides a request's phase. */
  at: number;
  started: number;
  kind: 'page' | 'api' | 'file';
  route: string;
  status: number | string;
  code: string | null;
  backend: string | null;
  /** The page load a 'page' request belongs to: the shell, /mf-remotes.json, the remote's manifest and entry. */
  load?: number;
  /** Failed after its answer began (AnswerCutOff). */
  cutOff?: boolean;
}

/** A request that failed: no answer, a 5xx, or any 4xx among a page load's files (a missing manifest breaks it). */
const failed = (s: Seen) => typeof s.status === 'string' || s.status >= 500 || (s.kind === 'page' && s.status >= 400);

/** The nth percentile of the requests' durations, in ms. */
function percentile(rows: Seen[], nth: number): number {
  const durations = rows.map((r) => r.at - r.started).sort((a, b) => a - b);
  return durations.length
    ? (durations[Math.min(durations.length - 1, Math.floor((durations.length * nth) / 100))] ?? 0)
    : 0;
}

/** Page loads among `rows`: how many, and how many had a request fail. */
function pageLoads(rows: Seen[]): { loads: number; failedLoads: number } {
  const loads = new Map<number, boolean>();
  for (const row of rows) {
    if (row.load === undefined) continue;
    loads.set(row.load, (loads.get(row.load) ?? false) || failed(row));
  }
  return { loads: loads.size, failedLoads: [...loads.values()].filter(Boolean).length };
}

/** The remote the drill releases and rolls back: the smallest, so its build is the shortest. */
const releasedRemote = { pkg: 'mfe-translator', name: 'mfe_translator' } as const;

/** The manifest address /mf-remotes.json gives for the released remote, asked of one instance directly. */
async function servedManifest(base: string): Promise<string | undefined> {
  const registry = (await call(base, 'GET', '/mf-remotes.json')).body as { remotes: { name: string; entry: string }[] };
  return registry.remotes.find((r) => r.name === releasedRemote.name)?.entry;
}

/** The remote's entry file named by a manifest at `manifestPath`. */
function remoteEntryPath(
  manifestPath: string,
  manifest: { metaData?: { remoteEntry?: { name: string; path: string } } },
) {
  const entry = manifest.metaData?.remoteEntry;
  if (!entry) return null;
  return new URL(entry.path ? `${entry.path}/${entry.name}` : entry.name, `http://x${manifestPath}`).pathname;
}

describe('the drill: load near capacity, a kill and restart, Redis and the bucket stopped, a release and its rollback', () => {
  const seen: Seen[] = [];
  const marks: Record<string, number> = {};
  /** The survivor's own /api/ready and /api/health, asked directly every 250 ms: a busy instance stays ready. */
  const survivorChecks: { at: number; ready: number | string; health: number | string }[] = [];
  const outageFindings: Record<string, unknown> = {};
  const release: {
    version: string;
    published: string;
    /** Per instance, once chosen: the manifest /mf-remotes.json names, and its manifest's and entry's statuses. */
    chosen: Record<string, unknown>;
    rolledBack: Record<string, unknown>;
    choose: number[];
  } = { version: `drill-${Date.now()}`, published: '', chosen: {}, rolledBack: {}, choose: [] };
  /** The mails in a worker's hands when api2 was killed (pgboss.job ids, attempts so far), the database's clock. */
  let activeAtKill: { id: string; retry_count: number; at: Date }[] = [];
  let started = 0;

  const between = (from: number, to: number) => seen.filter((s) => s.at >= from && s.at < to);
  /** The requests of the page loads whose first request began between `from` and `to`. */
  const loadsBegun = (from: number, to: number) => {
    const firstOf = new Map<number, number>();
    for (const s of seen)
      if (s.load !== undefined) firstOf.set(s.load, Math.min(firstOf.get(s.load) ?? s.started, s.started));
    return seen.filter(
      (s) => s.load !== undefined && (firstOf.get(s.load) as number) >= from && (firstOf.get(s.load) as number) < to,
    );
  };
  /** The requests that failed within HAProxy's three checks after the kill, when each began and ended. */
  const describeAtKill = () =>
    JSON.stringify(
      between(marks.kill, marks.kill + 3000)
        .filter(failed)
        .map((s) => `${s.route} ${s.status} ${s.backend ?? ''} ${s.started - marks.kill}→${s.at - marks.kill}`),
    );
  const describeFailures = (rows: Seen[]) =>
    JSON.stringify(rows.filter(failed).map((s) => `${s.route} ${s.status} ${s.code ?? ''} ${s.backend ?? ''}`));

  it('runs the drill', async () => {
    let stop = false;
    let loadsStarted = 0;
    const track = async (
      kind: Seen['kind'],
      method: string,
      route: string,
      options: { token?: string; body?: unknown; form?: FormData; load?: number } = {},
    ): Promise<Answer | null> => {
      const row: Seen = {
        at: 0,
        started: Date.now(),
        kind,
        route: `${method} ${route.split('?')[0]}`,
        status: 0,
        code: null,
        backend: null,
        load: options.load,
      };
      try {
        const answer = await call(pair.url, method, route, options);
        Object.assign(row, { status: answer.status, backend: answer.backend, code: answer.body?.code ?? null });
        return answer;
      } catch (err) {
        row.status = String((err as Error).message);
        row.cutOff = err instanceof AnswerCutOff;
        return null;
      } finally {
        row.at = Date.now();
        seen.push(row);
      }
    };

    /** A visitor's page load: the shell, the remotes' addresses, then the released remote's manifest and entry. */
    const loadPage = async () => {
      const load = (loadsStarted += 1);
      await track('page', 'GET', '/', { load });
      const registry = await track('page', 'GET', '/mf-remotes.json', { load });
      const entry = (registry?.body?.remotes ?? []).find(
        (r: { name: string }) => r.name === releasedRemote.name,
      )?.entry;
      if (!entry) return;
      const manifest = await track('page', 'GET', entry, { load });
      const file = manifest?.status === 200 ? remoteEntryPath(entry, manifest.body) : null;
      if (file) await track('page', 'GET', file, { load });
    };

    /** One client: a page load, lists of each role, and every other round an upload, its assignment and a download. */
    const client = async (n: number) => {
      for (let i = 0; !stop; i += 1) {
        await loadPage();
        await track('api', 'GET', '/api/public/services');
        await track('api', 'GET', '/api/user/jobs', { token: customer.token });
        await track('api', 'GET', '/api/translator/open-jobs', { token: translator.token });
        await track('api', 'GET', '/api/admin/jobs', { token: adminToken });
        if (i % 2 !== n % 2) continue;
        const upload = await track('file', 'POST', '/api/user/upload', {
          token: customer.token,
          form: uploadForm({ description: `Yük testi ${n}-${i}` }),
        });
        if (upload?.status === 201) {
          await track('api', 'POST', `/api/admin/job/${upload.body.id}/assign`, {
            token: adminToken,
            body: { translator_id: translator.id, price: 500, delivery_date: daysFromToday(4) },
          });
        }
        const assigned = await track('api', 'GET', '/api/translator/assigned-jobs', { token: translator.token });
        const withFile = (assigned?.body?.items ?? assigned?.body?.jobs ?? []).find(
          (j: { file_url?: string }) => j.file_url,
        );
        if (withFile) {
          const fileUrl = new URL(withFile.file_url, pair.url);
          await track('file', 'GET', fileUrl.pathname + fileUrl.search, { token: translator.token });
        }
      }
    };
    const watchSurvivor = async () => {
      while (!stop) {
        const entry: (typeof survivorChecks)[number] = { at: Date.now(), ready: 0, health: 0 };
        for (const which of ['ready', 'health'] as const) {
          try {
            entry[which] = (await fetch(`${pair.api1.url}/api/${which}`)).status;
          } catch (err) {
            entry[which] = String((err as Error).message);
          }
        }
        survivorChecks.push(entry);
        await sleep(250);
      }
    };
    /** What each instance serves for the released remote: the manifest's address, its and its entry's statuses. */
    const servedBy = async () => {
      const served: Record<string, unknown> = {};
      for (const [name, instance] of [
        ['api1', pair.api1],
        ['api2', pair.api2],
      ] as const) {
        const manifestPath = await servedManifest(instance.url);
        const manifest = manifestPath ? await call(instance.url, 'GET', manifestPath) : null;
        const file = manifest?.status === 200 ? remoteEntryPath(manifestPath as string, manifest.body) : null;
        served[name] = {
          manifest: manifestPath,
          manifestStatus: manifest?.status,
          entryStatus: file ? (await call(instance.url, 'GET', file)).status : null,
        };
      }
      return served;
    };
    const chooseRelease = async (version: string | null) => {
      const answer = await call(pair.url, 'PUT', `/api/admin/releases/${releasedRemote.pkg}`, {
        token: adminToken,
        body: { version },
      });
      release.choose.push(answer.status);
      return answer;
    };

    /** Resolves once HAProxy sends a request to `backend` (two good checks after it is ready: `rise 2`). */
    const balancerReaches = async (backend: string) => {
      const deadline = Date.now() + 30_000;
      while ((await call(pair.url, 'GET', '/api/health').catch(() => null))?.backend !== backend) {
        if (Date.now() > deadline) throw new Error(`HAProxy sent nothing to ${backend} within 30 s of its start`);
        await sleep(250);
      }
    };

    started = Date.now();
    const running = [...Array.from({ length: concurrency }, (_, n) => client(n)), watchSurvivor()];
    try {
      await sleep(timing.phase);
      marks.kill = Date.now();
      pair.api2.child.kill('SIGKILL');
      activeAtKill = (
        await pair.db.raw(
          `select id, retry_count, now() as at from pgboss.job where name = 'mail' and state = 'active'`,
        )
      ).rows;
      await pair.api2.exited;
      await sleep(timing.phase);
      marks.restart = Date.now();
      await pair.restart('api2');
      await balancerReaches('api2');
      marks.rejoined = Date.now();
      await sleep(timing.phase);

      marks.redisStop = Date.now();
      await pair.redis.stop();
      await sleep(3000); // the monitor's probe (every second) has noticed
      const logins: number[] = [];
      for (let i = 0; i < 3; i += 1) logins.push((await login(pair.api1.url, customer.email, password)).status);
      const contact = [];
      for (let i = 0; i < 3; i += 1) {
        const answer = await call(pair.url, 'POST', '/api/contact', {
          body: { name: 'Küme Testi', email: 'ziyaretci@example.com', message: `Redis yokken mesaj ${i}` },
        });
        contact.push(answer.status);
      }
      const metrics = await metricsOf(pair.api1.url);
      outageFindings.redis = {
        logins,
        contact,
        fallbackGauge: /^rate_limit_fallback (\d+)/m.exec(metrics)?.[1],
        fallbackCount: Number(/^rate_limit_fallback_total (\d+)/m.exec(metrics)?.[1] ?? 0),
        redisUp: /^dependency_up\{dependency="redis"\} (\d+)/m.exec(metrics)?.[1],
        ready: /^readiness_ready (\d+)/m.exec(metrics)?.[1],
      };
      await sleep(Math.max(0, marks.redisStop + timing.outage - Date.now()));
      await pair.redis.start();
      marks.redisStart = Date.now();
      await sleep(timing.phase);

      marks.bucketStop = Date.now();
      await pair.s3.stop();
      await sleep(3000);
      const bucketMetrics = await metricsOf(pair.api1.url);
      outageFindings.bucket = {
        bucketUp: /^dependency_up\{dependency="bucket"\} (\d+)/m.exec(bucketMetrics)?.[1],
        ready: /^readiness_ready (\d+)/m.exec(bucketMetrics)?.[1],
      };
      await sleep(Math.max(0, marks.bucketStop + timing.outage - Date.now()));
      await pair.s3.start();
      marks.bucketStart = Date.now();

      // A team publishes a release of one remote with the CLI while the load runs (it builds in a scratch folder
      // and stores the build in the bucket); the phase lasts until it is published.
      const publishing = run('npm', ['run', 'release', '-w', releasedRemote.pkg, '--', '--version', release.version], {
        cwd: process.cwd(),
        env: { ...process.env, ...pair.env },
        maxBuffer: 64 * 1024 * 1024,
      });
      await sleep(timing.phase);
      release.published = (await publishing).stdout;

      marks.releaseChosen = Date.now();
      expectStatus(await chooseRelease(release.version), 200, 'choose the release');
      marks.releaseServed = Date.now();
      release.chosen = await servedBy();
      await sleep(Math.max(0, marks.releaseChosen + timing.phase - Date.now()));

      marks.rolledBack = Date.now();
      const releases = (await call(pair.url, 'GET', '/api/admin/releases', { token: adminToken })).body;
      const previous = releases.items.find((r: { remote: string }) => r.remote === releasedRemote.pkg)?.previous;
      expectStatus(await chooseRelease(previous ?? null), 200, 'roll back');
      marks.rollbackServed = Date.now();
      release.rolledBack = await servedBy();
      await sleep(Math.max(0, marks.rolledBack + timing.phase - Date.now()));
    } finally {
      stop = true;
      await Promise.all(running);
    }
    marks.end = Date.now();
    if (process.env.CLUSTER_OUTPUT_DIR) {
      writeFileSync(path.join(process.env.CLUSTER_OUTPUT_DIR, 'marks.json'), JSON.stringify(marks, null, 2));
    }

    const phases: [string, number, number][] = [
      ['before the kill', started, marks.kill],
      ['survivor alone', marks.kill, marks.restart],
      ['restarting', marks.restart, marks.rejoined],
      ['pair again', marks.rejoined, marks.redisStop],
      ['Redis stopped', marks.redisStop, marks.redisStart],
      ['Redis back', marks.redisStart, marks.bucketStop],
      ['bucket stopped', marks.bucketStop, marks.bucketStart],
      ['bucket back, publishing', marks.bucketStart, marks.releaseChosen],
      ['release chosen', marks.releaseChosen, marks.rolledBack],
      ['rolled back', marks.rolledBack, marks.end],
    ];
    const lines = phases.map(([name, from, to]) => {
      const rows = between(from, to);
      const byBackend: Record<string, number> = {};
      for (const row of rows) byBackend[row.backend ?? '-'] = (byBackend[row.backend ?? '-'] ?? 0) + 1;
      const { loads, failedLoads } = pageLoads(rows);
      const rate = rows.length / ((to - from) / 1000);
      return (
        `  ${name.padEnd(24)} ${((to - from) / 1000).toFixed(1).padStart(6)} s ${String(rows.length).padStart(6)} requests ` +
        `${rate.toFixed(0).padStart(4)} req/s p99 ${percentile(rows, 99)} ms ${JSON.stringify(byBackend)} ` +
        `failed ${rows.filter(failed).length} (file routes ${rows.filter((r) => failed(r) && r.kind === 'file').length}), ` +
        `page loads ${loads} (failed ${failedLoads}), 401: ${rows.filter((r) => r.status === 401).length}`
      );
    });
    console.log(
      `cluster drill, ${concurrency} clients, phases of ${timing.phase / 1000} s, outages of ${timing.outage / 1000} s:\n` +
        `${lines.join('\n')}\n` +
        `  survivor's own checks: ${survivorChecks.length}, not ready ${survivorChecks.filter((c) => c.ready !== 200).length}, ` +
        `not alive ${survivorChecks.filter((c) => c.health !== 200).length}\n` +
        `  failed within 3 s of the kill (ms from the kill, begun → answered): ${describeAtKill()}\n` +
        `  during the outages: ${JSON.stringify(outageFindings)}\n` +
        `  release ${releasedRemote.pkg} ${release.version}: ${/^Released .*$/m.exec(release.published)?.[0]}; ` +
        `choose/roll back ${JSON.stringify(release.choose)}; served once chosen ${JSON.stringify(release.chosen)}; ` +
        `after the rollback ${JSON.stringify(release.rolledBack)}`,
    );
  });

  it('kept the survivor ready and alive the whole time: busy, Redis or the bucket away, it is still ready', () => {
    expect(survivorChecks.length).toBeGreaterThan(10);
    expect(survivorChecks.filter((c) => c.ready !== 200 || c.health !== 200)).toEqual([]);
  });

  it('failed only writes in flight on the killed instance, no page or list read, and none once it was out', () => {
    // in flight at the kill, or sent to the killed process before the kernel closed its sockets: at most one a
    // client, as a GET that got no answer is sent to the survivor (deploy/haproxy.cfg, retry-on empty-response);
    // a download or any answer cut off halfway through its body is not retried
    const atKill = between(marks.kill, marks.kill + 3000).filter(failed);
    expect(atKill.length).toBeLessThanOrEqual(concurrency);
    const readsUnanswered = atKill.filter((s) => s.route.startsWith('GET ') && s.kind !== 'file' && !s.cutOff);
    expect(describeFailures(readsUnanswered)).toBe('[]');
    expect(atKill.filter((s) => s.backend === 'api1')).toEqual([]);
    expect(describeFailures(between(started, marks.kill))).toBe('[]');
    expect(describeFailures(between(marks.kill + 3000, marks.redisStop))).toBe('[]');
    expect(between(marks.kill + 3000, marks.restart).filter((s) => s.backend === 'api2')).toEqual([]);
    expect(between(marks.rejoined, marks.redisStop).filter((s) => s.backend === 'api2').length).toBeGreaterThan(0);
  });

  it('signed nobody out: not one 401 in the whole run, the restart included', () => {
    expect(seen.filter((s) => s.status === 401).map((s) => s.route)).toEqual([]);
  });

  it('served every page and API call while Redis was stopped, the limits counted in memory', () => {
    expect(describeFailures(between(marks.redisStop, marks.bucketStop))).toBe('[]');
    const redis = outageFindings.redis as Record<string, unknown>;
    expect(redis.logins).toEqual([200, 200, 200]);
    expect(redis.contact).toEqual([200, 200, 200]);
    expect(redis.fallbackGauge).toBe('1');
    expect(redis.redisUp).toBe('0');
    expect(redis.fallbackCount).toBeGreaterThan(0);
    expect(redis.ready).toBe('1');
  });

  it('failed only file routes while the bucket was stopped, each with 503 storageUnavailable', () => {
    const during = between(marks.bucketStop, marks.bucketStart);
    expect(describeFailures(during.filter((s) => s.kind !== 'file'))).toBe('[]');
    const fileFailures = during.filter((s) => s.kind === 'file' && failed(s));
    expect(fileFailures.length).toBeGreaterThan(0);
    expect(fileFailures.filter((s) => s.status !== 503 || s.code !== 'storageUnavailable')).toEqual([]);
    const bucket = outageFindings.bucket as Record<string, unknown>;
    expect(bucket).toEqual({ bucketUp: '0', ready: '1' });
  });

  it('stores files again once the bucket is back', () => {
    // Requests begun once the bucket's first probe after its return has had time to run (the monitor's second).
    const after = seen.filter((s) => s.started >= marks.bucketStart + 3000);
    if (after.some(failed)) {
      const said = [pair.api1, pair.api2].flatMap((i) => i.output().split('\n')).filter((l) => l.includes('storage'));
      console.log('after the bucket came back the instances said:', said.slice(-4).join('\n'));
    }
    expect(after.filter((s) => s.route === 'POST /api/user/upload' && s.status === 201).length).toBeGreaterThan(0);
    expect(describeFailures(after)).toBe('[]');
  });

  it('rolled a release of one remote out to every instance and back under load, with no failed page load', () => {
    expect(release.published).toContain(`Released ${releasedRemote.pkg} ${release.version} (content `);
    expect(release.choose).toEqual([200, 200]);
    const releaseManifest = `/releases/${releasedRemote.pkg}/${release.version}/mf-manifest.json`;
    const builtIn = `/remotes/${releasedRemote.pkg}/mf-manifest.json`;
    for (const instance of ['api1', 'api2']) {
      expect(release.chosen[instance]).toEqual({ manifest: releaseManifest, manifestStatus: 200, entryStatus: 200 });
      expect(release.rolledBack[instance]).toEqual({ manifest: builtIn, manifestStatus: 200, entryStatus: 200 });
    }
    // Begun once the bucket was back: an upload sent during the outage may answer 503 just after its return.
    const rollout = between(marks.bucketStart, marks.end).filter((s) => s.started >= marks.bucketStart);
    expect(pageLoads(rollout).failedLoads).toBe(0);
    expect(describeFailures(rollout)).toBe('[]');
    // The visitors' page loads followed the choice both ways, on both instances: every load begun once the choice
    // had answered asked for the chosen manifest.
    const manifestsOfLoads = (from: number, to: number) =>
      loadsBegun(from, to).filter((s) => s.route.endsWith('/mf-manifest.json'));
    const whileChosen = manifestsOfLoads(marks.releaseServed, marks.rolledBack);
    expect(whileChosen.length).toBeGreaterThan(0);
    expect(whileChosen.filter((s) => !s.route.includes(releaseManifest))).toEqual([]);
    expect(new Set(whileChosen.map((s) => s.backend))).toEqual(new Set(['api1', 'api2']));
    const afterRollback = manifestsOfLoads(marks.rollbackServed, marks.end);
    expect(afterRollback.length).toBeGreaterThan(0);
    expect(afterRollback.filter((s) => !s.route.includes(builtIn))).toEqual([]);
  });

  it('sent every queued mail, each once or as the same message again, and left no job half-changed', async () => {
    const { db, inbox } = pair;
    // An attempt the killed instance had begun comes back once it expires, the survivor's maintenance has seen it
    // and its retry delay has passed (docs/scaling.md).
    const deadline = Math.max(marks.kill + 150_000, Date.now() + 60_000);
    let pending = Infinity;
    while (pending > 0 && Date.now() < deadline) {
      const [row] = await db('pgboss.job').where({ name: 'mail' }).whereNot({ state: 'completed' }).count({ n: '*' });
      pending = Number(row?.n);
      if (pending > 0) await sleep(500);
    }
    if (pending > 0) {
      const left = await db('pgboss.job')
        .where({ name: 'mail' })
        .whereNot({ state: 'completed' })
        .select('state', 'retry_count', 'output', 'start_after', 'created_on', db.raw('now() as now'))
        .limit(5);
      console.log('mails not sent:', JSON.stringify(left));
    }
    await sleep(500);
    const taskIds: string[] = await db('pgboss.job').where({ name: 'mail' }).pluck('id');
    const taskIdOf = (raw: string) => /^X-Task-Id: (\S+)/im.exec(raw)?.[1];
    const sentIds = inbox.mails.map((m) => taskIdOf(m.raw));
    const twice = sentIds.filter((id, i) => sentIds.indexOf(id) !== i);
    const lost = taskIds.filter((id) => !sentIds.includes(id));

    // The mails api2 held when it was killed: sent again by the survivor once their attempt expired.
    const held = new Map(activeAtKill.map((m) => [m.id, m]));
    const after: { id: string; retry_count: number; started_on: Date; completed_on: Date | null }[] = held.size
      ? await db('pgboss.job')
          .whereIn('id', [...held.keys()])
          .select('id', 'retry_count', 'started_on', 'completed_on')
      : [];
    const stranded = after.filter((m) => m.retry_count > (held.get(m.id)?.retry_count ?? 0));
    const killedAt = activeAtKill[0]?.at ? new Date(activeAtKill[0].at).getTime() : 0;
    const secondsAfterKill = (d: Date | null) => (d ? ((new Date(d).getTime() - killedAt) / 1000).toFixed(1) : '-');
    console.log(
      `mails: ${taskIds.length} queued, ${new Set(sentIds).size} sent, ${lost.length} lost, ${twice.length} sent twice ` +
        `(same Message-ID); in workers' hands at the kill ${activeAtKill.length}, stranded on the killed instance ` +
        `${stranded.length}: picked up again ${stranded.map((m) => secondsAfterKill(m.started_on)).join(', ') || '-'} s ` +
        `and sent ${stranded.map((m) => secondsAfterKill(m.completed_on)).join(', ') || '-'} s after the kill`,
    );
    expect(pending).toBe(0);
    expect(sentIds.filter((id) => !id)).toEqual([]);
    expect(lost).toEqual([]);
    expect([...new Set(sentIds)].sort()).toEqual([...taskIds].sort());
    // Sent twice only when the killed instance had sent it and died before recording it — at most one per worker
    // it ran — and then as the same message (one Message-ID), which mail clients show once.
    expect(twice.length).toBeLessThanOrEqual(4);
    for (const id of twice) {
      const copies = inbox.mails.filter((m) => taskIdOf(m.raw) === id);
      expect(new Set(copies.map((m) => /^Message-ID: (\S+)/im.exec(m.raw)?.[1])).size).toBe(1);
    }
    expect(taskIds.length).toBeGreaterThan(3);

    // No job is half-changed: each state has the fields it implies, and the audit trail ends where the job is.
    const jobs = await db('jobs').select('*');
    const lastAudit = new Map<number, string>(
      (
        await db('job_audit')
          .distinctOn('job_id')
          .orderBy([{ column: 'job_id' }, { column: 'id', order: 'desc' }])
          .whereNotNull('to_status')
          .select('job_id', 'to_status')
      ).map((r: { job_id: number; to_status: string }) => [r.job_id, r.to_status]),
    );
    const outputs = new Set<number>(await db('job_output_files').pluck('job_id'));
    const inconsistent = jobs.filter((j) => {
      const assigned = j.assigned_translator_id !== null && j.admin_price !== null;
      if (j.status === 'waiting') return j.assigned_translator_id !== null;
      if (j.status === 'waiting_payment') return !assigned || j.is_paid;
      if (j.status === 'in_progress') return !assigned || !j.is_paid;
      if (j.status === 'completed') return !assigned || !j.completed_at || !outputs.has(j.id);
      return false;
    });
    expect(inconsistent).toEqual([]);
    for (const job of jobs) {
      const last = lastAudit.get(job.id);
      if (last) expect(`${job.id}:${last}`).toBe(`${job.id}:${job.status}`);
    }
  });
});
