// `npm run bench:web`: what a phone visitor gets. Builds stale front ends, starts the production server with an
// embedded database of its own, runs Lighthouse (mobile: Slow 4G, 4× CPU) three times on each page and prints the
// medians. Then the signed-in panels the same way, on a site of their own (api/bench/web-server.ts: 100,000 jobs, a
// customer with 30, a translator and an admin), each run in a browser that holds the role's session. Not part of
// `npm test`: timings depend on the machine; the sizes are held by the JS budget test. Beside each page's figures
// it prints the CPU its own server used during that page's runs (`server CPU %`, of one core): the bench's server
// shares the machine with Chromium, and a server at work while Lighthouse runs is load the page did not make; each
// site is measured once its server has gone quiet (`settle`). With DATABASE_URL set, the panels' site keeps its
// 100,000 jobs in a scratch database on that PostgreSQL server instead of the embedded PGlite, which runs inside
// the server's process (web-server.ts makes the database and drops it at the stop).
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { buildFrontends } from './build-frontends.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// `--page /login --runs 1 --report /tmp/lhr` measures one page once and keeps Lighthouse's JSON (its long-tasks,
// bootup-time and network audits say where the time goes); `--panel admin-dashboard` one panel (the names are in
// api/bench/web-server.ts). The acceptance is the default: three public pages and six panels, three runs each.
// `--compare` measures each panel on two sites in turn, one with FIRST_SCREEN=browser (no frame from the server):
// an A/B at the same load on a shared machine. `--against <folder>` does the same with the panels' site of another
// checkout, built there (`git archive <commit> | tar -x -C <folder>`, its node_modules, `node
// scripts/build-if-stale.mjs`): this build against an earlier one.
const { values: options } = parseArgs({
  options: {
    page: { type: 'string', multiple: true },
    panel: { type: 'string', multiple: true },
    runs: { type: 'string' },
    report: { type: 'string' },
    // the panels with and without the frame the server draws, run after run on two sites at once
    compare: { type: 'boolean' },
    // another checkout whose panels' site is measured run after run beside this one's
    against: { type: 'string' },
  },
});
const PAGES = options.page ?? (options.panel ? [] : ['/', '/login', '/services/yeminli-ceviri']);
/** Panel names to measure; undefined: all of them. */
const PANELS = options.panel ?? (options.page ? [] : undefined);
const RUNS = Number(options.runs ?? process.env.BENCH_RUNS ?? 3);
const PORT = Number(process.env.BENCH_PORT ?? 8097);
const chromeFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
];

async function startServer() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'tercume-bench-'));
  const env = { ...process.env, NODE_ENV: 'production', PORT: String(PORT), HOST: '127.0.0.1', DATA_DIR: dataDir };
  delete env.DATABASE_URL; // the issue measures the default: embedded PostgreSQL
  Object.assign(env, { LOG_LEVEL: 'warn', ADMIN_EMAIL: 'bench@example.com', ADMIN_PASSWORD: 'Bench-Pass-1!' });
  const server = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'api', 'src', 'server.ts')], {
    cwd: root,
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${PORT}`;
  for (let i = 0; i < 240; i += 1) {
    if (server.exitCode !== null) throw new Error('the server exited while starting');
    const ok = await fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    await new Promise((r) => setTimeout(r, 500));
  }
  // A server in service has drawn its pages' first screens before (ssr/, kept until the content changes): the first
  // request after a start draws them and loads the server bundle, which no visitor of a running site waits for.
  for (const page of PAGES) await fetch(`${url}${page}`).then((r) => r.arrayBuffer());
  return {
    url,
    pid: server.pid,
    async stop() {
      server.kill('SIGTERM');
      await new Promise((r) => server.once('exit', r));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * CPU seconds a process and the children it waited for have used (Linux's /proc; NaN elsewhere): user and system
 * time, the 14th to 17th fields of /proc/<pid>/stat, in clock ticks of 1/100 s.
 */
function cpuSeconds(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return fields.slice(11, 15).reduce((sum, ticks) => sum + Number(ticks), 0) / 100;
  } catch {
    return NaN;
  }
}

/**
 * The panels' site (api/bench/web-server.ts), seeded and with its sessions: it prints them as one JSON line once
 * it is ready.
 */
async function startPanelServer(port = PORT + 1, extraEnv = {}, checkout = root) {
  const env = { ...process.env, BENCH_PORT: String(port), ...extraEnv };
  // web-server.ts makes its scratch database on the server BENCH_WEB_DATABASE_URL names, and drops it at the stop
  if (process.env.DATABASE_URL && !env.BENCH_WEB_DATABASE_URL) env.BENCH_WEB_DATABASE_URL = process.env.DATABASE_URL;
  const server = spawn(process.execPath, ['--import', 'tsx', path.join(checkout, 'api', 'bench', 'web-server.ts')], {
    cwd: checkout,
    env,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise((resolve) => server.once('exit', resolve));
  const lines = createInterface({ input: server.stdout });
  const failed = exited.then(() => {
    throw new Error('the panels site exited while starting');
  });
  failed.catch(() => undefined); // an exit after the start is the stop below, not a failure
  const ready = await Promise.race([new Promise((resolve) => lines.once('line', resolve)), failed]);
  lines.on('line', (line) => console.log(line));
  const site = JSON.parse(ready);
  // as on the public site: a server in service has drawn its panels' frames before (first visit, with the splash)
  for (const page of site.pages) await fetch(`${site.url}${page.path}`).then((r) => r.arrayBuffer());
  return {
    ...site,
    pid: server.pid,
    async stop() {
      server.kill('SIGTERM');
      await exited;
    },
  };
}

/**
 * One cold Lighthouse run in a fresh browser (fresh browser session: the splash shows, as on a first visit). With
 * a session, the role's token and user are put into the origin's localStorage first, where the shell keeps them
 * (shared-ui/src/session/session-store.ts); Lighthouse keeps local storage and cookies between its navigations.
 */
async function measure(url, reportFile, session) {
  const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags });
  let browser;
  try {
    let page;
    if (session) {
      browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}`, defaultViewport: null });
      page = await browser.newPage();
      // an answer of the origin that is not a page: no splash cookie, nothing drawn
      await page.goto(new URL('/api/health', url).href);
      await page.evaluate(({ token, user }) => {
        localStorage.setItem('token', token);
        localStorage.setItem('user', JSON.stringify(user));
      }, session);
    }
    const flags = { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] };
    const result = await lighthouse(url, flags, undefined, page);
    const { lhr } = result;
    if (reportFile) writeFileSync(reportFile, JSON.stringify(lhr));
    const audit = (id) => lhr.audits[id]?.numericValue ?? NaN;
    const requests = lhr.audits['network-requests']?.details?.items ?? [];
    const scripts = requests.filter((r) => r.resourceType === 'Script');
    return {
      // a run Lighthouse could not record has no score (null): none, not 0, so the median leaves it out
      score: lhr.categories.performance.score === null ? NaN : Math.round(lhr.categories.performance.score * 100),
      fcp: audit('first-contentful-paint'),
      lcp: audit('largest-contentful-paint'),
      tbt: audit('total-blocking-time'),
      cls: audit('cumulative-layout-shift'),
      jsKB: scripts.reduce((sum, r) => sum + (r.transferSize ?? 0), 0) / 1024,
      jsFiles: scripts.length,
      errors: lhr.runtimeError?.message,
      lcpElement: lcpElement(lhr),
    };
  } finally {
    await browser?.disconnect();
    await chrome.kill();
  }
}

/** The element Lighthouse took as the largest contentful paint, and how its time splits (TTFB, load delay, …). */
function lcpElement(lhr) {
  const tables = lhr.audits['largest-contentful-paint-element']?.details?.items ?? [];
  const node = tables[0]?.items?.[0]?.node;
  const phases = (tables[1]?.items ?? []).map((p) => `${p.phase} ${Math.round(p.timing)} ms`).join(', ');
  return node ? `${node.snippet.slice(0, 100)}${phases ? ` (${phases})` : ''}` : 'none';
}

/** The median of the runs that recorded a figure: a failed run (NO_NAVSTART under load) has none, and sorted among
 * the others it could land in the middle and make the whole row NaN. Of two, their mean. */
const median = (values) => {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** Three runs of each page (`RUNS`), their medians as one row of the table, with the server's CPU meanwhile. */
async function measurePages(server, pages, rows, lcpElements) {
  for (const page of pages) {
    const runs = [];
    const usage = serverUsage(server.pid);
    for (let i = 0; i < RUNS; i += 1) runs.push(await measureOnce(server.url, page, i));
    addRow(page.label, runs, rows, lcpElements, usage());
  }
}

/**
 * Waits until the server is quiet: under 10 % of one core over 5 s, for at most 10 minutes. Once seeded, the
 * panels' site on the embedded database works on for minutes (50–160 % of one core for about 2½ minutes after
 * 100,000 jobs, the job page's document answered in 0.5–1.7 s instead of 7–120 ms), and the customer's pages,
 * measured first, measured that.
 */
async function settle(server, what) {
  const started = performance.now();
  let cpu;
  do {
    const usage = serverUsage(server.pid);
    await new Promise((resolve) => setTimeout(resolve, 5000));
    cpu = usage();
  } while (cpu >= 10 && performance.now() - started < 600_000);
  const seconds = ((performance.now() - started) / 1000).toFixed(0);
  console.log(`${what}: quiet after ${seconds} s (last 5 s: ${cpu.toFixed(1)} % of one core)`);
}

/** The share of one core the server used from now until the returned function is called, in percent. */
function serverUsage(pid) {
  const cpu = cpuSeconds(pid);
  const started = performance.now();
  return () => (100 * (cpuSeconds(pid) - cpu)) / ((performance.now() - started) / 1000);
}

/** Run `i` of one page, its report kept under `--report`. */
async function measureOnce(baseUrl, { label, path: page, session }, i) {
  const reportFile = options.report && `${options.report}${label.replace(/\W+/g, '-')}${i}.json`;
  const run = await measure(baseUrl + page, reportFile, session);
  if (run.errors) console.error(`${label}: ${run.errors}`);
  return run;
}

/** A page's runs as one row of medians. */
function addRow(label, runs, rows, lcpElements, serverCpu = NaN) {
  const m = (key) => median(runs.map((r) => r[key]));
  const medianRun = runs.find((r) => r.lcp === m('lcp')) ?? runs.find((r) => Number.isFinite(r.lcp));
  lcpElements.push(`${label}: ${medianRun?.lcpElement}`);
  rows.push({
    page: label,
    score: m('score'),
    'FCP s': (m('fcp') / 1000).toFixed(2),
    'LCP s': (m('lcp') / 1000).toFixed(2),
    'TBT ms': Math.round(m('tbt')),
    CLS: m('cls').toFixed(3),
    'JS KB': m('jsKB').toFixed(1),
    'JS files': m('jsFiles'),
    // the runs the medians are of: a run Lighthouse could not record counts for nothing
    runs: `${runs.filter((r) => Number.isFinite(r.lcp)).length}/${runs.length}`,
    // the machine may be shared: a figure means little without the load it was measured under
    load: os.loadavg()[0].toFixed(2),
    'server CPU %': Number.isNaN(serverCpu) ? '—' : serverCpu.toFixed(1),
  });
}

await buildFrontends();
const rows = [];
const lcpElements = [];
if (PAGES.length > 0) {
  const server = await startServer();
  try {
    await settle(server, 'public site');
    await measurePages(
      server,
      PAGES.map((page) => ({ label: page, path: page })),
      rows,
      lcpElements,
    );
  } finally {
    await server.stop();
  }
}
const panelPages = (site, suffix = '') =>
  site.pages
    .filter((p) => PANELS === undefined || PANELS.includes(p.name))
    .map((p) => ({ label: `${p.path} (${p.name})${suffix}`, path: p.path, session: site.sessions[p.role] }));

if (options.compare || options.against) {
  const against = options.against && path.resolve(options.against);
  const [browser, server] = [
    against
      ? await startPanelServer(PORT + 2, {}, against)
      : await startPanelServer(PORT + 2, { FIRST_SCREEN: 'browser' }),
    await startPanelServer(PORT + 1),
  ];
  try {
    await settle(browser, 'first panels site');
    await settle(server, 'second panels site');
    const a = panelPages(browser, against ? ` ${path.basename(against)}` : ' browser-drawn');
    const b = panelPages(server, against ? ' this build' : ' frame');
    for (let i = 0; i < a.length; i += 1) {
      // one run of each in turn, RUNS times: the load changes between them as little as it can
      const runsA = [];
      const runsB = [];
      for (let r = 0; r < RUNS; r += 1) {
        runsA.push(await measureOnce(browser.url, a[i], r));
        runsB.push(await measureOnce(server.url, b[i], r));
      }
      addRow(a[i].label, runsA, rows, lcpElements);
      addRow(b[i].label, runsB, rows, lcpElements);
    }
  } finally {
    await browser.stop();
    await server.stop();
  }
} else if (PANELS === undefined || PANELS.length > 0) {
  const site = await startPanelServer();
  try {
    console.log(
      `panels: ${site.database}, seeded in ${site.seconds.toFixed(1)} s: ` +
        Object.entries(site.rows)
          .map(([table, n]) => `${n.toLocaleString('en')} ${table}`)
          .join(', '),
    );
    await settle(site, 'panels site');
    await measurePages(site, panelPages(site), rows, lcpElements);
  } finally {
    await site.stop();
  }
}
console.log(`\nLighthouse mobile (Slow 4G, 4x CPU), median of ${RUNS} runs each:`);
console.table(rows);
console.log(`\nLCP element (the median run's):\n${lcpElements.join('\n')}`);
