import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pLimit from 'p-limit';
import { runContained, type ProcessLimits } from './contained-process';

const worker = fileURLToPath(new URL('./watermark-worker.mjs', import.meta.url));

/** A bounded preview takes ~0.1 s and ~100 MB to mark; these ceilings leave room and nothing more. */
export const watermarkLimits: ProcessLimits = {
  memoryMb: 1024,
  cpuSeconds: 10,
  wallSeconds: 30,
  fileMb: 8,
  stdoutBytes: 4 * 1024,
};

/** One drawing per core: a burst of views queues instead of starting a process each at once. */
const drawings = pLimit(Math.max(1, os.availableParallelism()));

/**
 * The preview as the translator receives it (their name and the job code across the page, JPEG), drawn in a
 * contained child process (watermark-worker.mjs): the API process never decodes a stored image. Throws
 * ContainedProcessError when the image cannot be drawn within watermarkLimits.
 */
export function watermarked(png: Buffer, line: string): Promise<Buffer> {
  return drawings(async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'tercume-watermark-'));
    try {
      const input = path.join(dir, 'preview.png');
      const output = path.join(dir, 'preview.jpg');
      await writeFile(input, png);
      await runContained(worker, [input, output, line], watermarkLimits);
      return await readFile(output);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
}
