import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { imageSize } from 'image-size';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { api, createUser, type FixtureUser } from '../../testing/fixtures';
import { uploadForm } from '../jobs/job-test-helpers';
import { analyseDocument, analysisLimits } from './analyse-document';
import { hostileCorpus } from './hostile-corpus';
import { makeJobPreview } from './job-previews';

// every file of the corpus is read twice (once directly, once through an upload) on a machine shared by many
jest.setTimeout(20 * 60_000);

let app: TestApp;
let customer: FixtureUser;
let translator: FixtureUser;
let dir: string;
beforeAll(async () => {
  app = await startTestApp();
  customer = await createUser(app, 'user');
  translator = await createUser(app, 'translator');
  dir = await mkdtemp(path.join(os.tmpdir(), 'tercume-hostile-'));
});
afterAll(async () => {
  await app.stop();
  await rm(dir, { recursive: true, force: true });
});

const capKb = analysisLimits.memoryMb * 1024;
const extensionOf = (name: string) => path.extname(name).slice(1);

describe('a hostile document is read within the limits of its own process', () => {
  it.each(hostileCorpus.map((file) => [file.label, file] as const))(
    '%s: the reading ends, under the memory cap, with no preview or one within 800 × 1600 px',
    async (_, file) => {
      const input = path.join(dir, file.name);
      await writeFile(input, await file.build());
      const analysis = await analyseDocument(input, extensionOf(file.name), path.join(dir, `${file.name}.png`));
      expect(analysis.peakRssKb).toBeGreaterThan(0);
      expect(analysis.peakRssKb).toBeLessThanOrEqual(capKb);
      if ('facts' in analysis && analysis.facts.imagePath) {
        const { width = 0, height = 0 } = imageSize(await readFile(analysis.facts.imagePath));
        expect(width).toBeLessThanOrEqual(800);
        expect(height).toBeLessThanOrEqual(1600);
      }
      console.log(
        `${file.label}: ${'facts' in analysis ? JSON.stringify(analysis.facts) : analysis.error}, peak ${Math.round(analysis.peakRssKb / 1024)} MB`,
      );
    },
  );
});

/** Milliseconds of each /api/health answered while `work` runs, asked every 50 ms; every answer must be 200. */
async function healthDuring(work: Promise<unknown>): Promise<number[]> {
  const times: number[] = [];
  let done = false;
  const finished = work.finally(() => {
    done = true;
  });
  while (!done) {
    const started = performance.now();
    const res = await fetch(`${app.url}/api/health`);
    expect(res.status).toBe(200);
    await res.arrayBuffer();
    times.push(performance.now() - started);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  await finished;
  return times;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)] ?? 0;

describe('a burst of hostile uploads', () => {
  it('leaves every job usable and the API answering /api/health throughout', async () => {
    const jobs: { label: string; id: number }[] = [];
    for (const file of hostileCorpus) {
      const res = await api(app, 'POST', '/user/upload', {
        token: customer.token,
        form: uploadForm({}, { bytes: await file.build(), name: file.name }),
      });
      expect(res.status).toBe(201);
      jobs.push({ label: file.label, id: res.body.id });
    }
    const rssBefore = process.memoryUsage().rss;
    const burstStarted = performance.now();
    const times = await healthDuring(Promise.all(jobs.map((job) => makeJobPreview(app.deps, job.id))));
    const burstSeconds = (performance.now() - burstStarted) / 1000;
    const sorted = [...times].sort((a, b) => a - b);
    console.log(
      `burst of ${jobs.length} hostile documents: ${burstSeconds.toFixed(1)} s; /api/health answered ${times.length} times, ` +
        `p50 ${percentile(sorted, 0.5).toFixed(1)} ms, p99 ${percentile(sorted, 0.99).toFixed(1)} ms, ` +
        `max ${(sorted.at(-1) ?? 0).toFixed(1)} ms; API process RSS ${Math.round(rssBefore / 2 ** 20)} → ` +
        `${Math.round(process.memoryUsage().rss / 2 ** 20)} MB`,
    );
    expect(times.length).toBeGreaterThan(0);

    const open = await api(app, 'GET', '/translator/open-jobs?pageSize=100', { token: translator.token });
    for (const job of jobs) {
      const listed = open.body.items.find((item: { id: number }) => item.id === job.id);
      expect({ label: job.label, preview: listed?.document.preview }).toEqual({
        label: job.label,
        preview: expect.stringMatching(/^(ready|none)$/),
      });
      const res = await fetch(`${app.url}/api/translator/job/${job.id}/preview`, {
        headers: { Authorization: `Bearer ${translator.token}` },
      });
      expect([200, 404]).toContain(res.status);
      if (res.status === 200) {
        const { width = 0, height = 0 } = imageSize(Buffer.from(await res.arrayBuffer()));
        expect(width).toBeLessThanOrEqual(800);
        expect(height).toBeLessThanOrEqual(1600);
      }
    }
  });
});
