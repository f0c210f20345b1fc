// Reads one customer document and writes what a translator may see before bidding: its page count, its word count
// (text-based documents) and a first-page image within 800 × 1600 px. It runs in a child process of its own whose
// memory, CPU time and output are capped by the kernel (analyse-document.ts, contained-process.ts): a hostile file
// can only exhaust this process, never the API. Plain ESM JavaScript so that it starts without a TypeScript loader.
//
//   node preview-worker.mjs <input file> <extension> <output png>
//     → stdout: {"pages":…,"words":…,"image":…,"maxRssKb":…}, or {"error":…,"maxRssKb":…} and exit code 1
import { readFile } from 'node:fs/promises';
import { readPdf } from './read-pdf.mjs';
import { readPicture } from './read-picture.mjs';
import { readOpenDocument, readPlainText, readWord } from './read-text.mjs';

const readers = {
  pdf: readPdf,
  jpg: readPicture,
  jpeg: readPicture,
  png: readPicture,
  webp: readPicture,
  docx: readWord,
  odt: readOpenDocument,
  txt: readPlainText,
};

const [input, extension, output] = process.argv.slice(2);
const read = readers[extension];
const maxRssKb = () => process.resourceUsage().maxRSS;
try {
  // Formats we cannot read here (doc, rtf, tiff) still count as one page, without an image.
  const facts = read ? await read(await readFile(input), output) : { pages: 1, words: null, image: false };
  process.stdout.write(`${JSON.stringify({ ...facts, maxRssKb: maxRssKb() })}\n`);
} catch (err) {
  process.stdout.write(
    `${JSON.stringify({ error: err instanceof Error ? err.message : String(err), maxRssKb: maxRssKb() })}\n`,
  );
  process.exitCode = 1;
}
