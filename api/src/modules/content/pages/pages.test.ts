import { api } from '../../../testing/fixtures';
import { startTestApp, type TestApp } from '../../../testing/test-app';
import { createActors, nonAdminStatuses, type Actors } from '../content-test-helpers';

jest.setTimeout(60_000);

let app: TestApp;
let actors: Actors;
beforeAll(async () => {
  app = await startTestApp();
  actors = await createActors(app);
});
afterAll(() => app.stop());

const asAdmin = (method: string, path: string, body?: unknown, lang?: 'tr' | 'en') =>
  api(app, method, path, { token: actors.admin.token, body, lang });

describe('admin pages', () => {
  it('refuses every page call without an admin session: 401 anonymous, 403 for other roles', async () => {
    for (const [method, path] of [
      ['GET', '/admin/pages'],
      ['POST', '/admin/pages'],
      ['PUT', '/admin/pages/1'],
      ['DELETE', '/admin/pages/1'],
    ] as const) {
      expect(await nonAdminStatuses(app, actors, method, path, { title: 'x', slug: 'x' })).toEqual([401, 403, 403]);
    }
  });

  it('creates a page with "Sayfa kaydedildi." and lists it with the seeded one', async () => {
    const res = await asAdmin('POST', '/admin/pages', {
      title: 'Hakkımızda',
      slug: 'hakkimizda',
      content: '<p>Biz</p>',
    });
    expect(res.status).toBe(201);
    expect(res.body.message).toBe('Sayfa kaydedildi.');
    expect(res.body.page).toEqual({
      id: expect.any(Number),
      title: 'Hakkımızda',
      slug: 'hakkimizda',
      content: '<p>Biz</p>',
      title_en: null,
      content_en: null,
    });
    const list = await asAdmin('GET', '/admin/pages');
    expect(list.body.map((p: { slug: string }) => p.slug)).toEqual(expect.arrayContaining(['sss', 'hakkimizda']));
  });

  it('sanitizes the content when saving, so the stored row holds no script', async () => {
    const res = await asAdmin('POST', '/admin/pages', {
      title: 'XSS',
      slug: 'xss-page',
      content: '<p onclick="x()">a</p><script>alert(1)</script>',
    });
    expect(res.body.page.content).toBe('<p>a</p>');
    const stored = await app.db('pages').where({ slug: 'xss-page' }).first('content');
    expect(stored.content).toBe('<p>a</p>');
  });

  it('sanitizes again when reading, even content written to the database by other means', async () => {
    await app.db('pages').insert({ title: 'Eski', slug: 'eski', content: '<p>ok</p><img src=x onerror=alert(1)>' });
    const res = await api(app, 'GET', '/public/pages/eski');
    expect(res.body.content).toBe('<p>ok</p>');
  });

  it('answers 400 with field codes when title or slug is missing', async () => {
    const res = await asAdmin('POST', '/admin/pages', { content: '<p>x</p>' });
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({ title: 'Bu alan zorunludur.', slug: 'Bu alan zorunludur.' });
  });

  it.each(['Büyük Harf', 'boşluk var', 'UPPER', 'a/b', 'ç'])(
    'refuses the slug %p (only a-z, 0-9 and hyphen)',
    async (slug) => {
      const res = await asAdmin('POST', '/admin/pages', { title: 't', slug }, 'en');
      expect(res.status).toBe(400);
      expect(res.body.fields.slug).toBe('The slug may only contain lower-case letters (a-z), digits and hyphens.');
    },
  );

  it('refuses content above 200 KB', async () => {
    const res = await asAdmin('POST', '/admin/pages', {
      title: 't',
      slug: 'big',
      content: `<p>${'a'.repeat(200_001)}</p>`,
    });
    expect(res.status).toBe(400);
    expect(res.body.fields.content).toBe('Bu alan çok uzun.');
  });

  it('answers 409 for a slug another page uses, on create and on update', async () => {
    const dup = await asAdmin('POST', '/admin/pages', { title: 'SSS 2', slug: 'sss' });
    expect(dup.status).toBe(409);
    expect(dup.body.code).toBe('slugTaken');
    const other = await asAdmin('POST', '/admin/pages', { title: 'Diğer', slug: 'diger' });
    const clash = await asAdmin('PUT', `/admin/pages/${other.body.page.id}`, { title: 'Diğer', slug: 'sss' });
    expect(clash.status).toBe(409);
  });

  it('updates a page, keeping its own slug allowed', async () => {
    const created = await asAdmin('POST', '/admin/pages', {
      title: 'Gizlilik',
      slug: 'gizlilik',
      content: '<p>v1</p>',
    });
    const res = await asAdmin('PUT', `/admin/pages/${created.body.page.id}`, {
      title: 'Gizlilik Politikası',
      slug: 'gizlilik',
      content: '<p>v2</p>',
    });
    expect(res.status).toBe(200);
    expect(res.body.page).toMatchObject({ title: 'Gizlilik Politikası', content: '<p>v2</p>' });
    expect((await api(app, 'GET', '/public/pages/gizlilik')).body).toEqual({
      title: 'Gizlilik Politikası',
      slug: 'gizlilik',
      content: '<p>v2</p>',
      lang: 'tr',
    });
  });

  it('deletes a page, after which it is 404; unknown ids are 404 for update and delete', async () => {
    const created = await asAdmin('POST', '/admin/pages', { title: 'Geçici', slug: 'gecici' });
    const del = await asAdmin('DELETE', `/admin/pages/${created.body.page.id}`);
    expect(del.body.message).toBe('Sayfa silindi.');
    expect((await api(app, 'GET', '/public/pages/gecici')).status).toBe(404);
    expect((await asAdmin('DELETE', '/admin/pages/999999')).status).toBe(404);
    expect((await asAdmin('PUT', '/admin/pages/999999', { title: 'x', slug: 'x' })).status).toBe(404);
    expect((await asAdmin('DELETE', '/admin/pages/abc')).status).toBe(400);
  });
});

describe('GET /api/public/pages/:slug', () => {
  it('answers 301 from a former slug to the current one, and a slug taken again stops redirecting', async () => {
    const created = await asAdmin('POST', '/admin/pages', { title: 'Eski', slug: 'eski-adres', content: '<p>x</p>' });
    const id = created.body.page.id as number;
    await asAdmin('PUT', `/admin/pages/${id}`, { title: 'Yeni', slug: 'yeni-adres', content: '<p>x</p>' });
    const res = await fetch(`${app.url}/api/public/pages/eski-adres`, { redirect: 'manual' });
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe('/api/public/pages/yeni-adres');
    const followed = await api(app, 'GET', '/public/pages/eski-adres');
    expect(followed.body.slug).toBe('yeni-adres');
    await asAdmin('POST', '/admin/pages', { title: 'Başka', slug: 'eski-adres', content: '<p>y</p>' });
    expect((await api(app, 'GET', '/public/pages/eski-adres')).body.title).toBe('Başka');
  });

  it('answers a seeded page to anyone', async () => {
    const res = await api(app, 'GET', '/public/pages/sss');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ slug: 'sss', title: 'Sıkça Sorulan Sorular' });
    expect(res.body.content).toContain('<h2>Sıkça Sorulan Sorular</h2>');
  });

  it('answers 404 "Sayfa bulunamadı." for an unknown slug', async () => {
    const res = await api(app, 'GET', '/public/pages/yok-boyle-bir-sayfa');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: 'Sayfa bulunamadı.', code: 'pageNotFound', fields: {} });
  });
});

describe('a page in English', () => {
  it('saves an English title and body, sanitized, and shows them with ?lang=en; the Turkish stays the default', async () => {
    const res = await asAdmin('POST', '/admin/pages', {
      title: 'Teslimat',
      slug: 'teslimat',
      content: '<p>Kargo</p>',
      title_en: 'Delivery',
      content_en: '<p onclick="x()">Courier</p><script>alert(1)</script>',
    });
    expect(res.status).toBe(201);
    expect(res.body.page).toMatchObject({ title_en: 'Delivery', content_en: '<p>Courier</p>' });
    expect((await api(app, 'GET', '/public/pages/teslimat?lang=en')).body).toEqual({
      title: 'Delivery',
      slug: 'teslimat',
      content: '<p>Courier</p>',
      lang: 'en',
    });
    expect((await api(app, 'GET', '/public/pages/teslimat')).body).toMatchObject({ title: 'Teslimat', lang: 'tr' });
    expect((await api(app, 'GET', '/public/pages/teslimat?lang=tr')).body.content).toBe('<p>Kargo</p>');
  });

  it('falls back to the Turkish field by field: an English title with an empty body shows the Turkish body', async () => {
    await asAdmin('POST', '/admin/pages', {
      title: 'Künye',
      slug: 'kunye',
      content: '<p>Ofis</p>',
      title_en: 'Imprint',
    });
    expect((await api(app, 'GET', '/public/pages/kunye?lang=en')).body).toEqual({
      title: 'Imprint',
      slug: 'kunye',
      content: '<p>Ofis</p>',
      lang: 'tr',
    });
    await asAdmin('POST', '/admin/pages', {
      title: 'Şartlar',
      slug: 'sartlar',
      content: '<p>Ş</p>',
      content_en: '<p>T</p>',
    });
    expect((await api(app, 'GET', '/public/pages/sartlar?lang=en')).body).toMatchObject({
      title: 'Şartlar',
      lang: 'en',
    });
  });

  it("keeps the stored English when an update leaves the English fields out (the spec's call), and clears it when they are empty", async () => {
    const created = await asAdmin('POST', '/admin/pages', {
      title: 'Hakkında',
      slug: 'hakkinda',
      content: '<p>v1</p>',
      title_en: 'About',
      content_en: '<p>en</p>',
    });
    const id = created.body.page.id as number;
    const kept = await asAdmin('PUT', `/admin/pages/${id}`, {
      title: 'Hakkında',
      slug: 'hakkinda',
      content: '<p>v2</p>',
    });
    expect(kept.body.page).toMatchObject({ content: '<p>v2</p>', title_en: 'About', content_en: '<p>en</p>' });
    const cleared = await asAdmin('PUT', `/admin/pages/${id}`, {
      title: 'Hakkında',
      slug: 'hakkinda',
      content: '<p>v2</p>',
      title_en: '',
      content_en: '',
    });
    expect(cleared.body.page).toMatchObject({ title_en: null, content_en: null });
    expect((await api(app, 'GET', '/public/pages/hakkinda?lang=en')).body).toMatchObject({
      title: 'Hakkında',
      lang: 'tr',
    });
  });

  it('refuses an unknown language and an English title too long, with field codes', async () => {
    const lang = await api(app, 'GET', '/public/pages/sss?lang=de');
    expect(lang.status).toBe(400);
    expect(lang.body.fields).toEqual({ lang: 'Geçersiz değer.' });
    const long = await asAdmin('POST', '/admin/pages', { title: 't', slug: 'uzun', title_en: 'x'.repeat(201) }, 'en');
    expect(long.status).toBe(400);
    expect(long.body.fields).toEqual({ title_en: expect.any(String) });
  });

  it('keeps ?lang= through the redirect from a former slug', async () => {
    const created = await asAdmin('POST', '/admin/pages', { title: 'Eski2', slug: 'eski-iki', content: '<p>x</p>' });
    await asAdmin('PUT', `/admin/pages/${created.body.page.id}`, {
      title: 'Yeni2',
      slug: 'yeni-iki',
      content: '<p>x</p>',
    });
    const res = await fetch(`${app.url}/api/public/pages/eski-iki?lang=en`, { redirect: 'manual' });
    expect(res.headers.get('location')).toBe('/api/public/pages/yeni-iki?lang=en');
  });
});

describe('the seeded FAQ', () => {
  it('tells the current payment story in Turkish: card or bank transfer on the payment page, no WhatsApp', async () => {
    const res = await api(app, 'GET', '/public/pages/sss');
    expect(res.status).toBe(200);
    expect(res.body.content).toContain('kartla');
    expect(res.body.content).toContain('havale veya EFT');
    expect(res.body.content).not.toContain('WhatsApp');
  });

  it('tells the same story in English', async () => {
    const res = await api(app, 'GET', '/public/pages/sss?lang=en');
    expect(res.body).toMatchObject({ title: 'Frequently Asked Questions', lang: 'en' });
    expect(res.body.content).toContain('pay by card, or by bank transfer');
    expect(res.body.content).not.toContain('WhatsApp');
  });
});
