// Counts one customer document for the estimate: its pages and words, drawing nothing — no canvas is loaded and no
// page rendered, so a count takes a fraction of a preview (preview-worker.mjs). It runs contained like the preview
// (count-document.ts, contained-process.ts): a hostile file can only exhaust this process, never the API.
//
//   node count-worker.mjs <input file> <extension>
//     → stdout: {"pages":…,"words":…,"maxRssKb":…}, or {"error":…,"maxRssKb":…} and exit code 1
import { readFile } from 'node:fs/promises';
import { countWords, countWordsInBytes } from './count-words.mjs';
import { countPdf } from './pdf-text.mjs';
import { openDocumentText, wordText } from './text-of.mjs';

const counters = {
  pdf: countPdf,
  docx: async (bytes) => ({ pages: 1, words: countWords(await wordText(bytes)) }),
  odt: async (bytes) => ({ pages: 1, words: countWords(await openDocumentText(bytes)) }),
  txt: async (bytes) => ({ pages: 1, words: countWordsInBytes(bytes) }),
};

const [input, extension] = process.argv.slice(2);
const count = counters[extension];
const maxRssKb = () => process.resourceUsage().maxRSS;
try {
  if (!count) throw new Error(`no words to count in a .${extension}`);
  const facts = await count(await readFile(input));
  process.stdout.write(`${JSON.stringify({ ...facts, maxRssKb: maxRssKb() })}\n`);
} catch (err) {
  process.stdout.write(
    `${JSON.stringify({ error: err instanceof Error ? err.message : String(err), maxRssKb: maxRssKb() })}\n`,
  );
  process.exitCode = 1;
}
