// A PDF's page count, its words (first MAX_COUNTED_PAGES pages) and its first page drawn within the preview bounds,
// however tall or wide the page is. Inflated streams and decoded images live inside the process's address-space
// limit (analyse-document.ts); images above MAX_DECODED_PIXELS are skipped by pdf.js rather than decoded.
import { writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { createCanvas } from '@napi-rs/canvas';
import { countWords } from './count-words.mjs';
import { COUNTING_SECONDS, fitScale, fittedSize, MAX_COUNTED_PAGES, MAX_DECODED_PIXELS } from './document-caps.mjs';

const require = createRequire(import.meta.url);

export async function readPdf(bytes, output) {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const fonts = `${path.join(path.dirname(require.resolve('pdfjs-dist/package.json')), 'standard_fonts')}/`;
  const doc = await pdfjs.getDocument({
    data: new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength),
    isEvalSupported: false,
    standardFontDataUrl: fonts,
    maxImageSize: MAX_DECODED_PIXELS,
    isOffscreenCanvasSupported: false,
    verbosity: 0,
  }).promise;
  let words = 0;
  const stopCounting = Date.now() + COUNTING_SECONDS * 1000;
  for (let n = 1; n <= Math.min(doc.numPages, MAX_COUNTED_PAGES) && Date.now() < stopCounting; n += 1) {
    const content = await (await doc.getPage(n)).getTextContent();
    words += countWords(content.items.map((item) => item.str ?? '').join(' '));
  }
  const first = await doc.getPage(1);
  const page = first.getViewport({ scale: 1 });
  if (!(page.width > 0 && page.height > 0)) throw new Error('the first page has no size');
  // at most twice the page's size in points, and always within 800 × 1600 px
  const scale = fitScale(page.width, page.height, 2);
  const viewport = first.getViewport({ scale });
  const size = fittedSize(viewport.width, viewport.height, 1);
  const canvas = createCanvas(size.width, size.height);
  const context = canvas.getContext('2d');
  context.fillStyle = '#fff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  await first.render({ canvas, canvasContext: context, viewport }).promise;
  await writeFile(output, await canvas.encode('png'));
  // a scanned document has no text layer: its word count is unknown, not zero
  return { pages: doc.numPages, words: words > 0 ? words : null, image: true };
}
