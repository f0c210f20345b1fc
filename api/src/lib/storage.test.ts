import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { startS3Server, type S3TestServer } from '../testing/s3-server';
import { createS3Storage } from './s3-storage';
import { createLocalStorage, type Storage } from './storage';

let scratch: string;
let s3: S3TestServer;
const backends: Record<string, () => Promise<Storage>> = {
  'a folder under DATA_DIR': async () => createLocalStorage(path.join(scratch, 'files')),
  'an S3 bucket': () => createS3Storage(s3.settings),
};

beforeAll(async () => {
  scratch = mkdtempSync(path.join(os.tmpdir(), 'tercume-storage-'));
  s3 = await startS3Server();
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

describe.each(Object.keys(backends))('storage in %s', (backend) => {
  let storage: Storage;
  beforeAll(async () => {
    storage = await (backends[backend] as () => Promise<Storage>)();
  });

  it('stores an upload under a prefixed, sanitized name, consumes the temp file and gives the same bytes back', async () => {
    const bytes = Buffer.from('%PDF-1.4 çeviri');
    const temp = tempFile(bytes);
    const name = await storage.put('documents', temp, '../Tapu Kaydı (1925).pdf');
    expect(name).toMatch(/^\d+-Tapu_Kaydı_1925\.pdf$/);
    expect(existsSync(temp)).toBe(false);
    const file = await storage.open('documents', name);
    expect(file?.size).toBe(bytes.length);
    expect((await read(file!.stream)).equals(bytes)).toBe(true);
  });

  it('stores a name with an inner run of dots (Rapor..v2.pdf) and reads it back', async () => {
    const bytes = Buffer.from('%PDF-1.4 rapor');
    const name = await storage.put('output', tempFile(bytes), 'Rapor..v2.pdf');
    expect(name).toMatch(/^\d+-Rapor\.v2\.pdf$/);
    const file = await storage.open('output', name);
    expect((await read(file!.stream)).equals(bytes)).toBe(true);
    await storage.remove('output', name);
    expect(await storage.open('output', name)).toBeNull();
  });

  it('keeps areas apart: a file of one area is not found in another', async () => {
    const name = await storage.put('cv', tempFile(Buffer.from('cv')), 'cv.pdf');
    expect(await storage.open('certificates', name)).toBeNull();
  });

  it('answers null for an unknown name and for names that try to leave the area', async () => {
    expect(await storage.open('output', '123-missing.pdf')).toBeNull();
    for (const bad of [
      '../1-x.pdf',
      '1-x/../../jwt-secret',
      'no-prefix.pdf',
      '1-a\\b.pdf',
      '/etc/passwd',
      '1-..',
      '1-x/..',
    ]) {
      expect(await storage.open('output', bad)).toBeNull();
    }
  });

  it('removes a file, and removing it again is harmless', async () => {
    const name = await storage.put('avatar', tempFile(Buffer.from('img')), 'me.png');
    await storage.remove('avatar', name);
    expect(await storage.open('avatar', name)).toBeNull();
    await expect(storage.remove('avatar', name)).resolves.toBeUndefined();
  });
});

describe('an S3 bucket that does not exist yet', () => {
  it('is made once when instances start together, and every instance starts', async () => {
    const settings = {
      bucket: `fresh-${Math.random().toString(36).slice(2, 10)}`,
      endpoint: s3.endpoint,
      region: 'us-east-1',
      accessKeyId: s3.env.S3_ACCESS_KEY_ID,
      secretAccessKey: s3.env.S3_SECRET_ACCESS_KEY,
      forcePathStyle: true,
    };
    const instances = await Promise.all([1, 2, 3].map(() => createS3Storage(settings)));
    const name = await instances[0]!.put('avatar', tempFile(Buffer.from('shared')), 'me.png');
    expect(await read((await instances[2]!.open('avatar', name))!.stream)).toEqual(Buffer.from('shared'));
  });
});
