// `node scripts/bench-panels-cpu.mjs <site.json> <panel> [runs]`: a panel's blocking time from CPU time, for a machine
// too loaded for Lighthouse. Lighthouse multiplies the observed time of each task by four, so other work on the
// machine counts four times too; this takes each task's thread time instead (the trace's `tdur`, which waiting for
// the CPU hardly changes), times four, and sums what passes 50 ms over the tasks after the first paint, for 10 s.
// A proxy for A/B runs of two builds, run after run, not a Lighthouse figure. <site.json> is the line
// api/bench/web-server.ts prints once ready (its address, the roles' sessions and the panels' paths).
import { readFileSync } from 'node:fs';
import { phonePage } from './phone-page.mjs';

const [siteFile, name, runs = '3'] = process.argv.slice(2);
const site = JSON.parse(readFileSync(siteFile, 'utf8'));
const panel = site.pages.find((p) => p.name === name);
if (!panel) throw new Error(`no panel named ${name}: ${site.pages.map((p) => p.name).join(', ')}`);

/** One load in a fresh browser holding the role's session, on Slow 4G's round trip and bandwidth. */
async function measure() {
  const { browser, page } = await phonePage(site, panel.role);
  try {
    await page.tracing.start({
      categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'toplevel'],
    });
    await page.goto(site.url + panel.path, { waitUntil: 'load', timeout: 120_000 });
    await new Promise((resolve) => setTimeout(resolve, 10_000));
    const trace = JSON.parse(Buffer.from(await page.tracing.stop()).toString());
    return blockingTime(trace.traceEvents ?? trace);
  } finally {
    await browser.close();
  }
}

/** Blocking time, CPU and longest task after the first paint, each task's thread time times four, in ms. */
function blockingTime(events) {
  const paints = events.filter((e) => e.name === 'firstContentfulPaint');
  const pid = paints.at(-1)?.pid;
  const firstPaint = Math.min(...paints.filter((e) => e.pid === pid).map((e) => e.ts));
  const main = events.find((e) => e.name === 'thread_name' && e.pid === pid && e.args.name === 'CrRendererMain')?.tid;
  const tasks = events.filter(
    (e) => e.pid === pid && e.tid === main && e.name === 'RunTask' && e.ph === 'X' && e.ts >= firstPaint,
  );
  const times = tasks.map((t) => (4 * (t.tdur ?? t.dur)) / 1000);
  return {
    tbt: Math.round(times.reduce((sum, d) => sum + Math.max(0, d - 50), 0)),
    cpu: Math.round(times.reduce((sum, d) => sum + d, 0)),
    longest: Math.round(Math.max(0, ...times)),
  };
}

const results = [];
for (let i = 0; i < Number(runs); i += 1) results.push(await measure());
const median = (key) => results.map((r) => r[key]).sort((a, b) => a - b)[Math.floor(results.length / 2)];
console.log(
  JSON.stringify({
    panel: name,
    site: site.url,
    runs: results,
    median: { tbt: median('tbt'), cpu: median('cpu'), longest: median('longest') },
  }),
);
