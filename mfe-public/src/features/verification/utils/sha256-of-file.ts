import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex } from '@noble/hashes/utils.js';

const CHUNK = 4 * 1024 * 1024;

/**
 * A file's SHA-256 computed in the browser, in 4 MiB slices so a large scan neither fills the memory nor freezes
 * the page. @noble/hashes rather than crypto.subtle: subtle exists only on https or localhost, and takes the whole
 * file at once.
 */
export async function sha256OfFile(file: Blob, onProgress?: (done: number) => void): Promise<string> {
  const hash = sha256.create();
  for (let start = 0; start < file.size; start += CHUNK) {
    const slice = file.slice(start, start + CHUNK);
    hash.update(new Uint8Array(await slice.arrayBuffer()));
    onProgress?.(Math.min(1, (start + CHUNK) / file.size));
  }
  return bytesToHex(hash.digest());
}
