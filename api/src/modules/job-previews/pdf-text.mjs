// Opens a PDF and counts its words, drawing nothing (no canvas is loaded): what both the preview (read-pdf.mjs) and
// the estimate's count (count-worker.mjs) read. The caps are those of document-caps.mjs.
import { createRequire } from 'node:module';
import path from 'node:path';
import { countWords } from './count-words.mjs';
import { COUNTING_SECONDS, MAX_COUNTED_PAGES, MAX_DECODED_PIXELS } from './document-caps.mjs';

const require = createRequire(import.meta.url);

export async function openPdf(bytes) {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const fonts = `${path.join(path.dirname(require.resolve('pdfjs-dist/package.json')), 'standard_fonts')}/`;
  return pdfjs.getDocument({
    data: new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength),
    isEvalSupported: false,
    standardFontDataUrl: fonts,
    maxImageSize: MAX_DECODED_PIXELS,
    isOffscreenCanvasSupported: false,
    verbosity: 0,
  }).promise;
}

/** The words of the first MAX_COUNTED_PAGES pages read within COUNTING_SECONDS; null for a scan (no text layer). */
export async function countPdfWords(doc) {
  let words = 0;
  const stopCounting = Date.now() + COUNTING_SECONDS * 1000;
  for (let n = 1; n <= Math.min(doc.numPages, MAX_COUNTED_PAGES) && Date.now() < stopCounting; n += 1) {
    const content = await (await doc.getPage(n)).getTextContent();
    words += countWords(content.items.map((item) => item.str ?? '').join(' '));
  }
  // a scanned document has no text layer: its word count is unknown, not zero
  return words > 0 ? words : null;
}

/** The page count and the words, nothing drawn. */
export async function countPdf(bytes) {
  const doc = await openPdf(bytes);
  return { pages: doc.numPages, words: await countPdfWords(doc) };
}
