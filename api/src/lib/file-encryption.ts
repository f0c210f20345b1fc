import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { FileUnreadableError } from '../errors/app-error';

/**
 * Envelope encryption of stored files (AES-256-GCM). Each file gets a random data key, wrapped by the master key
 * (FILES_KEY, config/files-key.ts); the file is cut into frames of `frameSize` plaintext bytes, each sealed on its
 * own, so a download decrypts as it streams. A frame's nonce is its index and its additional data says whether it
 * is the last one, so a frame moved, dropped or cut short fails; the header's fields are the additional data of the
 * wrapped key, so a changed size, frame size or key id fails before any byte is answered.
 *
 * Layout: magic (8) · key id (8) · frame size (4, BE) · plaintext size (8, BE) · wrap nonce (12) · wrapped data
 * key (32) · wrap tag (16), then the frames, each ciphertext + tag (16). An empty file still has one (empty) frame.
 * A file that does not start with the magic was stored before encryption and is read as it is.
 */
const magic = Buffer.from('TRCMENC1', 'ascii');
const headerSize = 88;
const tagSize = 16;
export const defaultFrameSize = 64 * 1024;

export interface FileKey {
  /** Names the key in each file's header without revealing it: the first 8 bytes of its SHA-256. */
  id: Buffer;
  key: Buffer;
}

/** The key new files are sealed with, and older ones still accepted for reading. */
export interface FileKeyring {
  current: FileKey;
  previous: FileKey[];
}

export function fileKeyOf(key: Buffer): FileKey {
  if (key.length !== 32) throw new Error('a files key is 32 bytes');
  return { id: createHash('sha256').update(key).digest().subarray(0, 8), key };
}

function frameNonce(index: number): Buffer {
  const nonce = Buffer.alloc(12);
  nonce.writeBigUInt64BE(BigInt(index), 4);
  return nonce;
}

function frameAad(index: number, last: boolean): Buffer {
  const aad = Buffer.alloc(9);
  aad.writeBigUInt64BE(BigInt(index));
  aad[8] = last ? 1 : 0;
  return aad;
}

function frameCount(size: number, frameSize: number): number {
  return Math.max(1, Math.ceil(size / frameSize));
}

function sealFrame(dataKey: Buffer, index: number, last: boolean, plain: Buffer): Buffer {
  const cipher = createCipheriv('aes-256-gcm', dataKey, frameNonce(index));
  cipher.setAAD(frameAad(index, last));
  return Buffer.concat([cipher.update(plain), cipher.final(), cipher.getAuthTag()]);
}

function openFrame(dataKey: Buffer, index: number, last: boolean, sealed: Buffer): Buffer {
  const decipher = createDecipheriv('aes-256-gcm', dataKey, frameNonce(index));
  decipher.setAAD(frameAad(index, last));
  decipher.setAuthTag(sealed.subarray(sealed.length - tagSize));
  try {
    return Buffer.concat([decipher.update(sealed.subarray(0, sealed.length - tagSize)), decipher.final()]);
  } catch {
    throw new FileUnreadableError(`frame ${index} fails its check (changed, moved or cut short)`);
  }
}

function header(key: FileKey, frameSize: number, size: number, dataKey: Buffer): Buffer {
  const fields = Buffer.alloc(28);
  magic.copy(fields, 0);
  key.id.copy(fields, 8);
  fields.writeUInt32BE(frameSize, 16);
  fields.writeBigUInt64BE(BigInt(size), 20);
  const nonce = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key.key, nonce);
  cipher.setAAD(fields);
  const wrapped = Buffer.concat([cipher.update(dataKey), cipher.final()]);
  return Buffer.concat([fields, nonce, wrapped, cipher.getAuthTag()]);
}

/** Writes `source` sealed to `target`, streaming: memory holds one frame whatever the file's size. */
export async function encryptFile(
  source: string,
  target: string,
  key: FileKey,
  frameSize = defaultFrameSize,
): Promise<void> {
  const { size } = await stat(source);
  const dataKey = randomBytes(32);
  const count = frameCount(size, frameSize);
  async function* seal(plain: AsyncIterable<Buffer>) {
    yield header(key, frameSize, size, dataKey);
    let pending: Buffer = Buffer.alloc(0);
    let index = 0;
    let seen = 0;
    for await (const chunk of plain) {
      seen += chunk.length;
      pending = pending.length ? Buffer.concat([pending, chunk]) : chunk;
      while (pending.length >= frameSize && index < count - 1) {
        yield sealFrame(dataKey, index, false, pending.subarray(0, frameSize));
        pending = pending.subarray(frameSize);
        index += 1;
      }
    }
    // The upload is ours alone between its stat and this read; a different length means it changed under us.
    if (seen !== size || index !== count - 1) throw new Error('the file changed while it was being encrypted');
    yield sealFrame(dataKey, index, true, pending);
  }
  await pipeline(createReadStream(source), seal, createWriteStream(target, { mode: 0o600 }));
}

/** Takes exact byte counts from a stream, keeping what it read beyond them for the next call. */
class ByteReader {
  private pending: Buffer[] = [];
  private pendingLength = 0;
  private ended = false;
  private readonly chunks: AsyncIterator<Buffer>;

  constructor(stream: Readable) {
    this.chunks = stream[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  }

  /** Exactly `n` bytes, or fewer when the stream ends first. */
  async take(n: number): Promise<Buffer> {
    while (this.pendingLength < n && !this.ended) {
      const next = await this.chunks.next();
      if (next.done) this.ended = true;
      else {
        const chunk = Buffer.from(next.value);
        this.pending.push(chunk);
        this.pendingLength += chunk.length;
      }
    }
    const all = Buffer.concat(this.pending, this.pendingLength);
    const taken = all.subarray(0, n);
    const left = all.subarray(taken.length);
    this.pending = left.length ? [left] : [];
    this.pendingLength = left.length;
    return taken;
  }

  /** Everything not taken yet. */
  async *rest(): AsyncGenerator<Buffer> {
    if (this.pendingLength > 0) yield Buffer.concat(this.pending, this.pendingLength);
    this.pending = [];
    this.pendingLength = 0;
    while (!this.ended) {
      const next = await this.chunks.next();
      if (next.done) this.ended = true;
      else yield Buffer.from(next.value);
    }
  }
}

/**
 * The plaintext of a stored file and its size. The header is checked and the first frame decrypted before this
 * answers, so a wrong key or a changed file fails here with FileUnreadableError (a 503 the download routes answer
 * cleanly); a later frame that fails its check ends the stream with that error. A file without the magic is
 * answered as it is, with `storedSize` as its size.
 */
export async function openSealed(
  stored: Readable,
  storedSize: number,
  keyring: FileKeyring,
): Promise<{ stream: Readable; size: number }> {
  try {
    return await openChecked(stored, storedSize, keyring);
  } catch (err) {
    stored.destroy();
    throw err;
  }
}

async function openChecked(
  stored: Readable,
  storedSize: number,
  keyring: FileKeyring,
): Promise<{ stream: Readable; size: number }> {
  const reader = new ByteReader(stored);
  const head = await reader.take(magic.length);
  if (!head.equals(magic)) {
    async function* plain() {
      yield head;
      yield* reader.rest();
    }
    return { stream: Readable.from(plain(), { objectMode: false }), size: storedSize };
  }
  const rest = await reader.take(headerSize - magic.length);
  if (rest.length !== headerSize - magic.length) throw new FileUnreadableError('header cut short');
  const fields = Buffer.concat([head, rest.subarray(0, 28 - magic.length)]);
  const keyId = fields.subarray(8, 16);
  const frameSize = fields.readUInt32BE(16);
  const size = Number(fields.readBigUInt64BE(20));
  const key = [keyring.current, ...keyring.previous].find((k) => k.id.equals(keyId));
  if (!key) {
    throw new FileUnreadableError(
      `sealed with key ${keyId.toString('hex')}, which is neither FILES_KEY nor in FILES_KEY_PREVIOUS`,
    );
  }
  if (frameSize < 1 || frameSize > 16 * 1024 * 1024 || !Number.isSafeInteger(size)) {
    throw new FileUnreadableError('header holds impossible sizes');
  }
  const wrap = rest.subarray(28 - magic.length);
  const decipher = createDecipheriv('aes-256-gcm', key.key, wrap.subarray(0, 12));
  decipher.setAAD(fields);
  decipher.setAuthTag(wrap.subarray(44, 60));
  let dataKey: Buffer;
  try {
    dataKey = Buffer.concat([decipher.update(wrap.subarray(12, 44)), decipher.final()]);
  } catch {
    throw new FileUnreadableError(`header or data key fails its check under key ${keyId.toString('hex')}`);
  }

  const count = frameCount(size, frameSize);
  const readFrame = async (index: number): Promise<Buffer> => {
    const last = index === count - 1;
    const plainLength = last ? size - frameSize * (count - 1) : frameSize;
    const sealed = await reader.take(plainLength + tagSize);
    if (sealed.length !== plainLength + tagSize) throw new FileUnreadableError(`frame ${index} is cut short`);
    return openFrame(dataKey, index, last, sealed);
  };
  const first = await readFrame(0);
  if (count === 1 && (await reader.take(1)).length > 0) throw new FileUnreadableError('bytes after the last frame');

  async function* frames() {
    try {
      yield first;
      for (let index = 1; index < count; index += 1) yield await readFrame(index);
      if (count > 1 && (await reader.take(1)).length > 0) {
        throw new FileUnreadableError('bytes after the last frame');
      }
    } finally {
      stored.destroy();
    }
  }
  return { stream: Readable.from(frames(), { objectMode: false }), size };
}
