import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import type { Readable } from 'node:stream';

/** The SHA-256 of a stream's bytes, hex: what a browser's crypto computes for the same file. */
export async function sha256OfStream(stream: Readable): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of stream) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

export function sha256OfFile(filePath: string): Promise<string> {
  return sha256OfStream(createReadStream(filePath));
}
