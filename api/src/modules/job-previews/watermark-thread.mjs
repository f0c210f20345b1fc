// Draws the watermark on a preview (watermark.ts) on a thread of its own: drawing the tiled text takes some 20 ms
// of CPU per image, which must not stall the API's event loop while a translator browses open jobs. Plain ESM
// JavaScript so that the thread starts without a TypeScript loader.
import { createRequire } from 'node:module';
import { parentPort } from 'node:worker_threads';
import { createCanvas, GlobalFonts, loadImage } from '@napi-rs/canvas';

GlobalFonts.registerFromPath(
  createRequire(import.meta.url).resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf'),
  'Watermark',
);

/**
 * The preview as the translator receives it: their name and the job code written diagonally across the whole page,
 * repeated, in a colour that leaves the document readable but cannot be cropped away. JPEG, as it is served.
 */
async function watermarked(png, line) {
  const image = await loadImage(png);
  const canvas = createCanvas(image.width, image.height);
  const context = canvas.getContext('2d');
  context.drawImage(image, 0, 0);
  const size = Math.max(14, Math.round(image.width / 30));
  context.font = `${size}px Watermark`;
  context.fillStyle = 'rgba(122, 31, 43, 0.28)';
  context.textAlign = 'center';
  context.translate(image.width / 2, image.height / 2);
  context.rotate(-Math.PI / 6);
  const step = { x: context.measureText(line).width + size * 3, y: size * 5 };
  const reach = Math.hypot(image.width, image.height);
  for (let y = -reach; y <= reach; y += step.y)
    for (let x = -reach + ((y / step.y) % 2) * (step.x / 2); x <= reach; x += step.x) context.fillText(line, x, y);
  return canvas.encode('jpeg', 82);
}

parentPort.on('message', async ({ id, png, line }) => {
  try {
    const jpeg = await watermarked(Buffer.from(png), line);
    parentPort.postMessage({ id, jpeg });
  } catch (err) {
    parentPort.postMessage({ id, error: err instanceof Error ? err.message : String(err) });
  }
});
