import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { textPdf } from '../pricing/pricing-test-helpers';
import { analysisLimits } from './analyse-document';
import { countContained, countDocument } from './count-document';
import { hostileCorpus } from './hostile-corpus';

/** The estimate's count (count-worker.mjs): pages and words, nothing drawn, contained like the preview. */
jest.setTimeout(10 * 60_000);

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'tercume-count-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function fileOf(name: string, bytes: Buffer | string): Promise<string> {
  const file = path.join(dir, name);
  await writeFile(file, bytes);
  return file;
}

describe('counting a document for the estimate', () => {
  it('counts every page of a 20-page PDF and the words on them', async () => {
    // each page says "Page n of the title deed text": seven words
    const file = await fileOf('yirmi.pdf', await textPdf(20));
    expect(await countDocument(file, 'pdf')).toEqual({ pages: 20, words: 140 });
  });

  it('counts a text file’s words as one page', async () => {
    const file = await fileOf('not.txt', 'Tapu kaydı: ada 12, parsel 4 — malik Ayşe Yılmaz.');
    expect(await countDocument(file, 'txt')).toEqual({ pages: 1, words: 9 });
  });

  it('takes a picture as one page with no words, as the preview does', async () => {
    const file = await fileOf('tapu.png', 'any bytes: a picture is not read for its count');
    expect(await countDocument(file, 'png')).toEqual({ pages: 1, words: null });
  });

  it('answers null for a damaged PDF', async () => {
    const file = await fileOf('bozuk.pdf', '%PDF-1.7\nthis is not a PDF at all');
    expect(await countDocument(file, 'pdf')).toBeNull();
  });
});

describe('a hostile document is counted within the limits of its own process', () => {
  const countable = hostileCorpus.filter((f) => /\.(pdf|docx|odt|txt)$/.test(f.name));
  it.each(countable.map((file) => [file.label, file] as const))(
    '%s: the count ends under the memory cap',
    async (_, file) => {
      const input = await fileOf(file.name, await file.build());
      const counting = await countContained(input, path.extname(file.name).slice(1));
      expect(counting.peakRssKb).toBeGreaterThan(0);
      expect(counting.peakRssKb).toBeLessThanOrEqual(analysisLimits.memoryMb * 1024);
    },
  );
});
