// `node scripts/profile-panel.mjs <site.json> <panel> [--runs N] [--top N]`: where a panel's main-thread time goes on
// a phone. Loads the panel in a fresh Chromium holding the role's session, at 4× CPU on Slow 4G's round trip and
// bandwidth (as Lighthouse's mobile run), with V8's sampler in the trace; then lists each long task after the first
// paint with the files and functions its samples fall in, source-mapped to the sources (the builds write their
// maps beside each script). <site.json> is the line api/bench/web-server.ts prints once ready. Times are the
// observed ones at 4×, so they move with the machine's load: compare two builds run after run. `--from navigation`
// lists the tasks from the navigation on instead, with the largest contentful paint's time: what a page without a
// drawn frame (the job page, the payment page) does before its main text is painted.
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { phonePage } from './phone-page.mjs';
import sourceMap from 'source-map';

const { values: options, positionals } = parseArgs({
  allowPositionals: true,
  options: { runs: { type: 'string' }, top: { type: 'string' }, wait: { type: 'string' }, from: { type: 'string' } },
});
const [siteFile, name] = positionals;
const site = JSON.parse(readFileSync(siteFile, 'utf8'));
const panel = site.pages.find((p) => p.name === name);
if (!panel) throw new Error(`no panel named ${name}: ${site.pages.map((p) => p.name).join(', ')}`);
const TOP = Number(options.top ?? 8);

async function trace() {
  const { browser, page, cdp } = await phonePage(site, panel.role);
  try {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.tracing.start({
      categories: [
        'devtools.timeline',
        'disabled-by-default-devtools.timeline',
        'toplevel',
        'disabled-by-default-v8.cpu_profiler',
        'blink.user_timing',
        'v8',
      ],
    });
    await page.goto(site.url + panel.path, { waitUntil: 'load', timeout: 120_000 });
    await new Promise((resolve) => setTimeout(resolve, Number(options.wait ?? 12_000)));
    const json = JSON.parse(Buffer.from(await page.tracing.stop()).toString());
    const elements = await page.evaluate(() => globalThis.document.querySelectorAll('*').length);
    console.log(`${name}: ${elements} elements on the page`);
    return json.traceEvents ?? json;
  } finally {
    await browser.close();
  }
}

const consumers = new Map();
/** The source map of a script of the site, or null. */
async function consumerFor(url) {
  if (!consumers.has(url)) {
    consumers.set(
      url,
      (async () => {
        if (!url.startsWith(site.url)) return null;
        const res = await fetch(`${url.split('?')[0]}.map`);
        if (!res.ok) return null;
        return new sourceMap.SourceMapConsumer(await res.json());
      })().catch(() => null),
    );
  }
  return consumers.get(url);
}

/** "package/file.ts:fn" for a call frame, source-mapped where a map is. */
async function place(frame) {
  if (!frame.url) return frame.functionName ? `(${frame.functionName})` : '(native)';
  const consumer = await consumerFor(frame.url);
  const orig = consumer?.originalPositionFor({ line: frame.lineNumber + 1, column: frame.columnNumber });
  if (!orig?.source) return `${frame.url.replace(site.url, '')}:${frame.functionName || '(anonymous)'}`;
  const file = orig.source
    .replace(/^webpack:\/\/[^/]*\//, '')
    .replace(/^(\.\.\/)+/, '')
    .replace(/^.*node_modules\//, 'npm:')
    .replace(/^\.\//, '');
  return `${file}:${orig.name || frame.functionName || '(anonymous)'}`;
}

/** The file part of a place: a package for a dependency. */
const fileOf = (where) => {
  const file = where.split(':').slice(0, -1).join(':') || where;
  const npm = /^npm:((@[^/]+\/)?[^/]+)/.exec(file);
  return npm ? `npm:${npm[1]}` : file;
};

async function analyse(events) {
  const paints = events.filter((e) => e.name === 'firstContentfulPaint');
  const pid = paints.at(-1)?.pid;
  const firstPaint = Math.min(...paints.filter((e) => e.pid === pid).map((e) => e.ts));
  const navStart = Math.min(
    ...events.filter((e) => e.pid === pid && e.name === 'navigationStart').map((e) => e.ts),
    firstPaint,
  );
  const main = events.find((e) => e.name === 'thread_name' && e.pid === pid && e.args.name === 'CrRendererMain')?.tid;
  const from = options.from === 'navigation' ? navStart : firstPaint;
  const tasks = events.filter(
    (e) => e.pid === pid && e.tid === main && e.name === 'RunTask' && e.ph === 'X' && e.ts >= from,
  );
  const long = tasks.filter((t) => t.dur > 50_000);
  const lcp = events.filter((e) => e.pid === pid && e.name === 'largestContentfulPaint::Candidate').at(-1);

  // V8's samples: a Profile event starts each profile, ProfileChunks carry its nodes and samples
  const nodes = new Map();
  const samples = [];
  const profiles = new Map();
  for (const e of events.filter((e) => e.pid === pid && (e.name === 'Profile' || e.name === 'ProfileChunk'))) {
    if (e.name === 'Profile') profiles.set(e.id, { time: e.args.data.startTime, tid: e.tid });
    else {
      const profile = profiles.get(e.id);
      if (!profile || profile.tid !== main) continue;
      const cpu = e.args.data.cpuProfile ?? {};
      for (const node of cpu.nodes ?? []) nodes.set(`${e.id}:${node.id}`, { ...node, profile: e.id });
      const deltas = e.args.data.timeDeltas ?? [];
      (cpu.samples ?? []).forEach((id, i) => {
        profile.time += deltas[i] ?? 0;
        samples.push({ node: `${e.id}:${id}`, ts: profile.time });
      });
    }
  }
  const places = new Map();
  for (const [key, node] of nodes) places.set(key, await place(node.callFrame));
  const stackOf = (key) => {
    const stack = [];
    for (let n = nodes.get(key); n; n = n.parent === undefined ? undefined : nodes.get(`${n.profile}:${n.parent}`)) {
      stack.push(places.get(`${n.profile}:${n.id}`));
    }
    return stack; // leaf first
  };
  samples.sort((a, b) => a.ts - b.ts);
  const sampleMs = (list) => {
    // each sample stands for the time up to the next one
    const out = [];
    for (let i = 0; i < list.length; i += 1)
      out.push({ ...list[i], ms: ((list[i + 1]?.ts ?? list[i].ts) - list[i].ts) / 1000 });
    return out;
  };
  const timed = sampleMs(samples);

  const tally = (list, keyOf) => {
    const totals = new Map();
    for (const s of list) {
      const stack = stackOf(s.node);
      for (const k of new Set(keyOf(stack))) totals.set(k, (totals.get(k) ?? 0) + s.ms);
    }
    return [...totals].sort((a, b) => b[1] - a[1]);
  };
  const show = (entries, n = TOP) =>
    entries
      .slice(0, n)
      .map(([k, ms]) => `      ${ms.toFixed(0).padStart(5)} ms  ${k}`)
      .join('\n');
  const isIdle = (p) => p === '(idle)' || p === '(program)' || p === '(root)';

  const out = [];
  out.push(
    `${name}: first paint ${((firstPaint - navStart) / 1000).toFixed(0)} ms` +
      (lcp ? `, largest contentful paint ${((lcp.ts - navStart) / 1000).toFixed(0)} ms` : '') +
      `; from ${options.from === 'navigation' ? 'the navigation' : 'the first paint'} on ${tasks.length} tasks, ` +
      `${long.length} over 50 ms, blocking ${long.reduce((s, t) => s + t.dur / 1000 - 50, 0).toFixed(0)} ms`,
  );
  for (const t of long) {
    const inTask = timed.filter((s) => s.ts >= t.ts && s.ts < t.ts + t.dur);
    out.push(
      `  task at ${((t.ts - navStart) / 1000).toFixed(0)} ms, ${(t.dur / 1000).toFixed(0)} ms` +
        ` (${inTask.reduce((s, x) => s + x.ms, 0).toFixed(0)} ms sampled)`,
    );
    const native = new Map();
    for (const e of events) {
      if (e.pid !== pid || e.tid !== main || e.ph !== 'X' || e.ts < t.ts || e.ts >= t.ts + t.dur) continue;
      if (
        [
          'Layout',
          'UpdateLayoutTree',
          'Paint',
          'ParseHTML',
          'v8.compile',
          'v8.compileModule',
          'EvaluateScript',
          'PrePaint',
          'Layerize',
          'Commit',
        ].includes(e.name)
      )
        native.set(e.name, (native.get(e.name) ?? 0) + e.dur / 1000);
    }
    out.push(`    browser: ${[...native].map(([k, ms]) => `${k} ${ms.toFixed(0)} ms`).join(', ')}`);
    out.push('    self by file:');
    out.push(show(tally(inTask, (stack) => [fileOf(stack[0])])));
    out.push('    total by function:');
    out.push(
      show(
        tally(inTask, (stack) => stack.filter((p) => !isIdle(p))),
        TOP + 4,
      ),
    );
  }
  const after = timed.filter((s) => s.ts >= from && long.some((t) => s.ts >= t.ts && s.ts < t.ts + t.dur));
  out.push('  all long tasks, self by file:');
  out.push(
    show(
      tally(after, (stack) => [fileOf(stack[0])]),
      TOP * 2,
    ),
  );
  out.push('  all long tasks, total by file:');
  out.push(
    show(
      tally(after, (stack) => stack.filter((p) => !isIdle(p)).map(fileOf)),
      TOP * 3,
    ),
  );
  return out.join('\n');
}

for (let i = 0; i < Number(options.runs ?? 1); i += 1) console.log(await analyse(await trace()));
