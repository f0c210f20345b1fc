// Reads one customer document and writes what a translator may see before bidding: its page count, its word count
// (text-based documents) and a first-page image at most 800 px wide. It runs in a child process of its own
// (analyse-document.ts): a hostile or huge file can only exhaust this process, which is killed after a timeout,
// never the API. Plain ESM JavaScript so that it starts without a TypeScript loader.
//
//   node preview-worker.mjs <input file> <extension> <output png>   →   stdout: {"pages":…,"words":…,"image":…}
import { readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { createCanvas, GlobalFonts, loadImage } from '@napi-rs/canvas';

const require = createRequire(import.meta.url);
const WIDTH = 800;
/** Enough pages to count words on a long document in a few seconds; the page count is still exact. */
const MAX_COUNTED_PAGES = 200;
GlobalFonts.registerFromPath(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf'), 'PreviewText');

const countWords = (text) => (text.match(/[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu) ?? []).length;

async function pdf(bytes, output) {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const fonts = `${path.join(path.dirname(require.resolve('pdfjs-dist/package.json')), 'standard_fonts')}/`;
  const doc = await pdfjs.getDocument({
    data: new Uint8Array(bytes),
    isEvalSupported: false,
    standardFontDataUrl: fonts,
    verbosity: 0,
  }).promise;
  let words = 0;
  for (let n = 1; n <= Math.min(doc.numPages, MAX_COUNTED_PAGES); n += 1) {
    const content = await (await doc.getPage(n)).getTextContent();
    words += countWords(content.items.map((item) => item.str ?? '').join(' '));
  }
  const first = await doc.getPage(1);
  const scale = Math.min(2, WIDTH / first.getViewport({ scale: 1 }).width);
  const viewport = first.getViewport({ scale });
  const canvas = createCanvas(Math.floor(viewport.width), Math.floor(viewport.height));
  const context = canvas.getContext('2d');
  context.fillStyle = '#fff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  await first.render({ canvas, canvasContext: context, viewport }).promise;
  await writeFile(output, await canvas.encode('png'));
  // a scanned document has no text layer: its word count is unknown, not zero
  return { pages: doc.numPages, words: words > 0 ? words : null, image: true };
}

async function picture(bytes, output) {
  const image = await loadImage(bytes);
  const scale = Math.min(1, WIDTH / image.width);
  const canvas = createCanvas(
    Math.max(1, Math.round(image.width * scale)),
    Math.max(1, Math.round(image.height * scale)),
  );
  canvas.getContext('2d').drawImage(image, 0, 0, canvas.width, canvas.height);
  await writeFile(output, await canvas.encode('png'));
  return { pages: 1, words: null, image: true };
}

/** A document whose text we can read but not lay out (Word, plain text): its opening lines on a white page. */
async function textPage(text, output) {
  const canvas = createCanvas(WIDTH, Math.round(WIDTH * 1.414));
  const context = canvas.getContext('2d');
  context.fillStyle = '#fff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.fillStyle = '#222';
  context.font = '18px PreviewText';
  const margin = 56;
  const lineHeight = 28;
  let y = margin + lineHeight;
  for (const paragraph of text.split(/\n+/)) {
    let line = '';
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      const next = line ? `${line} ${word}` : word;
      if (context.measureText(next).width > WIDTH - 2 * margin && line) {
        context.fillText(line, margin, y);
        y += lineHeight;
        line = word;
      } else line = next;
      if (y > canvas.height - margin) break;
    }
    if (line && y <= canvas.height - margin) context.fillText(line, margin, y);
    y += lineHeight * 1.5;
    if (y > canvas.height - margin) break;
  }
  await writeFile(output, await canvas.encode('png'));
}

async function word(bytes, output) {
  const mammoth = require('mammoth');
  const { value } = await mammoth.extractRawText({ buffer: bytes });
  await textPage(value, output);
  return { pages: 1, words: countWords(value), image: true };
}

/** OpenDocument text (.odt): a zip whose content.xml holds the text, paragraph by paragraph. */
async function openDocument(bytes, output) {
  const JSZip = require('jszip');
  const xml = await (await JSZip.loadAsync(bytes)).file('content.xml')?.async('string');
  if (xml === undefined) throw new Error('no content.xml');
  const text = xml
    .replace(/<\/text:(p|h)>/g, '\n')
    .replace(/<text:(s|tab)\/>/g, ' ')
    .replace(/<[^>]+>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');
  await textPage(text, output);
  return { pages: 1, words: countWords(text), image: true };
}

async function plain(bytes, output) {
  const text = new TextDecoder('utf-8').decode(bytes);
  await textPage(text, output);
  return { pages: 1, words: countWords(text), image: true };
}

const readers = {
  pdf,
  jpg: picture,
  jpeg: picture,
  png: picture,
  webp: picture,
  docx: word,
  odt: openDocument,
  txt: plain,
};

const [input, extension, output] = process.argv.slice(2);
const read = readers[extension];
// Formats we cannot read here (doc, rtf, tiff) still count as one page, as the issue says, without an image.
const facts = read ? await read(await readFile(input), output) : { pages: 1, words: null, image: false };
process.stdout.write(JSON.stringify(facts));
