import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
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

const asAdmin = (method: string, path: string, body?: unknown) =>
  api(app, method, path, { token: actors.admin.token, body });
const slide = (overrides: Record<string, unknown> = {}) => ({
  image: '/images/slides/diploma.svg',
  title: 'Başlık',
  description: 'Açıklama',
  ...overrides,
});
const storedSliderFiles = () => {
  const dir = path.join(app.dataDir, 'files', 'public', 'sliders');
  return existsSync(dir) ? readdirSync(dir) : [];
};
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const formWith = (bytes: Buffer | string, name: string) => {
  const form = new FormData();
  form.append('image', new Blob([typeof bytes === 'string' ? bytes : new Uint8Array(bytes)]), name);
  return form;
};

describe('GET /api/sliders', () => {
  it('answers the seeded published slides in order with every slide field', async () => {
    const res = await api(app, 'GET', '/sliders');
    expect(res.status).toBe(200);
    expect(res.body.map((s: { image: string }) => s.image)).toEqual([
      '/images/slides/ottoman-archive.svg',
      '/images/slides/sworn-translation.svg',
      '/images/slides/diploma.svg',
    ]);
    expect(Object.keys(res.body[0]).sort()).toEqual([
      'category',
      'category_en',
      'desc_color',
      'description',
      'description_en',
      'id',
      'image',
      'link',
      'order',
      'status',
      'title',
      'title_color',
      'title_en',
    ]);
    expect(res.body[0]).toMatchObject({ status: true, title_color: '#ffffff', desc_color: '#dddddd', order: 0 });
  });

  it('gives every seeded slide its tag in Turkish and in English', async () => {
    const tags = (await api(app, 'GET', '/sliders')).body.map((s: { category: string; category_en: string }) => [
      s.category,
      s.category_en,
    ]);
    expect(tags).toEqual([
      ['Osmanlıca', 'Ottoman Turkish'],
      ['Resmi Çeviri', 'Official translation'],
      ['Eğitim', 'Education'],
    ]);
  });
});

describe('admin sliders', () => {
  it('refuses every slider call without an admin session', async () => {
    const calls = [
      ['GET', '/admin/sliders'],
      ['POST', '/admin/sliders'],
      ['PUT', '/admin/sliders/1'],
      ['DELETE', '/admin/sliders/1'],
      ['POST', '/admin/sliders/update-order'],
      ['POST', '/admin/sliders/upload'],
    ] as const;
    for (const [method, p] of calls)
      expect(await nonAdminStatuses(app, actors, method, p, [])).toEqual([401, 403, 403]);
  });

  it('creates an unpublished slide last, with default colours, and keeps it out of GET /sliders', async () => {
    const res = await asAdmin('POST', '/admin/sliders', slide({ title: 'Taslak', status: false }));
    expect(res.status).toBe(201);
    expect(res.body.slider).toMatchObject({
      title: 'Taslak',
      status: false,
      title_color: '#ffffff',
      desc_color: '#dddddd',
      link: null,
      category: null,
      category_en: null,
      order: 3,
    });
    expect((await asAdmin('GET', '/admin/sliders')).body.map((s: { title: string }) => s.title)).toContain('Taslak');
    expect((await api(app, 'GET', '/sliders')).body.map((s: { title: string }) => s.title)).not.toContain('Taslak');
  });

  it('publishes a slide with "Yayına Al" (an update with status true); more than five published is allowed', async () => {
    const created = await asAdmin('POST', '/admin/sliders', slide({ title: 'Yayında' }));
    for (let i = 0; i < 3; i++) await asAdmin('POST', '/admin/sliders', slide({ title: `Ek ${i}`, status: true }));
    const res = await asAdmin(
      'PUT',
      `/admin/sliders/${created.body.slider.id}`,
      slide({
        title: 'Yayında',
        status: true,
        title_color: '#AABBCC',
        link: 'https://example.com/x',
        category: 'Eğitim',
        category_en: 'Education',
      }),
    );
    expect(res.status).toBe(200);
    expect(res.body.slider).toMatchObject({
      status: true,
      title_color: '#aabbcc',
      link: 'https://example.com/x',
      category: 'Eğitim',
      category_en: 'Education',
    });
    const published = (await api(app, 'GET', '/sliders')).body;
    expect(published.length).toBeGreaterThan(5);
    expect(published.map((s: { title: string }) => s.title)).toContain('Yayında');
  });

  it.each([
    ['image missing', { image: '' }, 'image', 'Bu alan zorunludur.'],
    ['title missing', { title: '' }, 'title', 'Bu alan zorunludur.'],
    ['description missing', { description: undefined }, 'description', 'Bu alan zorunludur.'],
    ['javascript: image', { image: 'javascript:alert(1)' }, 'image', expect.stringContaining('Görsel')],
    [
      'relative image outside /uploads and /images',
      { image: '/api/health' },
      'image',
      expect.stringContaining('Görsel'),
    ],
    ['climbing image path', { image: '/uploads/../jwt-secret' }, 'image', expect.stringContaining('Görsel')],
    ['javascript: link', { link: 'javascript:alert(1)' }, 'link', expect.stringContaining('Bağlantı')],
    ['data: link', { link: 'data:text/html,x' }, 'link', expect.stringContaining('Bağlantı')],
    ['protocol-relative link', { link: '//evil.example' }, 'link', expect.stringContaining('Bağlantı')],
    ['bad colour', { title_color: 'red' }, 'title_color', 'Renk #rrggbb biçiminde olmalıdır.'],
    [
      'style injection colour',
      { desc_color: '#fff;background:url(x)' },
      'desc_color',
      'Renk #rrggbb biçiminde olmalıdır.',
    ],
  ])('refuses a slide with %s', async (_name, change, field, message) => {
    const res = await asAdmin('POST', '/admin/sliders', slide(change));
    expect(res.status).toBe(400);
    expect(res.body.fields[field]).toEqual(message);
  });

  it('accepts an internal link, an uploaded image path and an http(s) image', async () => {
    for (const body of [
      slide({ link: '/quote' }),
      slide({ image: '/uploads/sliders/123-a.png' }),
      slide({ image: 'https://cdn.example.com/a.jpg' }),
    ]) {
      expect((await asAdmin('POST', '/admin/sliders', body)).status).toBe(201);
    }
  });

  it('reads a link typed as www.example.com as an https address', async () => {
    const res = await asAdmin('POST', '/admin/sliders', slide({ link: 'www.example.com/apostil' }));
    expect(res.status).toBe(201);
    expect(res.body.slider.link).toBe('https://www.example.com/apostil');
  });

  it('answers 404 for updating or deleting an unknown slide', async () => {
    expect((await asAdmin('PUT', '/admin/sliders/999999', slide())).status).toBe(404);
    expect((await asAdmin('DELETE', '/admin/sliders/999999')).status).toBe(404);
  });

  it('deletes a slide with "Slider silindi."', async () => {
    const created = await asAdmin('POST', '/admin/sliders', slide({ title: 'Silinecek', status: true }));
    const res = await asAdmin('DELETE', `/admin/sliders/${created.body.slider.id}`);
    expect(res.body.message).toBe('Slider silindi.');
    expect((await asAdmin('GET', '/admin/sliders')).body.map((s: { title: string }) => s.title)).not.toContain(
      'Silinecek',
    );
  });
});

describe('POST /api/admin/sliders/update-order', () => {
  it('saves the new order and GET /sliders answers the published slides in it', async () => {
    const all = (await asAdmin('GET', '/admin/sliders')).body as { id: number; status: boolean }[];
    const reversed = [...all].reverse().map((s, index) => ({ id: s.id, order: index }));
    const res = await asAdmin('POST', '/admin/sliders/update-order', reversed);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Sıralama kaydedildi.');
    const expected = [...all]
      .reverse()
      .filter((s) => s.status)
      .map((s) => s.id);
    expect((await api(app, 'GET', '/sliders')).body.map((s: { id: number }) => s.id)).toEqual(expected);
  });

  it('changes nothing when one id does not exist (404), as the writes share a transaction', async () => {
    const before = (await asAdmin('GET', '/admin/sliders')).body as { id: number; order: number }[];
    const first = before[0] as { id: number };
    const res = await asAdmin('POST', '/admin/sliders/update-order', [
      { id: first.id, order: 500 },
      { id: 999999, order: 0 },
    ]);
    expect(res.status).toBe(404);
    expect((await asAdmin('GET', '/admin/sliders')).body).toEqual(before);
  });

  it('answers 400 for a body that is not a list of {id, order}, or repeats an id', async () => {
    expect((await asAdmin('POST', '/admin/sliders/update-order', { id: 1, order: 0 })).status).toBe(400);
    expect((await asAdmin('POST', '/admin/sliders/update-order', [{ id: 1 }])).status).toBe(400);
    expect(
      (
        await asAdmin('POST', '/admin/sliders/update-order', [
          { id: 1, order: 0 },
          { id: 1, order: 1 },
        ])
      ).status,
    ).toBe(400);
    const notObjects = await asAdmin('POST', '/admin/sliders/update-order', [1, 2]);
    expect(notObjects.status).toBe(400);
    expect(Object.values(notObjects.body.fields)).toEqual(['Geçersiz değer.', 'Geçersiz değer.']);
  });
});

describe('POST /api/admin/sliders/upload', () => {
  it('stores a PNG and answers its public path, served under /uploads/sliders/', async () => {
    const res = await api(app, 'POST', '/admin/sliders/upload', {
      token: actors.admin.token,
      form: formWith(png, 'slayt 1.png'),
    });
    expect(res.status).toBe(201);
    expect(res.body.imagePath).toMatch(/^\/uploads\/sliders\/\d+-slayt_1\.png$/);
    const served = await fetch(`${app.url}${res.body.imagePath}`);
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer())).toEqual(png);
  });

  it('answers a path for a Turkish file name that a slide then accepts and the site serves', async () => {
    const res = await api(app, 'POST', '/admin/sliders/upload', {
      token: actors.admin.token,
      form: formWith(png, 'Kapak Görseli.png'),
    });
    expect(res.status).toBe(201);
    expect(res.body.imagePath).toMatch(/^\/uploads\/sliders\/\d+-Kapak_Görseli\.png$/);
    expect((await asAdmin('POST', '/admin/sliders', slide({ image: res.body.imagePath }))).status).toBe(201);
    expect((await fetch(`${app.url}${encodeURI(res.body.imagePath)}`)).status).toBe(200);
  });

  it('refuses a text file named .png with 415 and stores nothing', async () => {
    const before = storedSliderFiles();
    const res = await api(app, 'POST', '/admin/sliders/upload', {
      token: actors.admin.token,
      form: formWith('not an image at all', 'x.png'),
    });
    expect(res.status).toBe(415);
    expect(res.body.code).toBe('unsupportedFileType');
    expect(storedSliderFiles()).toEqual(before);
  });

  it('answers 400 without a file', async () => {
    const form = new FormData();
    form.append('other', 'x');
    const res = await api(app, 'POST', '/admin/sliders/upload', { token: actors.admin.token, form });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('imageRequired');
  });

  it('removes an uploaded image once the last slide using it is deleted', async () => {
    const upload = await api(app, 'POST', '/admin/sliders/upload', {
      token: actors.admin.token,
      form: formWith(png, 'gecici.png'),
    });
    const created = await asAdmin('POST', '/admin/sliders', slide({ image: upload.body.imagePath }));
    const fileName = path.basename(upload.body.imagePath);
    expect(storedSliderFiles()).toContain(fileName);
    await asAdmin('DELETE', `/admin/sliders/${created.body.slider.id}`);
    expect(storedSliderFiles()).not.toContain(fileName);
  });
});
