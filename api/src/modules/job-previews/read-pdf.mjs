// A PDF's page count, its words (first MAX_COUNTED_PAGES pages) and its first page drawn within the preview bounds,
// however tall or wide the page is. Inflated streams and decoded images live inside the process's address-space
// limit (analyse-document.ts); images above MAX_DECODED_PIXELS are skipped by pdf.js rather than decoded.
import { writeFile } from 'node:fs/promises';
import { createCanvas } from '@napi-rs/canvas';
import { fitScale, fittedSize } from './document-caps.mjs';
import { countPdfWords, openPdf } from './pdf-text.mjs';

export async function readPdf(bytes, output) {
  const doc = await openPdf(bytes);
  const words = await countPdfWords(doc);
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
  return { pages: doc.numPages, words, image: true };
}
