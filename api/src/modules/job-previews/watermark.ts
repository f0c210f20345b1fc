import { createRequire } from 'node:module';
import { createCanvas, GlobalFonts, loadImage } from '@napi-rs/canvas';

const fontPath = createRequire(import.meta.url).resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf');
let fontRegistered = false;

/**
 * The preview as the translator receives it: their name and the job code written diagonally across the whole page,
 * repeated, in a colour that leaves the document readable but cannot be cropped away. JPEG, as it is served.
 */
export async function watermarked(png: Buffer, line: string): Promise<Buffer> {
  if (!fontRegistered) fontRegistered = Boolean(GlobalFonts.registerFromPath(fontPath, 'Watermark'));
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
