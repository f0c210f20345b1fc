// A photo or scan (PNG, JPEG, WebP): its size is read from the header first, and a picture that would take more
// than MAX_DECODED_PIXELS to decode is not decoded at all (a 20,000 × 20,000 PNG is 1.6 GB of pixels from a file of
// a few hundred kilobytes).
import { writeFile } from 'node:fs/promises';
import { createCanvas, loadImage } from '@napi-rs/canvas';
import { imageSize } from 'image-size';
import { fitScale, fittedSize, MAX_DECODED_PIXELS } from './document-caps.mjs';

export class PictureTooLargeError extends Error {}

/** Decodes a picture whose header promises at most MAX_DECODED_PIXELS; throws for anything larger or unreadable. */
export async function decodeBoundedPicture(bytes) {
  const { width, height } = imageSize(bytes);
  if (!width || !height) throw new Error('the picture has no size');
  if (width * height > MAX_DECODED_PIXELS)
    throw new PictureTooLargeError(`a ${width} × ${height} picture is too large to decode`);
  const image = await loadImage(bytes);
  // the decoder trusts the same header; a different size means a file built to mislead
  if (image.width !== width || image.height !== height) throw new Error('the picture is not the size it declares');
  return image;
}

/** The picture scaled down into the preview bounds. */
export function drawFitted(image) {
  const size = fittedSize(image.width, image.height, fitScale(image.width, image.height));
  const canvas = createCanvas(size.width, size.height);
  canvas.getContext('2d').drawImage(image, 0, 0, size.width, size.height);
  return canvas;
}

export async function readPicture(bytes, output) {
  try {
    const image = await decodeBoundedPicture(bytes);
    await writeFile(output, await drawFitted(image).encode('png'));
    return { pages: 1, words: null, image: true };
  } catch (err) {
    if (!(err instanceof PictureTooLargeError)) throw err;
    // still one page to translate; the translator sees its type and size without an image
    return { pages: 1, words: null, image: false };
  }
}
