import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import yauzl from 'yauzl';
import { api, type FixtureUser } from '../../testing/fixtures';
import type { TestApp } from '../../testing/test-app';
import type { StorageArea } from '../../lib/storage';

/** Every entry of a ZIP, by its name. */
export async function unzip(bytes: Buffer): Promise<Map<string, Buffer>> {
  const zip = await new Promise<yauzl.ZipFile>((resolve, reject) =>
    yauzl.fromBuffer(bytes, { lazyEntries: true }, (err, z) => (err ? reject(err) : resolve(z))),
  );
  const entries = new Map<string, Buffer>();
  await new Promise<void>((resolve, reject) => {
    zip.on('entry', (entry: yauzl.Entry) => {
      zip.openReadStream(entry, (err, stream) => {
        if (err) return reject(err);
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => {
          entries.set(entry.fileName, Buffer.concat(chunks));
          zip.readEntry();
        });
        stream.on('error', reject);
      });
    });
    zip.on('end', resolve);
    zip.on('error', reject);
    zip.readEntry();
  });
  return entries;
}

/** Asks for the account's export and waits until the background task has made it. */
export async function preparedExport(app: TestApp, user: FixtureUser): Promise<{ id: number; url: string }> {
  const asked = await api(app, 'POST', '/settings/data-exports', { token: user.token });
  if (asked.status !== 202) throw new Error(`export request: ${asked.status} ${JSON.stringify(asked.body)}`);
  const deadline = Date.now() + 30_000;
  for (;;) {
    const list = await api(app, 'GET', '/settings/data-exports', { token: user.token });
    const mine = list.body.find((e: { id: number }) => e.id === asked.body.export.id);
    if (mine?.status === 'ready') return { id: mine.id, url: mine.url };
    if (mine?.status === 'failed') throw new Error('the export failed');
    if (Date.now() > deadline) throw new Error(`export still ${mine?.status} after 30 s`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** A file stored (encrypted, like an upload) in an area, answering its stored name. */
export async function storeFile(app: TestApp, area: StorageArea, name: string, bytes: Buffer): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'tercume-privacy-test-'));
  try {
    const temp = path.join(dir, name);
    await writeFile(temp, bytes);
    return await app.deps.storage.put(area, temp, name);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
