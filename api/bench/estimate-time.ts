import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { todayInIstanbul } from 'shared-ui/contracts';
import { analyseDocument } from '../src/modules/job-previews/analyse-document';
import { hundredThousandPagesPdf } from '../src/modules/job-previews/hostile-corpus';

const ROUNDS = 3;
const WORDS = 'tapu kaydi malik hisse ada parsel nitelik mevkii yuzolcumu tarih yevmiye'.split(' ');

/** A 20-page text PDF, 250 words a page (ASCII: the standard PDF fonts cannot write ı or ü). */
async function twentyPagePdf(): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (let page = 0; page < 20; page += 1) {
    const p = doc.addPage([595, 842]);
    for (let line = 0; line < 25; line += 1)
      p.drawText(Array.from({ length: 10 }, (_, i) => WORDS[(i + line + page) % WORDS.length]).join(' '), {
        x: 40,
        y: 800 - line * 30,
        size: 11,
        font,
      });
  }
  return Buffer.from(await doc.save());
}

/** One POST /api/public/estimate of the PDF: milliseconds and what it answered. */
async function timeEstimate(baseUrl: string, bytes: Buffer): Promise<{ ms: number; answer: string }> {
  const form = new FormData();
  for (const [k, v] of Object.entries({
    source_lang: 'Türkçe',
    target_lang: 'İngilizce',
    translation_type: 'sworn',
    delivery_date: todayInIstanbul(),
  }))
    form.append(k, v);
  form.append('file', new Blob([new Uint8Array(bytes)]), 'sozlesme.pdf');
  const started = performance.now();
  const res = await fetch(`${baseUrl}/api/public/estimate`, { method: 'POST', body: form });
  const body = (await res.json()) as { estimate?: { pages: number; words: number; total: number } };
  const ms = performance.now() - started;
  return {
    ms,
    answer: `${res.status}, ${body.estimate?.pages} pages, ${body.estimate?.words} words, ${body.estimate?.total} TRY`,
  };
}

/**
 * The same estimate while the previews' queue (analyse-document.ts) is full: two readings per core of a
 * 100,000-page PDF, each about ten seconds of counting. The estimate has a queue of its own (count-document.ts).
 */
async function timeEstimateBehindPreviews(baseUrl: string, bytes: Buffer): Promise<number> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'tercume-bench-previews-'));
  try {
    const heavy = path.join(dir, 'sayfalar.pdf');
    await writeFile(heavy, hundredThousandPagesPdf());
    const previews = Array.from({ length: 2 * os.availableParallelism() }, (_, i) =>
      analyseDocument(heavy, 'pdf', path.join(dir, `${i}.png`)),
    );
    const { ms } = await timeEstimate(baseUrl, bytes);
    await Promise.all(previews);
    return ms;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** POST /api/public/estimate of a 20-page PDF, timed from outside; the goal is an answer within 3 s. */
export async function benchEstimate(baseUrl: string): Promise<void> {
  const bytes = await twentyPagePdf();
  const times: number[] = [];
  let answer = '';
  for (let round = 0; round < ROUNDS; round += 1) {
    const timed = await timeEstimate(baseUrl, bytes);
    times.push(timed.ms);
    answer = timed.answer;
  }
  times.sort((x, y) => x - y);
  const median = times[Math.floor(times.length / 2)] ?? 0;
  const behind = await timeEstimateBehindPreviews(baseUrl, bytes);
  console.log('\nestimate (POST /api/public/estimate, 20-page text PDF)');
  console.log(`  ${answer}; median ${Math.round(median)} ms of ${ROUNDS} (goal: within 3000 ms)`);
  console.log(
    `  while ${2 * os.availableParallelism()} heavy previews are queued: ${Math.round(behind)} ms (goal: within 3000 ms)`,
  );
}
