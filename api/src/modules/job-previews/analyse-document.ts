import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const worker = fileURLToPath(new URL('./preview-worker.mjs', import.meta.url));

/** The document could not be read: damaged, protected, or too heavy to read within the time and memory given. */
export class UnreadableDocumentError extends Error {}

/** What a document shows before bidding. */
export interface DocumentFacts {
  pages: number;
  /** Text-based documents only; null for scans, images and formats we cannot read. */
  words: number | null;
  /** Path of the first-page PNG (at most 800 px wide), or null when the format cannot be shown. */
  imagePath: string | null;
}

/**
 * Reads a customer's document in a child process (preview-worker.mjs): a malformed or hostile file is parsed away
 * from the API, with a memory ceiling, and killed after a minute. `work` gets the facts and a temporary folder that
 * is removed after it returns.
 */
export async function withDocumentFacts<T>(
  file: string,
  extension: string,
  work: (facts: DocumentFacts) => Promise<T>,
): Promise<T> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'tercume-preview-'));
  try {
    const image = path.join(dir, 'preview.png');
    const stdout = await new Promise<string>((resolve, reject) =>
      execFile(
        process.execPath,
        ['--max-old-space-size=512', worker, file, extension, image],
        { timeout: 60_000, maxBuffer: 64 * 1024 },
        (err, out) => (err ? reject(new UnreadableDocumentError(err.message, { cause: err })) : resolve(out)),
      ),
    );
    const facts = JSON.parse(stdout) as { pages: number; words: number | null; image: boolean };
    return await work({ pages: facts.pages, words: facts.words, imagePath: facts.image ? image : null });
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
