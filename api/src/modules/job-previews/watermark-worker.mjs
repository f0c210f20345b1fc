// Draws the watermark on a preview (watermark.ts) in a child process of its own with the same kind of kernel limits
// as the reading (contained-process.ts): the API process never decodes a customer's image. The image is checked by
// its header and kept within 800 × 1600 px, so a preview stored before that bound cannot take the memory either.
// Plain ESM JavaScript so that it starts without a TypeScript loader.
//
//   node watermark-worker.mjs <preview png> <output jpeg> <line>   →   stdout: {"maxRssKb":…} or {"error":…}
import { readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { GlobalFonts } from '@napi-rs/canvas';
import { decodeBoundedPicture, drawFitted } from './read-picture.mjs';

GlobalFonts.registerFromPath(
  createRequire(import.meta.url).resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf'),
  'Watermark',
);

/**
 * The preview as the translator receives it: their name and the job code written diagonally across the whole page,
 * repeated, in a colour that leaves the document readable but cannot be cropped away. JPEG, as it is served.
 */
async function watermarked(png, line) {
  const canvas = drawFitted(await decodeBoundedPicture(png));
  const { width, height } = canvas;
  const context = canvas.getContext('2d');
  const size = Math.max(14, Math.round(width / 30));
  context.font = `${size}px Watermark`;
  context.fillStyle = 'rgba(122, 31, 43, 0.28)';
  context.textAlign = 'center';
  context.translate(width / 2, height / 2);
  context.rotate(-Math.PI / 6);
  const step = { x: context.measureText(line).width + size * 3, y: size * 5 };
  const reach = Math.hypot(width, height);
  for (let y = -reach; y <= reach; y += step.y)
    for (let x = -reach + ((y / step.y) % 2) * (step.x / 2); x <= reach; x += step.x) context.fillText(line, x, y);
  return canvas.encode('jpeg', 82);
}

const [input, output, line] = process.argv.slice(2);
const maxRssKb = () => process.resourceUsage().maxRSS;
try {
  await writeFile(output, await watermarked(await readFile(input), line));
  process.stdout.write(`${JSON.stringify({ maxRssKb: maxRssKb() })}\n`);
} catch (err) {
  process.stdout.write(
    `${JSON.stringify({ error: err instanceof Error ? err.message : String(err), maxRssKb: maxRssKb() })}\n`,
  );
  process.exitCode = 1;
}
