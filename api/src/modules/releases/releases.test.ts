import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { api, createUser, type FixtureUser } from '../../testing/fixtures';
import { startS3Server, type S3TestServer } from '../../testing/s3-server';
import { createDbReleaseStore } from '../../lib/releases/db-release-store';
import { createLocalReleaseStore } from '../../lib/releases/local-release-store';
import { ReleaseExistsError, ReleaseLinkError, type ReleaseStore } from '../../lib/releases/release-store';
import { createS3ReleaseStore } from '../../lib/releases/s3-release-store';

jest.setTimeout(60_000);

let scratch: string;
let s3: S3TestServer;
let app: TestApp;

/** A small stand-in for a remote's dist folder: a manifest, an entry with its brotli form, a nested chunk. */
function fakeBuild(label: string): string {
  const dir = mkdtempSync(path.join(scratch, 'dist-'));
  writeFileSync(path.join(dir, 'mf-manifest.json'), JSON.stringify({ id: 'mfe_admin', label }));
  const entry = `console.log(${JSON.stringify(label)})`;
  writeFileSync(path.join(dir, 'remoteEntry.js'), entry);
  writeFileSync(path.join(dir, 'remoteEntry.js.br'), brotliCompressSync(entry));
  mkdirSync(path.join(dir, 'static'));
  writeFileSync(path.join(dir, 'static', 'chunk.js'), `/* ${label} */`);
  return dir;
}

async function text(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks).toString('utf8');
}

/** What `sha256sum` of the build's files, piped into sha256sum again, prints (the documented check). */
function sha256sumOfSums(files: Record<string, string | Buffer>): string {
  const hex = (content: string | Buffer) => createHash('sha256').update(content).digest('hex');
  const lines = Object.keys(files)
    .sort()
    .map((file) => `${hex(files[file] as string | Buffer)}  ${file}\n`);
  return hex(lines.join(''));
}

beforeAll(async () => {
  scratch = mkdtempSync(path.join(os.tmpdir(), 'tercume-releases-'));
  s3 = await startS3Server();
  app = await startTestApp();
});
afterAll(async () => {
  await app.stop();
  await s3.stop();
  rmSync(scratch, { recursive: true, force: true });
});

const stores: Record<string, () => Promise<ReleaseStore>> = {
  'DATA_DIR/releases': async () => createLocalReleaseStore(mkdtempSync(path.join(scratch, 'releases-'))),
  'the database': async () => {
    await app.db('remote_release_files').delete();
    await app.db('remote_release_builds').delete();
    return createDbReleaseStore(app.db);
  },
  'the S3 bucket': () =>
    createS3ReleaseStore({
      bucket: `releases-${Math.random().toString(36).slice(2, 10)}`,
      endpoint: s3.endpoint,
      region: 'us-east-1',
      accessKeyId: s3.env.S3_ACCESS_KEY_ID,
      secretAccessKey: s3.env.S3_SECRET_ACCESS_KEY,
      forcePathStyle: true,
    }),
};

describe.each(Object.keys(stores))('a release store in %s', (where) => {
  let store: ReleaseStore;
  beforeAll(async () => {
    store = await (stores[where] as () => Promise<ReleaseStore>)();
  });

  it('keeps every file of a build under its version and lists the versions newest first', async () => {
    await store.write('mfe-admin', '1.0.0', fakeBuild('one'), 'aaaaaaa');
    await new Promise((r) => setTimeout(r, 5));
    await store.write('mfe-admin', '1.1.0', fakeBuild('two'), null);
    expect((await store.versions('mfe-admin')).map((v) => [v.version, v.commit])).toEqual([
      ['1.1.0', null],
      ['1.0.0', 'aaaaaaa'],
    ]);
    expect(await store.versions('mfe-public')).toEqual([]);
    const chunk = await store.open('mfe-admin', '1.0.0', 'static/chunk.js');
    expect(await text(chunk!.stream)).toBe('/* one */');
    expect(await store.has('mfe-admin', '1.1.0')).toBe(true);
    expect(await store.has('mfe-admin', '2.0.0')).toBe(false);
  });

  it('never writes a version twice: the first build stays as it was', async () => {
    await expect(store.write('mfe-admin', '1.0.0', fakeBuild('impostor'), null)).rejects.toThrow(ReleaseExistsError);
    const manifest = await store.open('mfe-admin', '1.0.0', 'mf-manifest.json');
    expect(JSON.parse(await text(manifest!.stream)).label).toBe('one');
  });

  it('records the exact build: a content hash of its files, the same for the same files, another for others', async () => {
    const [one] = (await store.versions('mfe-admin')).filter((v) => v.version === '1.0.0');
    const [two] = (await store.versions('mfe-admin')).filter((v) => v.version === '1.1.0');
    const entry = 'console.log("one")';
    expect(one?.contentHash).toBe(
      sha256sumOfSums({
        'mf-manifest.json': JSON.stringify({ id: 'mfe_admin', label: 'one' }),
        'remoteEntry.js': entry,
        'remoteEntry.js.br': brotliCompressSync(entry),
        'static/chunk.js': '/* one */',
      }),
    );
    expect(two?.contentHash).not.toBe(one?.contentHash);
    const again = await store.write('mfe-translator', '1.0.0', fakeBuild('one'), 'aaaaaaa');
    expect(again.contentHash).toBe(one?.contentHash);
    expect(await store.verify('mfe-admin', '1.0.0')).toBe(true);
    expect(await store.verify('mfe-admin', '9.9.9')).toBe(false);
  });

  it('refuses a build holding a symbolic link, to a file or a folder, and stores nothing of it', async () => {
    const secret = path.join(scratch, 'jwt-secret');
    writeFileSync(secret, 'top secret');
    const withFileLink = fakeBuild('linked');
    symlinkSync(secret, path.join(withFileLink, 'static', 'secret.js'));
    await expect(store.write('mfe-public', '1.0.0', withFileLink, null)).rejects.toThrow(ReleaseLinkError);
    const withFolderLink = fakeBuild('linked');
    symlinkSync(scratch, path.join(withFolderLink, 'outside'));
    await expect(store.write('mfe-public', '1.0.0', withFolderLink, null)).rejects.toThrow(ReleaseLinkError);
    expect(await store.has('mfe-public', '1.0.0')).toBe(false);
    expect(await store.open('mfe-public', '1.0.0', 'static/secret.js')).toBeNull();
  });

  it('opens nothing outside a release: unknown files, dot segments, odd versions', async () => {
    for (const [version, file] of [
      ['1.0.0', 'nope.js'],
      ['1.0.0', '../1.1.0/mf-manifest.json'],
      ['..', 'mfe-admin/1.0.0/mf-manifest.json'],
      ['1.0.0', '/etc/passwd'],
      ['1.0.0/..', 'mf-manifest.json'],
    ] as const) {
      expect(await store.open('mfe-admin', version, file)).toBeNull();
    }
  });
});

describe('a release store in the database', () => {
  it('serves a release written by one instance from another on the same database', async () => {
    const writer = createDbReleaseStore(app.db);
    const reader = createDbReleaseStore(app.db); // another instance: its own memory cache, the same rows
    await writer.write('mfe-customer', '7.0.0', fakeBuild('shared'), null);
    expect((await reader.versions('mfe-customer')).map((v) => v.version)).toContain('7.0.0');
    expect(await reader.verify('mfe-customer', '7.0.0')).toBe(true);
    expect(await text((await reader.open('mfe-customer', '7.0.0', 'static/chunk.js'))!.stream)).toBe('/* shared */');
  });
});

describe('a release store in DATA_DIR/releases', () => {
  it('never follows a symbolic link placed in a stored release folder, nor a linked folder', async () => {
    const root = mkdtempSync(path.join(scratch, 'linked-'));
    const store = createLocalReleaseStore(root);
    await store.write('mfe-public', '1.0.0', fakeBuild('kept'), null);
    const secret = path.join(scratch, 'jwt-secret-2');
    writeFileSync(secret, 'top secret');
    const folder = path.join(root, 'mfe-public', '1.0.0');
    symlinkSync(secret, path.join(folder, 'secret.js'));
    symlinkSync(scratch, path.join(folder, 'up'));
    symlinkSync(path.join(folder, 'static'), path.join(folder, 'again'));
    expect(await store.open('mfe-public', '1.0.0', 'secret.js')).toBeNull();
    expect(await store.open('mfe-public', '1.0.0', 'up/jwt-secret-2')).toBeNull();
    expect(await store.open('mfe-public', '1.0.0', 'again/chunk.js')).toBeNull();
    expect(await text((await store.open('mfe-public', '1.0.0', 'static/chunk.js'))!.stream)).toBe('/* kept */');
    // A file of the release replaced by a link no longer passes the check the admin's choice makes.
    rmSync(path.join(folder, 'static', 'chunk.js'));
    symlinkSync(secret, path.join(folder, 'static', 'chunk.js'));
    expect(await store.verify('mfe-public', '1.0.0')).toBe(false);
  });

  // A bucket has no atomic rename: there, two writers of one version at the same moment are not told apart
  // (docs/decisions.md); releases of one remote come from its team's one pipeline.
  it('keeps one release when many writers race for the same version', async () => {
    const store = createLocalReleaseStore(mkdtempSync(path.join(scratch, 'race-')));
    const outcomes = await Promise.allSettled(
      Array.from({ length: 6 }, (_, i) => store.write('mfe-customer', '5.0.0', fakeBuild(`racer-${i}`), null)),
    );
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
    for (const o of outcomes) if (o.status === 'rejected') expect(o.reason).toBeInstanceOf(ReleaseExistsError);
    expect((await store.versions('mfe-customer')).map((v) => v.version)).toEqual(['5.0.0']);
  });
});

describe('choosing the release a remote serves', () => {
  let admin: FixtureUser;
  beforeAll(async () => {
    await app.db('remote_release_files').delete();
    await app.db('remote_release_builds').delete();
    admin = await createUser(app, 'admin');
    await app.deps.releases.write('mfe-admin', '1.0.0', fakeBuild('first'), 'aaaaaaa');
    await app.deps.releases.write('mfe-admin', '2.0.0', fakeBuild('second'), 'bbbbbbb');
  });

  const registry = async () => {
    const res = await fetch(`${app.url}/mf-remotes.json`);
    const body = (await res.json()) as { remotes: { name: string; entry: string }[] };
    return Object.fromEntries(body.remotes.map((r) => [r.name, r.entry]));
  };

  it('serves the build that came with the server until the admin chooses a release', async () => {
    expect((await registry()).mfe_admin).toBe('/remotes/mfe-admin/mf-manifest.json');
    const res = await api(app, 'GET', '/admin/releases', { token: admin.token });
    expect(res.status).toBe(200);
    const adminRemote = res.body.items.find((i: { remote: string }) => i.remote === 'mfe-admin');
    expect(adminRemote).toMatchObject({ active: null, previous: null });
    expect(adminRemote.versions.map((v: { version: string }) => v.version)).toEqual(['2.0.0', '1.0.0']);
    expect(res.body.items.map((i: { remote: string }) => i.remote)).toEqual([
      'mfe-public',
      'mfe-customer',
      'mfe-translator',
      'mfe-admin',
    ]);
  });

  it('points /mf-remotes.json at the chosen release at once, and serves its files compressed and immutable', async () => {
    const res = await api(app, 'PUT', '/admin/releases/mfe-admin', { token: admin.token, body: { version: '1.0.0' } });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Sürüm değiştirildi.');
    expect(await registry()).toMatchObject({
      mfe_admin: '/releases/mfe-admin/1.0.0/mf-manifest.json',
      mfe_public: '/remotes/mfe-public/mf-manifest.json',
    });

    const manifest = await fetch(`${app.url}/releases/mfe-admin/1.0.0/mf-manifest.json`);
    expect(manifest.headers.get('content-type')).toMatch(/json/);
    expect(manifest.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await manifest.json()).label).toBe('first');
    const entry = await fetch(`${app.url}/releases/mfe-admin/1.0.0/remoteEntry.js`, {
      headers: { 'Accept-Encoding': 'br' },
    });
    expect(entry.headers.get('content-encoding')).toBe('br');
    expect(await entry.text()).toBe('console.log("first")'); // fetch undoes the brotli
    const plain = await fetch(`${app.url}/releases/mfe-admin/1.0.0/static/chunk.js`);
    expect(await plain.text()).toBe('/* first */');
    expect((await fetch(`${app.url}/releases/mfe-admin/1.0.0/missing.js`)).status).toBe(404);
    expect((await fetch(`${app.url}/releases/mfe-admin/3.0.0/mf-manifest.json`)).status).toBe(404);
  });

  it('keeps the version it replaced as a one-step rollback, and audits every change with its author', async () => {
    await api(app, 'PUT', '/admin/releases/mfe-admin', { token: admin.token, body: { version: '2.0.0' } });
    let res = await api(app, 'GET', '/admin/releases', { token: admin.token });
    const adminRemote = () => res.body.items.find((i: { remote: string }) => i.remote === 'mfe-admin');
    expect(adminRemote()).toMatchObject({ active: '2.0.0', previous: '1.0.0' });

    await api(app, 'PUT', '/admin/releases/mfe-admin', {
      token: admin.token,
      body: { version: adminRemote().previous },
    });
    res = await api(app, 'GET', '/admin/releases', { token: admin.token });
    expect(adminRemote()).toMatchObject({ active: '1.0.0', previous: '2.0.0' });
    expect((await registry()).mfe_admin).toBe('/releases/mfe-admin/1.0.0/mf-manifest.json');

    // Choosing what is already served changes nothing and is not audited again.
    await api(app, 'PUT', '/admin/releases/mfe-admin', { token: admin.token, body: { version: '1.0.0' } });
    await api(app, 'PUT', '/admin/releases/mfe-admin', { token: admin.token, body: { version: null } });
    res = await api(app, 'GET', '/admin/releases', { token: admin.token });
    expect(adminRemote()).toMatchObject({ active: null, previous: '1.0.0' });
    expect(res.body.changes.map((c: { from: string | null; to: string | null }) => [c.from, c.to])).toEqual([
      ['1.0.0', null],
      ['2.0.0', '1.0.0'],
      ['1.0.0', '2.0.0'],
      [null, '1.0.0'],
    ]);
    const author = await app.db('users').where({ id: admin.id }).first('name', 'surname');
    expect(res.body.changes[0].actorName).toBe(`${author.name} ${author.surname}`);
    expect((await registry()).mfe_admin).toBe('/remotes/mfe-admin/mf-manifest.json');
  });

  it('refuses a release whose stored files no longer match its record (409), and keeps serving the current one', async () => {
    await app.deps.releases.write('mfe-admin', '3.0.0', fakeBuild('third'), null);
    if (process.env.DATABASE_URL) {
      await app
        .db('remote_release_files')
        .where({ remote: 'mfe-admin', version: '3.0.0', path: 'static/chunk.js' })
        .delete();
    } else {
      rmSync(path.join(app.dataDir, 'releases', 'mfe-admin', '3.0.0', 'static', 'chunk.js'));
    }
    const before = (await registry()).mfe_admin;
    const res = await api(app, 'PUT', '/admin/releases/mfe-admin', {
      token: admin.token,
      body: { version: '3.0.0' },
      lang: 'en',
    });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: 'releaseIncomplete' });
    expect(res.body.message).toMatch(/missing or altered/);
    expect((await registry()).mfe_admin).toBe(before);
  });

  it('refuses a version never released (404) and malformed input (400), in the asker’s language', async () => {
    let res = await api(app, 'PUT', '/admin/releases/mfe-admin', {
      token: admin.token,
      body: { version: '9.9.9' },
      lang: 'en',
    });
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ code: 'releaseNotFound', message: 'This version was not found.' });
    res = await api(app, 'PUT', '/admin/releases/mfe-admin', { token: admin.token, body: { version: '../1.0.0' } });
    expect(res.status).toBe(400);
    expect(res.body.fields).toHaveProperty('version');
    res = await api(app, 'PUT', '/admin/releases/mfe-admin', { token: admin.token, body: {} });
    expect(res.status).toBe(400);
    res = await api(app, 'PUT', '/admin/releases/shell', { token: admin.token, body: { version: '1.0.0' } });
    expect(res.status).toBe(400);
    expect(res.body.fields).toHaveProperty('remote');
  });
});
