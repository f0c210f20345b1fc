import os from 'node:os';
import { fileURLToPath } from 'node:url';
import pLimit from 'p-limit';
import { analysisLimits } from './analyse-document';
import { ContainedProcessError, runContained } from './contained-process';

const worker = fileURLToPath(new URL('./count-worker.mjs', import.meta.url));

/** What the estimate prices a document on: its pages and, for text-based documents, its words. */
export interface DocumentCount {
  pages: number;
  /** null for scans, images and formats whose words we cannot read. */
  words: number | null;
}

/** The count, or why it failed, with the most memory the counting process held (kB). */
export type Counting = { count: DocumentCount; peakRssKb: number } | { error: string; peakRssKb: number };

/**
 * Counts have a queue of their own, one per core: an estimate someone is waiting for on the quote page never
 * waits behind the previews of uploaded jobs (analyse-document.ts), which may each take up to a minute.
 */
const counts = pLimit(Math.max(1, os.availableParallelism()));

/** Formats the count worker reads; any other one (pictures, .doc, .rtf, .tiff) is one page with no words to count. */
const countable = new Set(['pdf', 'docx', 'odt', 'txt']);

/** Counts a document in a contained child process (count-worker.mjs), within the preview's limits, drawing nothing. */
export function countContained(file: string, extension: string): Promise<Counting> {
  return counts(async () => {
    try {
      const { output, peakRssKb } = await runContained(worker, [file, extension], analysisLimits);
      const facts = output as DocumentCount;
      return { count: { pages: facts.pages, words: facts.words }, peakRssKb };
    } catch (err) {
      if (err instanceof ContainedProcessError) return { error: err.message, peakRssKb: err.peakRssKb };
      throw err;
    }
  });
}

/**
 * The pages and words of a customer's document for the estimate; null when it cannot be read (damaged, protected,
 * too heavy). A picture or a format without readable text is one page with no words, as the preview counts it
 * (preview-worker.mjs), and needs no process at all.
 */
export async function countDocument(file: string, extension: string): Promise<DocumentCount | null> {
  if (!countable.has(extension)) return { pages: 1, words: null };
  const counting = await countContained(file, extension);
  return 'count' in counting ? counting.count : null;
}
