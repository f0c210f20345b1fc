// Documents whose text we read but do not lay out (plain text, Word, OpenDocument): the words counted and the
// opening lines drawn on a white page. Their text comes from text-of.mjs (archives inflated through capped-zip.mjs).
import { writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { createCanvas, GlobalFonts } from '@napi-rs/canvas';
import { countWords, countWordsInBytes } from './count-words.mjs';
import { MAX_DRAWN_CHARACTERS, PREVIEW_MAX_WIDTH } from './document-caps.mjs';
import { openDocumentText, wordText } from './text-of.mjs';

const require = createRequire(import.meta.url);
GlobalFonts.registerFromPath(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf'), 'PreviewText');

/** The opening lines of a text on an A4-shaped white page. */
async function textPage(text, output) {
  const width = PREVIEW_MAX_WIDTH;
  const canvas = createCanvas(width, Math.round(width * 1.414));
  const context = canvas.getContext('2d');
  context.fillStyle = '#fff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.fillStyle = '#222';
  context.font = '18px PreviewText';
  const margin = 56;
  const lineHeight = 28;
  let y = margin + lineHeight;
  for (const paragraph of text.slice(0, MAX_DRAWN_CHARACTERS).split(/\n+/)) {
    let line = '';
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      const next = line ? `${line} ${word}` : word;
      if (context.measureText(next).width > width - 2 * margin && line) {
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

export async function readPlainText(bytes, output) {
  const opening = new TextDecoder('utf-8').decode(bytes.subarray(0, MAX_DRAWN_CHARACTERS * 4));
  await textPage(opening, output);
  return { pages: 1, words: countWordsInBytes(bytes), image: true };
}

export async function readWord(bytes, output) {
  const text = await wordText(bytes);
  await textPage(text, output);
  return { pages: 1, words: countWords(text), image: true };
}

export async function readOpenDocument(bytes, output) {
  const text = await openDocumentText(bytes);
  await textPage(text, output);
  return { pages: 1, words: countWords(text), image: true };
}
