// `npm run bench:web`: what a phone visitor gets. Builds stale front ends, starts the production server with an
// embedded database of its own, runs Lighthouse (mobile: Slow 4G, 4× CPU) three times on each page and prints the
// medians. Not part of `npm test`: timings depend on the machine; the sizes are held by the JS budget test.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { buildFrontends } from './build-frontends.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// `--page /login --runs 1 --report /tmp/lhr` measures one page once and keeps Lighthouse's JSON (its long-tasks,
// bootup-time and network audits say where the time goes); the acceptance is the default: three pages, three runs.
const { values: options } = parseArgs({
  options: { page: { type: 'string', multiple: true }, runs: { type: 'string' }, report: { type: 'string' } },
});
const PAGES = options.page ?? ['/', '/login', '/services/yeminli-ceviri'];
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
    async stop() {
      server.kill('SIGTERM');
      await new Promise((r) => server.once('exit', r));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** One cold Lighthouse run in a fresh browser (fresh session: the splash shows, as on a first visit). */
async function measure(url, reportFile) {
  const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
    });
    const { lhr } = result;
    if (reportFile) writeFileSync(reportFile, JSON.stringify(lhr));
    const audit = (id) => lhr.audits[id]?.numericValue ?? NaN;
    const requests = lhr.audits['network-requests']?.details?.items ?? [];
    const scripts = requests.filter((r) => r.resourceType === 'Script');
    return {
      score: Math.round((lhr.categories.performance.score ?? 0) * 100),
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

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

await buildFrontends();
const server = await startServer();
const rows = [];
const lcpElements = [];
try {
  for (const page of PAGES) {
    const runs = [];
    for (let i = 0; i < RUNS; i += 1) {
      const reportFile = options.report && `${options.report}${page.replace(/\W+/g, '-')}${i}.json`;
      const run = await measure(server.url + page, reportFile);
      if (run.errors) console.error(`${page}: ${run.errors}`);
      runs.push(run);
    }
    const m = (key) => median(runs.map((r) => r[key]));
    const medianRun = runs.find((r) => r.lcp === m('lcp'));
    lcpElements.push(`${page}: ${medianRun?.lcpElement}`);
    rows.push({
      page,
      score: m('score'),
      'FCP s': (m('fcp') / 1000).toFixed(2),
      'LCP s': (m('lcp') / 1000).toFixed(2),
      'TBT ms': Math.round(m('tbt')),
      CLS: m('cls').toFixed(3),
      'JS KB': m('jsKB').toFixed(1),
      'JS files': m('jsFiles'),
    });
  }
} finally {
  await server.stop();
}
console.log(`\nLighthouse mobile (Slow 4G, 4x CPU), median of ${RUNS} runs each:`);
console.table(rows);
console.log(`\nLCP element (the median run's):\n${lcpElements.join('\n')}`);
