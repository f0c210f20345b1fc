import { api, createUser, type FixtureUser } from '../../../testing/fixtures';
import { startTestApp, type TestApp } from '../../../testing/test-app';
import { ContentCache } from './content-cache';

jest.setTimeout(60_000);

let app: TestApp;
let admin: FixtureUser;
beforeAll(async () => {
  app = await startTestApp();
  admin = await createUser(app, 'admin');
});
afterAll(() => app.stop());

/**
 * A browser revalidating what it holds sends If-None-Match. fetch() in Node would add `Cache-Control: no-cache`
 * to such a request (the Fetch standard's rule for conditional requests), which asks any server to answer in
 * full; a browser revalidating from its own cache sends max-age=0 instead.
 */
const get = (path: string, etag?: string) =>
  fetch(`${app.url}/api${path}`, { headers: etag ? { 'If-None-Match': etag, 'Cache-Control': 'max-age=0' } : {} });

describe('public content from memory', () => {
  it.each(['/public/services', '/public/languages', '/sliders', '/public/services/yeminli-ceviri?lang=en'])(
    '%s carries an ETag and answers 304 to a browser that has it',
    async (path) => {
      const first = await get(path);
      expect(first.status).toBe(200);
      const etag = first.headers.get('etag');
      expect(etag).toMatch(/^"/);
      expect(first.headers.get('cache-control')).toBe('no-cache');
      const again = await get(path, etag ?? undefined);
      expect(again.status).toBe(304);
      expect(await again.text()).toBe('');
    },
  );

  it('is not read from the database again until something changes', async () => {
    await get('/public/languages');
    const queries: string[] = [];
    const listener = (q: { sql: string }) => queries.push(q.sql);
    app.db.on('query', listener);
    await get('/public/languages');
    app.db.off('query', listener);
    expect(queries.filter((sql) => /languages/.test(sql))).toEqual([]);
  });

  it('shows an admin edit at once, with a new ETag', async () => {
    const before = await get('/public/languages');
    const etag = before.headers.get('etag') ?? '';
    const added = await api(app, 'POST', '/admin/languages', { token: admin.token, body: { name: 'Korece' } });
    expect(added.status).toBeLessThan(300);
    const after = await get('/public/languages', etag);
    expect(after.status).toBe(200);
    expect(after.headers.get('etag')).not.toBe(etag);
    expect(((await after.json()) as { name: string }[]).map((l) => l.name)).toContain('Korece');
  });

  it('lets another instance notice an edit through the version in the database', async () => {
    const other = new ContentCache(app.db, 0);
    await other.lookup('x');
    other.store('x', (await other.lookup('x')).generation, '"old"');
    expect((await other.lookup('x')).entry?.body).toBe('"old"');
    await app.deps.contentCache.invalidate();
    expect((await other.lookup('x')).entry).toBeUndefined();
  });

  it('keeps a 404 out of the cache', async () => {
    expect((await get('/public/pages/yok-boyle-sayfa')).status).toBe(404);
    expect((await get('/public/pages/yok-boyle-sayfa')).status).toBe(404);
  });
});
