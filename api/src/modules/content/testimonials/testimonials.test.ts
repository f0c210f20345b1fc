import { api, createUser } from '../../../testing/fixtures';
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

const review = { name: 'Ayşe', comment: 'Çok hızlı teslim edildi.', stars: 5 };

describe('POST /api/testimonials', () => {
  it('stores a review as pending with "Yorumunuz başarıyla gönderildi."', async () => {
    const res = await api(app, 'POST', '/testimonials', { body: review });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ message: 'Yorumunuz başarıyla gönderildi.' });
    const row = await app.db('testimonials').orderBy('id', 'desc').first();
    expect(row).toMatchObject({
      name: 'Ayşe',
      comment: 'Çok hızlı teslim edildi.',
      stars: 5,
      status: 'pending',
      user_id: null,
    });
  });

  it.each([
    [
      'the rating',
      { ...review, stars: undefined },
      'ratingRequired',
      'Lütfen bir puan seçin.',
      'Please choose a rating.',
    ],
    ['a zero rating', { ...review, stars: 0 }, 'ratingRequired', 'Lütfen bir puan seçin.', 'Please choose a rating.'],
    [
      'the comment',
      { ...review, comment: '  ' },
      'commentRequired',
      'Lütfen bir yorum yazın.',
      'Please write a comment.',
    ],
    ['the name', { ...review, name: '' }, 'yourNameRequired', 'Lütfen adınızı yazın.', 'Please write your name.'],
  ])('answers its own message when %s is missing, in Turkish and English', async (_what, body, code, tr, en) => {
    const trRes = await api(app, 'POST', '/testimonials', { body });
    expect(trRes.status).toBe(400);
    expect(trRes.body).toMatchObject({ code, message: tr });
    expect((await api(app, 'POST', '/testimonials', { body, lang: 'en' })).body.message).toBe(en);
  });

  it('answers the rating message first when everything is missing, with every field listed', async () => {
    const res = await api(app, 'POST', '/testimonials', { body: {} });
    expect(res.body.code).toBe('ratingRequired');
    expect(res.body.fields).toEqual({
      stars: 'Lütfen bir puan seçin.',
      comment: 'Lütfen bir yorum yazın.',
      name: 'Lütfen adınızı yazın.',
    });
  });

  it('refuses a rating above 5', async () => {
    expect((await api(app, 'POST', '/testimonials', { body: { ...review, stars: 6 } })).status).toBe(400);
  });

  it('takes the name from the account of a signed-in visitor, ignoring the form, and needs no name field', async () => {
    const customer = await createUser(app, 'user', { name: 'Mehmet' });
    const res = await api(app, 'POST', '/testimonials', {
      token: customer.token,
      body: { ...review, name: 'Başkası' },
    });
    expect(res.status).toBe(201);
    const row = await app.db('testimonials').orderBy('id', 'desc').first();
    expect(row).toMatchObject({ name: 'Mehmet Test', user_id: customer.id });
    const noName = await api(app, 'POST', '/testimonials', {
      token: customer.token,
      body: { comment: 'İyi', stars: 4 },
    });
    expect(noName.status).toBe(201);
  });

  it('treats an invalid token as anonymous: the name is then required', async () => {
    const res = await api(app, 'POST', '/testimonials', { token: 'not-a-token', body: { comment: 'x', stars: 3 } });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('yourNameRequired');
  });

  it('rate-limits per IP with 429 and Retry-After', async () => {
    const limited = await startTestApp({ RATE_LIMIT_PER_MINUTE: 2 });
    try {
      await api(limited, 'POST', '/testimonials', { body: review });
      await api(limited, 'POST', '/testimonials', { body: review });
      const res = await api(limited, 'POST', '/testimonials', { body: review });
      expect(res.status).toBe(429);
      expect(res.headers.get('retry-after')).toMatch(/^\d+$/);
    } finally {
      await limited.stop();
    }
  });
});

describe('moderation', () => {
  it('shows only approved reviews publicly, newest first, after an admin approves', async () => {
    const created = await api(app, 'POST', '/testimonials', { body: { ...review, name: 'Onaylanacak' } });
    expect(created.status).toBe(201);
    const pending = await api(app, 'GET', '/admin/testimonials?status=pending', { token: actors.admin.token });
    const target = pending.body.items.find((t: { name: string }) => t.name === 'Onaylanacak');
    expect(target).toMatchObject({ status: 'pending', stars: 5 });
    expect((await api(app, 'GET', '/public/testimonials')).body.map((t: { name: string }) => t.name)).not.toContain(
      'Onaylanacak',
    );

    const approve = await api(app, 'PUT', `/admin/testimonials/${target.id}/approve`, { token: actors.admin.token });
    expect(approve.body.message).toBe('Yorum onaylandı.');
    const pub = await api(app, 'GET', '/public/testimonials');
    expect(pub.body[0]).toEqual({
      id: target.id,
      name: 'Onaylanacak',
      comment: review.comment,
      stars: 5,
      created_at: expect.any(String),
    });
  });

  it('pages the admin list', async () => {
    const res = await api(app, 'GET', '/admin/testimonials?page=1&pageSize=2', { token: actors.admin.token });
    expect(res.body).toMatchObject({ page: 1, pageSize: 2 });
    expect(res.body.items).toHaveLength(2);
    expect(res.body.total).toBeGreaterThan(2);
    expect((await api(app, 'GET', '/admin/testimonials?pageSize=1000', { token: actors.admin.token })).status).toBe(
      400,
    );
  });

  it('deletes a review; unknown ids are 404', async () => {
    const list = await api(app, 'GET', '/admin/testimonials', { token: actors.admin.token });
    const id = list.body.items[0].id;
    expect((await api(app, 'DELETE', `/admin/testimonials/${id}`, { token: actors.admin.token })).body.message).toBe(
      'Yorum silindi.',
    );
    expect((await api(app, 'DELETE', `/admin/testimonials/${id}`, { token: actors.admin.token })).status).toBe(404);
    expect((await api(app, 'PUT', '/admin/testimonials/999999/approve', { token: actors.admin.token })).status).toBe(
      404,
    );
  });

  it('refuses the moderation calls without an admin session', async () => {
    for (const [method, p] of [
      ['GET', '/admin/testimonials'],
      ['PUT', '/admin/testimonials/1/approve'],
      ['DELETE', '/admin/testimonials/1'],
    ] as const) {
      expect(await nonAdminStatuses(app, actors, method, p)).toEqual([401, 403, 403]);
    }
  });
});
