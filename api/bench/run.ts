/**
 * npm run bench: requests per second of the busiest job reads against a bare Koa handler measured in the same
 * run, then latency of the admin list over 100,000 jobs. Embedded PostgreSQL by default; DATABASE_URL for a
 * server (a scratch database is made and dropped). Loopback only, each autocannon run ~5 s. Not part of npm test.
 */
import type { AddressInfo } from 'node:net';
import autocannon from 'autocannon';
import Koa from 'koa';
import { startTestApp, type TestApp } from '../src/testing/test-app';
import { createUser, type FixtureUser } from '../src/testing/fixtures';

const DURATION_S = 5;
const CONNECTIONS = 10;

interface Measured {
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
}

async function measure(url: string, token?: string): Promise<Measured> {
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: DURATION_S,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, non2xx: result.non2xx };
}

async function startBareKoa(): Promise<{ url: string; close: () => Promise<void> }> {
  const bare = new Koa();
  bare.use(async function bareHandler(ctx) {
    ctx.body = { status: 'ok' };
  });
  const server = bare.listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

/** Bulk insert in one statement per batch: jobs spread over the past days so that ordering by created_at is real. */
async function insertJobs(
  app: TestApp,
  customer: FixtureUser,
  translator: FixtureUser,
  from: number,
  count: number,
): Promise<void> {
  const batch = 20_000;
  for (let start = from; start < from + count; start += batch) {
    const end = Math.min(start + batch, from + count) - 1;
    await app.db.raw(
      `insert into jobs (user_id, file_name, file_mime, file_size, description, source_lang, target_lang, translation_type,
         specialization, delivery_date, status, assigned_translator_id, is_paid, admin_price, created_at, updated_at)
       select ?::int, g || '-belge.pdf', 'application/pdf', 1024, 'Bench job ' || g, 'Türkçe', 'İngilizce',
         (array['official','sworn','notary','apostille'])[1 + g % 4], (array['general','medical','academic','legal','technical'])[1 + g % 5],
         current_date + 7,
         (array['waiting','waiting','waiting_payment','in_progress','completed','cancelled'])[1 + g % 6],
         case when g % 6 in (2, 3, 4) then ?::int end, g % 6 in (3, 4), case when g % 6 in (2, 3, 4) then 100 + g % 900 end,
         now() - (g || ' seconds')::interval, now()
       from generate_series(?::int, ?::int) g`,
      [customer.id, translator.id, start, end],
    );
  }
  await app.db.raw('analyze jobs');
}

const fmt = (n: number) => n.toFixed(0).padStart(8);

async function main(): Promise<void> {
  const app = await startTestApp({ LOG_LEVEL: 'silent' });
  const bare = await startBareKoa();
  try {
    const customer = await createUser(app, 'user');
    const translator = await createUser(app, 'translator');
    const admin = await createUser(app, 'admin');
    await insertJobs(app, customer, translator, 1, 1_000);
    console.log(
      `database: ${process.env.DATABASE_URL ? 'PostgreSQL server' : 'embedded PGlite'}; ${DURATION_S} s per run, ${CONNECTIONS} connections`,
    );

    console.log('\n1,000 jobs — requests per second (higher is better)');
    const baseline = await measure(bare.url);
    const userJobs = await measure(`${app.url}/api/user/jobs`, customer.token);
    const openJobs = await measure(`${app.url}/api/translator/open-jobs`, translator.token);
    console.log(`  bare Koa handler          ${fmt(baseline.rps)} req/s`);
    for (const [name, m] of [
      ['GET /api/user/jobs', userJobs],
      ['GET /api/translator/open-jobs', openJobs],
    ] as const) {
      console.log(
        `  ${name.padEnd(26)}${fmt(m.rps)} req/s  ratio to bare ${(m.rps / baseline.rps).toFixed(3)}  p99 ${m.p99} ms  non-2xx ${m.non2xx}`,
      );
    }

    await insertJobs(app, customer, translator, 1_001, 99_000);
    const total = Number((await app.db('jobs').count({ n: '*' }))[0]?.n);
    const pageSize = 10;
    const deepPage = Math.ceil(total / pageSize);
    console.log(`\n${total.toLocaleString('en')} jobs — GET /api/admin/jobs latency (ms)`);
    for (const [name, query] of [
      ['page=1', '?page=1'],
      [`page=${deepPage} (deepest)`, `?page=${deepPage}`],
      ['status=in_progress&page=1', '?status=in_progress&page=1'],
      ['status=quoted&page=1', '?status=quoted&page=1'],
    ] as const) {
      const m = await measure(`${app.url}/api/admin/jobs${query}`, admin.token);
      console.log(
        `  ${name.padEnd(28)} p50 ${String(m.p50).padStart(5)}  p99 ${String(m.p99).padStart(5)}  ${fmt(m.rps)} req/s  non-2xx ${m.non2xx}`,
      );
    }
  } finally {
    await bare.close();
    await app.stop();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
