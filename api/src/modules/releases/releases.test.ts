import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { api, createUser, type FixtureUser } from '../../testing/fixtures';
import { startS3Server, type S3TestServer } from '../../testing/s3-server';
import { createLocalReleaseStore, ReleaseExistsError, type ReleaseStore } from '../../lib/releases/release-store';
import { createS3ReleaseStore } from '../../lib/releases/s3-release-store';

jest.setTimeout(60_000);

let scratch: string;
let s3: S3TestServer;

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

beforeAll(async () => {
  scratch = mkdtempSync(path.join(os.tmpdir(), 'tercume-releases-'));
  s3 = await startS3Server();
});
afterAll(async () => {
  await s3.stop();
  rmSync(scratch, { recursive: true, force: true });
});

const stores: Record<string, () => Promise<ReleaseStore>> = {
  'DATA_DIR/releases': async () => createLocalReleaseStore(mkdtempSync(path.join(scratch, 'releases-'))),
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

describe('a release store in DATA_DIR/releases', () => {
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
  let app: TestApp;
  let admin: FixtureUser;
  beforeAll(async () => {
    app = await startTestApp();
    admin = await createUser(app, 'admin');
    await app.deps.releases.write('mfe-admin', '1.0.0', fakeBuild('first'), 'aaaaaaa');
    await app.deps.releases.write('mfe-admin', '2.0.0', fakeBuild('second'), 'bbbbbbb');
  });
  afterAll(() => app.stop());

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
