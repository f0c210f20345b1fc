/**
 * The signed-in panels' site for `npm run bench:web` (scripts/bench-web.mjs starts it): the production build served
 * by the API over an office of BENCH_WEB_JOBS (100,000) jobs (seed.ts, as `npm run bench` seeds them), a customer
 * with 30 jobs of their own (panel-seed.ts), an approved translator and an admin. It signs each of them in through
 * POST /api/auth/login and prints one JSON line: the server's address, each role's session as the login answers it
 * (what the shell keeps in localStorage) and the panel pages to measure. It runs until SIGTERM.
 *
 * FIRST_SCREEN=browser serves the panels without the frame the server draws (ssr/src/render-panel-frame.tsx).
 *
 * BENCH_WEB_DATABASE_URL names a PostgreSQL server to make (and drop) a scratch database on; without it the
 * database is the embedded one, as on a default install.
 */
import { startTestApp } from '../src/testing/test-app';
import { fixturePassword, type FixtureUser } from '../src/testing/fixtures';
import { seedJobs } from './seed';
import { seedPanelCustomer } from './panel-seed';

const JOBS = Number(process.env.BENCH_WEB_JOBS ?? 100_000);

export interface PanelPage {
  /** a short name for --panel and the table */
  name: string;
  path: string;
  role: 'user' | 'translator' | 'admin';
}

async function signIn(url: string, user: FixtureUser): Promise<unknown> {
  const res = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: user.email, password: fixturePassword }),
  });
  if (!res.ok) throw new Error(`signing in ${user.email} answered ${res.status}`);
  return res.json();
}

async function main(): Promise<void> {
  // startTestApp makes its scratch database on the server in DATABASE_URL, or uses the embedded one
  if (process.env.BENCH_WEB_DATABASE_URL) process.env.DATABASE_URL = process.env.BENCH_WEB_DATABASE_URL;
  else delete process.env.DATABASE_URL;
  // FIRST_SCREEN=browser: no panel frame from the server, the panels as the browser alone draws them (an A/B's other
  // side on the same build)
  const firstScreen = process.env.FIRST_SCREEN === 'browser' ? ({ FIRST_SCREEN: 'browser' } as const) : {};
  const app = await startTestApp({ PORT: Number(process.env.BENCH_PORT ?? 0), ...firstScreen });
  const stop = () => void app.stop().then(() => process.exit(0));
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);

  const started = Date.now();
  const office = await seedJobs(app, JOBS);
  const translator = office.translators[0] as FixtureUser;
  const panel = await seedPanelCustomer(app, translator.id);
  const seconds = (Date.now() - started) / 1000;

  const pages: PanelPage[] = [
    { name: 'user', path: '/panel/user', role: 'user' },
    { name: 'job', path: `/panel/user/jobs/${panel.jobInProgress}`, role: 'user' },
    { name: 'payment', path: `/odeme/${panel.jobToPay}`, role: 'user' },
    { name: 'translator', path: '/panel/translator', role: 'translator' },
    { name: 'admin-dashboard', path: '/panel/admin/dashboard', role: 'admin' },
    { name: 'admin-jobs', path: '/panel/admin/isler', role: 'admin' },
  ];
  const sessions = {
    user: await signIn(app.url, panel.customer),
    translator: await signIn(app.url, translator),
    admin: await signIn(app.url, office.admin),
  };
  const database = app.databaseUrl ? 'PostgreSQL server' : 'embedded PGlite';
  console.log(JSON.stringify({ url: app.url, database, seconds, rows: office.rows, sessions, pages }));
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
