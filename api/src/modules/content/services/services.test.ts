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

describe('public services', () => {
  it('lists the four seeded services with long and short slugs', async () => {
    const res = await api(app, 'GET', '/public/services');
    expect(res.status).toBe(200);
    expect(res.body).toEqual(
      expect.arrayContaining([
        {
          slug: 'resmi-belge-ceviri',
          short_slug: 'resmi',
          title_tr: 'Resmi Belge Çeviri',
          title_en: 'Official Document Translation',
        },
        { slug: 'yeminli-ceviri', short_slug: 'yeminli', title_tr: 'Yeminli Çeviri', title_en: 'Sworn Translation' },
        expect.objectContaining({ slug: 'noter-tasdikli-ceviri', short_slug: 'noter' }),
        expect.objectContaining({ slug: 'apostil-tasdikli-ceviri', short_slug: 'apostil' }),
      ]),
    );
  });

  it('resolves a long slug and the footer short slug to the same page, Turkish by default', async () => {
    const long = await api(app, 'GET', '/public/services/yeminli-ceviri');
    const short = await api(app, 'GET', '/public/services/yeminli');
    expect(long.status).toBe(200);
    expect(short.body).toEqual(long.body);
    expect(long.body).toMatchObject({ slug: 'yeminli-ceviri', title: 'Yeminli Çeviri' });
    expect(long.body.content).toContain('<h2>Yeminli Çeviri</h2>');
  });

  it('seeds the Ottoman page, which the sworn page and the Ottoman slide lead to', async () => {
    const ottoman = await api(app, 'GET', '/public/services/osmanlica-ceviri?lang=en');
    expect(ottoman.status).toBe(200);
    expect(ottoman.body).toMatchObject({ slug: 'osmanlica-ceviri', title: 'Ottoman Document Translation' });
    expect(ottoman.body.content).toContain('date converter');
    const sworn = await api(app, 'GET', '/public/services/yeminli-ceviri');
    expect(sworn.body.content).toContain('href="/services/osmanlica-ceviri"');
    const slides = await api(app, 'GET', '/sliders');
    expect(slides.body.find((s: { category: string }) => s.category === 'Osmanlıca').link).toBe(
      '/services/osmanlica-ceviri',
    );
  });

  it('answers the English title and content with lang=en', async () => {
    const res = await api(app, 'GET', '/public/services/apostil?lang=en');
    expect(res.body).toMatchObject({ slug: 'apostil-tasdikli-ceviri', title: 'Apostille Translation' });
    expect(res.body.content).toContain('Hague Convention');
  });

  it('answers 404 "Sayfa bulunamadı." for an unknown slug, in English when asked', async () => {
    const tr = await api(app, 'GET', '/public/services/bilinmeyen');
    expect(tr.status).toBe(404);
    expect(tr.body).toEqual({ message: 'Sayfa bulunamadı.', code: 'pageNotFound', fields: {} });
    expect((await api(app, 'GET', '/public/services/bilinmeyen', { lang: 'en' })).body.message).toBe('Page not found.');
  });

  it('answers 400 for a language other than tr and en', async () => {
    expect((await api(app, 'GET', '/public/services/resmi?lang=de')).status).toBe(400);
  });

  it('sanitizes stored content on every read', async () => {
    await app
      .db('services')
      .where({ slug: 'noter-tasdikli-ceviri' })
      .update({ content_tr: '<p>n</p><script>alert(1)</script>' });
    expect((await api(app, 'GET', '/public/services/noter')).body.content).toBe('<p>n</p>');
  });
});

describe('admin services', () => {
  it('refuses every service call without an admin session', async () => {
    const calls = [
      ['GET', '/admin/services'],
      ['GET', '/admin/services/resmi-belge-ceviri/content?lang=tr'],
      ['PUT', '/admin/services/resmi-belge-ceviri'],
      ['POST', '/admin/services'],
      ['DELETE', '/admin/services/resmi-belge-ceviri'],
    ] as const;
    for (const [method, path] of calls)
      expect(await nonAdminStatuses(app, actors, method, path, {})).toEqual([401, 403, 403]);
  });

  it('lists services with slug and both titles only', async () => {
    const res = await asAdmin('GET', '/admin/services');
    expect(res.body[0]).toEqual({
      slug: 'resmi-belge-ceviri',
      title_tr: 'Resmi Belge Çeviri',
      title_en: 'Official Document Translation',
    });
  });

  it('answers the content of one language', async () => {
    const en = await asAdmin('GET', '/admin/services/resmi-belge-ceviri/content?lang=en');
    expect(Object.keys(en.body)).toEqual(['content']);
    expect(en.body.content).toContain('Official Document Translation');
    expect((await asAdmin('GET', '/admin/services/yok/content?lang=tr')).status).toBe(404);
  });

  it('creates a service with "Yeni hizmet eklendi."', async () => {
    const res = await asAdmin('POST', '/admin/services', {
      slug: 'tibbi-ceviri',
      title_tr: 'Tıbbi Çeviri',
      title_en: 'Medical Translation',
    });
    expect(res.status).toBe(201);
    expect(res.body.message).toBe('Yeni hizmet eklendi.');
    expect((await api(app, 'GET', '/public/services/tibbi-ceviri?lang=en')).body).toEqual({
      slug: 'tibbi-ceviri',
      title: 'Medical Translation',
      content: '',
    });
  });

  it('answers "Tüm alanları doldurun." when slug or a title is missing', async () => {
    const res = await asAdmin('POST', '/admin/services', { slug: 'x', title_tr: 'X' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ message: 'Tüm alanları doldurun.', code: 'fillAllFieldsShort' });
    expect(Object.keys(res.body.fields)).toEqual(['title_en']);
  });

  it('answers 409 for a slug in use as a slug or as a short slug', async () => {
    expect(
      (await asAdmin('POST', '/admin/services', { slug: 'yeminli-ceviri', title_tr: 'a', title_en: 'b' })).status,
    ).toBe(409);
    const short = await asAdmin('POST', '/admin/services', { slug: 'resmi', title_tr: 'a', title_en: 'b' });
    expect(short.status).toBe(409);
    expect(short.body.code).toBe('slugTaken');
  });

  it('updates both titles and the content of the chosen language only, sanitized', async () => {
    const res = await asAdmin('PUT', '/admin/services/tibbi-ceviri', {
      title_tr: 'Medikal Çeviri',
      title_en: 'Medical Translations',
      lang: 'en',
      content: '<p style="text-align: center">Reports</p><img src="x" onerror="alert(1)">',
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Sayfa başarıyla güncellendi.');
    const row = await app.db('services').where({ slug: 'tibbi-ceviri' }).first();
    expect(row).toMatchObject({
      title_tr: 'Medikal Çeviri',
      title_en: 'Medical Translations',
      content_en: '<p style="text-align: center">Reports</p>',
      content_tr: '',
    });
  });

  it('answers 400 for an update without a language and 404 for an unknown service', async () => {
    expect(
      (await asAdmin('PUT', '/admin/services/tibbi-ceviri', { title_tr: 'a', title_en: 'b', content: '' })).status,
    ).toBe(400);
    expect(
      (await asAdmin('PUT', '/admin/services/yok', { title_tr: 'a', title_en: 'b', lang: 'tr', content: '' })).status,
    ).toBe(404);
  });

  it('deletes a service by its slug with "Hizmet silindi."; a second delete is 404', async () => {
    const res = await asAdmin('DELETE', '/admin/services/tibbi-ceviri');
    expect(res.body.message).toBe('Hizmet silindi.');
    expect((await asAdmin('DELETE', '/admin/services/tibbi-ceviri')).status).toBe(404);
    expect((await api(app, 'GET', '/public/services/tibbi-ceviri')).status).toBe(404);
  });
});
