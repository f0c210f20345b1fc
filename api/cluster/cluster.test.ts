import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import knexFactory, { type Knex } from 'knex';
import { Redis } from 'ioredis';
import { hashPassword } from '../src/lib/passwords';
import { startSmtpInbox } from '../src/testing/smtp-inbox';
import { startS3Server, type S3TestServer } from '../src/testing/s3-server';
import { freePort, startApiProcess, type ApiProcess } from '../src/testing/api-process';
import {
  confirmedChecklist,
  daysFromToday,
  outputsForm,
  pdfBytes,
  uploadForm,
} from '../src/modules/jobs/job-test-helpers';
import { startHaproxy } from './haproxy';

/**
 * Two API instances behind HAProxy on the local PostgreSQL, the local Redis and an S3 server, as a deployment
 * runs them (docs/scaling.md). `npm run test:cluster`; .ci/run runs it after `npm test`.
 */
jest.setTimeout(240_000);

const serverUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
// A Redis database of its own, emptied first: the rate-limit counts of an earlier run must not leak in.
const redisUrl = process.env.CLUSTER_REDIS_URL ?? 'redis://127.0.0.1:6379/11';
const adminEmail = 'cluster-admin@example.com';
const adminPassword = 'Cluster-Admin-1!';
const password = 'Cluster-Pass-1!';

let inbox: Awaited<ReturnType<typeof startSmtpInbox>>;
let s3: S3TestServer;
let db: Knex;
let databaseName: string;
let a: ApiProcess;
let b: ApiProcess;
let lb: Awaited<ReturnType<typeof startHaproxy>>;
const dataDirs: string[] = [];
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
  const parsed = type.includes('json') ? await res.json() : Buffer.from(await res.arrayBuffer());
  return { status: res.status, body: parsed, backend: res.headers.get('x-backend') };
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

beforeAll(async () => {
  inbox = await startSmtpInbox();
  s3 = await startS3Server();
  databaseName = `tercume_cluster_${Date.now()}_${randomBytes(3).toString('hex')}`;
  const server = knexFactory({ client: 'pg', connection: serverUrl, pool: { min: 0, max: 1 } });
  await server.raw(`create database ${databaseName}`);
  await server.destroy();
  const url = new URL(serverUrl);
  url.pathname = `/${databaseName}`;
  db = knexFactory({ client: 'pg', connection: url.toString(), pool: { min: 0, max: 2 } });
  const redis = new Redis(redisUrl);
  await redis.flushdb();
  redis.disconnect();

  const [portA, portB, portLb] = [await freePort(), await freePort(), await freePort()];
  const shared = {
    DATABASE_URL: url.toString(),
    REDIS_URL: redisUrl,
    SMTP_URL: inbox.url,
    JWT_SECRET: randomBytes(32).toString('hex'),
    ADMIN_EMAIL: adminEmail,
    ADMIN_PASSWORD: adminPassword,
    PUBLIC_URL: `http://127.0.0.1:${portLb}`,
    DRAIN_SECONDS: '0',
    ...s3.env,
  };
  const dataDir = () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'tercume-cluster-'));
    dataDirs.push(dir);
    return dir;
  };
  // Started together on an empty database: the start-up lock makes them migrate one after the other.
  [a, b] = await Promise.all([
    startApiProcess({ ...shared, PORT: String(portA), DATA_DIR: dataDir() }),
    startApiProcess({ ...shared, PORT: String(portB), DATA_DIR: dataDir() }),
  ]);
  lb = await startHaproxy(portLb, [
    { name: 'a', port: portA },
    { name: 'b', port: portB },
  ]);
}, 240_000);

afterAll(async () => {
  await lb?.stop();
  for (const instance of [a, b]) {
    if (instance && instance.child.exitCode === null && instance.child.signalCode === null) {
      instance.child.kill('SIGTERM');
      await instance.exited;
    }
  }
  await db?.destroy();
  const server = knexFactory({ client: 'pg', connection: serverUrl, pool: { min: 0, max: 1 } });
  await server.raw(`drop database if exists ${databaseName} with (force)`);
  await server.destroy();
  await inbox?.stop();
  await s3?.stop();
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
});

let adminToken: string;
let customer: { id: number; email: string; token: string };
let translator: { id: number; email: string; token: string };

describe('two API instances behind HAProxy', () => {
  it('migrated once although both instances started at the same moment', async () => {
    const names: string[] = await db('knex_migrations').pluck('name');
    expect(names.length).toBeGreaterThan(0);
    expect(new Set(names).size).toBe(names.length);
    expect(await db('users').where({ email: adminEmail })).toHaveLength(1);
  });

  it('plays the job lifecycle with each request on the other instance, files crossing between them', async () => {
    const [A, B] = [a.url, b.url];
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
    const token = expectStatus(await login(a.url, account.email, password), 200, 'login').body.token;
    // each instance has now read and kept the session row
    for (const base of [a.url, b.url]) expectStatus(await call(base, 'GET', '/api/auth/me', { token }), 200, 'me');
    const changed = await call(a.url, 'PUT', '/api/settings/security', {
      token,
      body: { currentPassword: password, newPassword: 'Cluster-Pass-2!', newPasswordRepeat: 'Cluster-Pass-2!' },
    });
    expectStatus(changed, 'ok', 'password change');
    expect((await call(a.url, 'GET', '/api/auth/me', { token })).status).toBe(401);
    // B hears of it from PostgreSQL (NOTIFY after the commit): within moments, not at once
    let onB = 0;
    for (let i = 0; i < 50 && onB !== 401; i += 1) {
      onB = (await call(b.url, 'GET', '/api/auth/me', { token })).status;
      if (onB !== 401) await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(onB).toBe(401);
  });

  it('shares the login rate limit: the 31st login from one address fails on whichever instance gets it', async () => {
    const answers: Answer[] = [];
    while (loginsMade < 30) {
      answers.push(await login(loginsMade % 2 === 0 ? a.url : b.url, customer.email, password));
    }
    expect(answers.every((x) => x.status === 200)).toBe(true);
    for (const base of [a.url, b.url]) {
      const refused = await login(base, customer.email, password);
      expect(refused.status).toBe(429);
    }
  });

  it('keeps answering through the other instance when one is killed under load, and loses no mail', async () => {
    const failures: { at: number; status: number | string; backend: string | null }[] = [];
    const answered: Record<string, number> = {};
    let stop = false;
    let killedAt = 0;
    const started = Date.now();

    // The survivor answers its liveness check directly the whole time.
    const survivorDown: number[] = [];
    const watch = (async () => {
      while (!stop) {
        try {
          const res = await fetch(`${a.url}/api/health`);
          if (res.status !== 200) survivorDown.push(Date.now());
        } catch {
          survivorDown.push(Date.now());
        }
        await new Promise((r) => setTimeout(r, 100));
      }
    })();

    /** One client: reads, new jobs, assignments (each assignment queues two mails). */
    const client = async (n: number) => {
      for (let i = 0; !stop; i += 1) {
        const steps: [string, string, { token?: string; body?: unknown; form?: FormData }][] = [
          ['GET', '/api/public/services', {}],
          ['GET', '/api/user/jobs', { token: customer.token }],
          ['GET', '/api/translator/open-jobs', { token: translator.token }],
          ['GET', '/api/admin/jobs', { token: adminToken }],
        ];
        for (const [method, route, options] of steps) {
          await track(method, route, options);
        }
        if (i % 2 === n % 2) {
          const upload = await track('POST', '/api/user/upload', {
            token: customer.token,
            form: uploadForm({ description: `Yük testi ${n}-${i}` }),
          });
          if (upload?.status === 201) {
            await track('POST', `/api/admin/job/${upload.body.id}/assign`, {
              token: adminToken,
              body: { translator_id: translator.id, price: 500, delivery_date: daysFromToday(4) },
            });
          }
        }
      }
    };
    const track = async (
      method: string,
      route: string,
      options: { token?: string; body?: unknown; form?: FormData },
    ) => {
      try {
        const answer = await call(lb.url, method, route, options);
        if (answer.status >= 500) failures.push({ at: Date.now(), status: answer.status, backend: answer.backend });
        else answered[answer.backend ?? '?'] = (answered[answer.backend ?? '?'] ?? 0) + 1;
        return answer;
      } catch (err) {
        failures.push({ at: Date.now(), status: String((err as Error).message), backend: null });
        return null;
      }
    };

    const concurrency = 6;
    const clients = Array.from({ length: concurrency }, (_, n) => client(n));
    await new Promise((r) => setTimeout(r, 6000));
    b.child.kill('SIGKILL');
    killedAt = Date.now();
    await b.exited;
    await new Promise((r) => setTimeout(r, 8000));
    stop = true;
    await Promise.all(clients);
    await watch;

    const total = Object.values(answered).reduce((x, y) => x + y, 0);
    console.log(
      `cluster load: ${total} answers in ${((Date.now() - started) / 1000).toFixed(1)} s by instance ${JSON.stringify(answered)}, ` +
        `${failures.length} failed (${JSON.stringify(failures.map((f) => f.status))})`,
    );
    expect(survivorDown).toEqual([]);
    expect(answered.a).toBeGreaterThan(0);
    expect(answered.b).toBeGreaterThan(0);
    // Only requests in flight on the killed instance may fail: at most one per client, none from the survivor,
    // none once HAProxy's check (twice a second, two misses) has taken the dead instance out.
    expect(failures.length).toBeLessThanOrEqual(concurrency);
    expect(failures.filter((f) => f.backend === 'a')).toEqual([]);
    expect(failures.filter((f) => f.at > killedAt + 3000)).toEqual([]);
    expect(failures.filter((f) => f.at < killedAt)).toEqual([]);

    // Every queued mail is sent, exactly once: the task ids in the mails' headers are the queue's mail tasks.
    // An attempt the dead instance had begun comes back once it expires (the mail task's expiry, about 50 s),
    // the survivor's maintenance has seen it (every 30 s) and its retry delay has passed.
    const deadline = Date.now() + 150_000;
    let pending = Infinity;
    while (pending > 0 && Date.now() < deadline) {
      const [row] = await db('pgboss.job').where({ name: 'mail' }).whereNot({ state: 'completed' }).count({ n: '*' });
      pending = Number(row?.n);
      if (pending > 0) await new Promise((r) => setTimeout(r, 500));
    }
    if (pending > 0) {
      const left = await db('pgboss.job')
        .where({ name: 'mail' })
        .whereNot({ state: 'completed' })
        .select('state', 'retry_count', 'output', 'start_after', 'created_on', db.raw('now() as now'))
        .limit(5);
      console.log('mails not sent:', JSON.stringify(left));
      console.log('survivor said:', a.output().slice(-4000), 'killed one said:', b.output().slice(-2000));
    }
    console.log(`every mail sent ${((Date.now() - killedAt) / 1000).toFixed(0)} s after the kill`);
    expect(pending).toBe(0);
    await new Promise((r) => setTimeout(r, 500));
    const taskIds: string[] = await db('pgboss.job').where({ name: 'mail' }).pluck('id');
    const taskIdOf = (raw: string) => /^X-Task-Id: (\S+)/im.exec(raw)?.[1];
    const sentIds = inbox.mails.map((m) => taskIdOf(m.raw));
    expect(sentIds.filter((id) => !id)).toEqual([]);
    expect([...new Set(sentIds)].sort()).toEqual([...taskIds].sort()); // none lost
    // Sent twice only when the killed instance had sent it and died before recording it — at most one per worker
    // it ran — and then as the same message (one Message-ID), which mail clients show once.
    const twice = sentIds.filter((id, i) => sentIds.indexOf(id) !== i);
    expect(twice.length).toBeLessThanOrEqual(4);
    for (const id of twice) {
      const copies = inbox.mails.filter((m) => taskIdOf(m.raw) === id);
      expect(copies.length).toBeGreaterThan(1);
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
    // After the kill, the survivor alone still serves a whole request.
    expectStatus(await call(lb.url, 'GET', `/api/user/jobs`, { token: customer.token }), 200, 'after the kill');
  });
});
