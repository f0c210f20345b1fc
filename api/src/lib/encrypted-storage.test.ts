import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { GetObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { FileUnreadableError } from '../errors/app-error';
import { startS3Server, type S3TestServer } from '../testing/s3-server';
import { encryptedAtRest } from './encrypted-storage';
import { defaultFrameSize, fileKeyOf, type FileKeyring } from './file-encryption';
import { connectS3, createS3Storage, type S3Settings } from './s3-storage';
import { createLocalStorage, isPublicArea, type Storage, type StorageArea } from './storage';

let scratch: string;
let s3: S3TestServer;
let settings: S3Settings;
const oldKey = fileKeyOf(randomBytes(32));
const keyring: FileKeyring = { current: fileKeyOf(randomBytes(32)), previous: [oldKey] };

beforeAll(async () => {
  scratch = mkdtempSync(path.join(os.tmpdir(), 'tercume-sealed-'));
  s3 = await startS3Server();
  settings = s3.settings;
});
afterAll(async () => {
  await s3.stop();
  rmSync(scratch, { recursive: true, force: true });
});

function tempFile(bytes: Buffer): string {
  const file = path.join(scratch, `upload-${Math.random().toString(36).slice(2)}`);
  writeFileSync(file, bytes);
  return file;
}

const read = (stream: Readable): Promise<Buffer> => buffer(stream);

/** The stored bytes of a file, as a thief of the folder or the bucket would see them, and a way to replace them. */
interface RawAccess {
  storage: Storage;
  get(area: StorageArea, name: string): Promise<Buffer>;
  set(area: StorageArea, name: string, bytes: Buffer): Promise<void>;
}

const backends: Record<string, () => Promise<RawAccess>> = {
  'a folder under DATA_DIR': async () => {
    const root = path.join(scratch, 'files');
    const where = (area: StorageArea, name: string) =>
      path.join(root, isPublicArea(area) ? 'public' : 'private', area, name);
    return {
      storage: createLocalStorage(root),
      get: async (area, name) => readFileSync(where(area, name)),
      set: async (area, name, bytes) => {
        mkdirSync(path.dirname(where(area, name)), { recursive: true });
        writeFileSync(where(area, name), bytes);
      },
    };
  },
  'an S3 bucket': async () => {
    const { client, Bucket } = await connectS3(settings);
    return {
      storage: await createS3Storage(settings),
      get: async (area, name) => {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: `${area}/${name}` }));
        return Buffer.from(await object.Body!.transformToByteArray());
      },
      set: async (area, name, bytes) => {
        await client.send(new PutObjectCommand({ Bucket, Key: `${area}/${name}`, Body: bytes }));
      },
    };
  },
};

describe.each(Object.keys(backends))('files encrypted at rest in %s', (backend) => {
  let raw: RawAccess;
  let storage: Storage;
  beforeAll(async () => {
    raw = await (backends[backend] as () => Promise<RawAccess>)();
    storage = encryptedAtRest(raw.storage, keyring);
  });

  it.each([
    ['empty', 0],
    ['small', 23],
    ['exactly one frame', defaultFrameSize],
    ['one frame and a byte', defaultFrameSize + 1],
    ['multi-MB', 3 * 1024 * 1024 + 777],
  ])('stores a %s file as ciphertext and gives back the same bytes and size', async (_label, length) => {
    const bytes = Buffer.concat([Buffer.from('%PDF-1.4 pasaport '), randomBytes(length)]).subarray(0, length);
    const name = await storage.put('documents', tempFile(bytes), 'pasaport.pdf');
    const stored = await raw.get('documents', name);
    expect(stored.subarray(0, 8).toString('ascii')).toBe('TRCMENC1');
    if (length >= 18) expect(stored.includes(bytes.subarray(0, 18))).toBe(false);
    const file = await storage.open('documents', name);
    expect(file?.size).toBe(length);
    expect((await read(file!.stream)).equals(bytes)).toBe(true);
  });

  it('leaves public areas (avatars, sliders) as they are, since they are served as images', async () => {
    const bytes = Buffer.from('\x89PNG avatar');
    const name = await storage.put('avatar', tempFile(bytes), 'me.png');
    expect((await raw.get('avatar', name)).equals(bytes)).toBe(true);
  });

  it('reads a file sealed with a key in FILES_KEY_PREVIOUS', async () => {
    const bytes = randomBytes(1000);
    const name = await encryptedAtRest(raw.storage, { current: oldKey, previous: [] }).put(
      'output',
      tempFile(bytes),
      'eski.pdf',
    );
    expect((await read((await storage.open('output', name))!.stream)).equals(bytes)).toBe(true);
  });

  it('refuses with FileUnreadableError (503 fileUnreadable) when the key is not in the keyring', async () => {
    const name = await storage.put('cv', tempFile(randomBytes(100)), 'cv.pdf');
    const stranger = encryptedAtRest(raw.storage, { current: fileKeyOf(randomBytes(32)), previous: [] });
    const failure = await stranger.open('cv', name).catch((err: unknown) => err);
    expect(failure).toBeInstanceOf(FileUnreadableError);
    expect(failure).toMatchObject({ status: 503, code: 'fileUnreadable' });
    expect((failure as Error).message).toMatch(/neither FILES_KEY nor in FILES_KEY_PREVIOUS/);
  });

  it('refuses a changed header (the claimed size) before answering any byte', async () => {
    const name = await storage.put('certificates', tempFile(randomBytes(100)), 'c.pdf');
    const stored = await raw.get('certificates', name);
    stored.writeBigUInt64BE(99n, 20);
    await raw.set('certificates', name, stored);
    await expect(storage.open('certificates', name)).rejects.toBeInstanceOf(FileUnreadableError);
  });

  it('refuses a changed first frame at open, and a changed, dropped or swapped later frame while streaming', async () => {
    const bytes = randomBytes(defaultFrameSize * 3 + 5);
    const name = await storage.put('attachments', tempFile(bytes), 'ek.pdf');
    const stored = await raw.get('attachments', name);
    const frame = (i: number) => 88 + i * (defaultFrameSize + 16);

    const flipped = Buffer.from(stored);
    flipped.writeUInt8(flipped.readUInt8(frame(0) + 10) ^ 1, frame(0) + 10);
    await raw.set('attachments', name, flipped);
    await expect(storage.open('attachments', name)).rejects.toBeInstanceOf(FileUnreadableError);

    const later = Buffer.from(stored);
    later.writeUInt8(later.readUInt8(frame(2) + 10) ^ 1, frame(2) + 10);
    const swapped = Buffer.concat([
      stored.subarray(0, frame(1)),
      stored.subarray(frame(2), frame(3)),
      stored.subarray(frame(1), frame(2)),
      stored.subarray(frame(3)),
    ]);
    const dropped = Buffer.concat([stored.subarray(0, frame(2)), stored.subarray(frame(3))]);
    const cut = stored.subarray(0, frame(3));
    for (const broken of [later, swapped, dropped, cut]) {
      await raw.set('attachments', name, broken);
      const file = await storage.open('attachments', name);
      await expect(read(file!.stream)).rejects.toBeInstanceOf(FileUnreadableError);
    }
  });

  it('reads a file stored before encryption (no header) as it is', async () => {
    for (const bytes of [Buffer.from('%PDF-1.4 eski belge, şifresiz'), Buffer.from('abc'), Buffer.alloc(0)]) {
      const name = `${Date.now()}${Math.floor(Math.random() * 1000)}-eski.pdf`;
      await raw.set('documents', name, bytes);
      const file = await storage.open('documents', name);
      expect(file?.size).toBe(bytes.length);
      expect((await read(file!.stream)).equals(bytes)).toBe(true);
    }
  });

  it('still answers null for a missing file', async () => {
    expect(await storage.open('documents', '1-yok.pdf')).toBeNull();
  });
});

it('leaves no plain copy behind in the temp folder after a put', async () => {
  const dir = mkdtempSync(path.join(scratch, 'uploads-'));
  const temp = path.join(dir, 'upload');
  writeFileSync(temp, 'gizli');
  await encryptedAtRest(createLocalStorage(path.join(scratch, 'files2')), keyring).put('documents', temp, 'a.pdf');
  expect(readdirSync(dir)).toEqual([]);
});
