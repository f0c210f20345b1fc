import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pLimit from 'p-limit';
import { ContainedProcessError, runContained, type ProcessLimits } from './contained-process';

const worker = fileURLToPath(new URL('./preview-worker.mjs', import.meta.url));

/**
 * The ceilings of one reading (docs/decisions.md, "Hostile documents"): 1 GiB of address space holds node's own
 * reservations (~0.75 GiB, never resident) and ~250 MB of real work; a minute of CPU; a 16 MB image at most.
 */
export const analysisLimits: ProcessLimits = {
  memoryMb: 1024,
  cpuSeconds: 60,
  wallSeconds: 120,
  fileMb: 16,
  stdoutBytes: 64 * 1024,
};

/** One reading per core at a time; the others wait their turn, so hostile files cannot crowd out the API. */
const analyses = pLimit(Math.max(1, os.availableParallelism()));

/** The document could not be read: damaged, protected, or too heavy to read within the time and memory given. */
export class UnreadableDocumentError extends Error {}

/** What a document shows before bidding. */
export interface DocumentFacts {
  pages: number;
  /** Text-based documents only; null for scans, images and formats we cannot read. */
  words: number | null;
  /** Path of the first-page PNG (within 800 × 1600 px), or null when the format cannot be shown. */
  imagePath: string | null;
}

/** The facts and the most memory the reading took (kB resident, whether it succeeded or not). */
export type Analysis = { facts: DocumentFacts; peakRssKb: number } | { error: string; peakRssKb: number };

/** Reads a document in a contained child process (preview-worker.mjs), waiting for a free slot first. */
export function analyseDocument(file: string, extension: string, imagePath: string): Promise<Analysis> {
  return analyses(async () => {
    try {
      const { output, peakRssKb } = await runContained(worker, [file, extension, imagePath], analysisLimits);
      const facts = output as { pages: number; words: number | null; image: boolean };
      return {
        facts: { pages: facts.pages, words: facts.words, imagePath: facts.image ? imagePath : null },
        peakRssKb,
      };
    } catch (err) {
      if (err instanceof ContainedProcessError) return { error: err.message, peakRssKb: err.peakRssKb };
      throw err;
    }
  });
}

/**
 * Reads a customer's document away from the API, within analysisLimits: a malformed or hostile file can only
 * exhaust its own child process. `work` gets the facts and a temporary folder that is removed after it returns.
 */
export async function withDocumentFacts<T>(
  file: string,
  extension: string,
  work: (facts: DocumentFacts) => Promise<T>,
): Promise<T> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'tercume-preview-'));
  try {
    const analysis = await analyseDocument(file, extension, path.join(dir, 'preview.png'));
    if ('error' in analysis) throw new UnreadableDocumentError(analysis.error);
    return await work(analysis.facts);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
