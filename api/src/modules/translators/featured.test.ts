import { startTestApp, type TestApp } from '../../testing/test-app';
import { api, createUser, type FixtureUser } from '../../testing/fixtures';

let app: TestApp;
let admin: FixtureUser;
beforeAll(async () => {
  app = await startTestApp();
  admin = await createUser(app, 'admin');
});
afterAll(() => app.stop());
beforeEach(() => app.db('translator_profiles').update({ is_featured: false }));

const feature = (id: number, is_featured: unknown) =>
  api(app, 'PUT', `/admin/translator/${id}/feature`, { token: admin.token, body: { is_featured } });
const featuredCount = async () =>
  Number((await app.db('translator_profiles').where({ is_featured: true }).count({ n: '*' }).first())?.n);

describe('PUT /admin/translator/:id/feature', () => {
  it('features and unfeatures an approved translator', async () => {
    const t = await createUser(app, 'translator');
    const on = await feature(t.id, 1);
    expect(on.status).toBe(200);
    expect(on.body).toMatchObject({ id: t.id, is_featured: 1 });
    expect((await app.db('translator_profiles').where({ user_id: t.id }).first()).is_featured).toBe(true);
    const off = await feature(t.id, 0);
    expect(off.body).toMatchObject({ id: t.id, is_featured: 0 });
    expect((await app.db('translator_profiles').where({ user_id: t.id }).first()).is_featured).toBe(false);
  });

  it('refuses a sixth featured translator with 409 "En fazla 5 tercüman öne çıkarılabilir."', async () => {
    const translators = await Promise.all(Array.from({ length: 6 }, () => createUser(app, 'translator')));
    for (const t of translators.slice(0, 5)) expect((await feature(t.id, 1)).status).toBe(200);
    const sixth = translators[5] as FixtureUser;
    const res = await feature(sixth.id, 1);
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: 'tooManyFeatured', message: 'En fazla 5 tercüman öne çıkarılabilir.' });
    expect(await featuredCount()).toBe(5);
    // re-featuring one already featured is not an addition
    expect((await feature((translators[0] as FixtureUser).id, 1)).status).toBe(200);
  });

  it('never exceeds five when many requests race', async () => {
    const translators = await Promise.all(Array.from({ length: 9 }, () => createUser(app, 'translator')));
    for (const t of translators.slice(0, 3)) await feature(t.id, 1);
    const results = await Promise.all(translators.slice(3).map((t) => feature(t.id, 1)));
    expect(results.filter((r) => r.status === 200)).toHaveLength(2);
    expect(results.filter((r) => r.status === 409)).toHaveLength(4);
    expect(await featuredCount()).toBe(5);
  });

  it('refuses pending translators (409) and validates the body (400)', async () => {
    const pending = await createUser(app, 'translator', { translatorStatus: 'pending' });
    expect((await feature(pending.id, 1)).status).toBe(409);
    const t = await createUser(app, 'translator');
    expect((await feature(t.id, 2)).status).toBe(400);
    expect((await feature(t.id, undefined)).status).toBe(400);
  });

  it('is for admins only', async () => {
    const t = await createUser(app, 'translator');
    expect(
      (await api(app, 'PUT', `/admin/translator/${t.id}/feature`, { token: t.token, body: { is_featured: 1 } })).status,
    ).toBe(403);
  });
});

describe('GET /api/public/featured-translators', () => {
  it('lists only approved, featured, not deleted translators with exactly id, name, avatar, languages, university', async () => {
    const shown = await createUser(app, 'translator', { name: 'Zeynep' });
    await app
      .db('users')
      .where({ id: shown.id })
      .update({ surname: 'Şahin', languages: 'İngilizce, Fransızca', avatar_url: '/uploads/avatar/1-z.png' });
    const notFeatured = await createUser(app, 'translator');
    const removed = await createUser(app, 'translator');
    await feature(shown.id, 1);
    await feature(removed.id, 1);
    await api(app, 'DELETE', `/admin/translator/${removed.id}`, { token: admin.token });
    const pending = await createUser(app, 'translator', { translatorStatus: 'pending' });
    await app.db('translator_profiles').where({ user_id: pending.id }).update({ is_featured: true });

    const res = await fetch(`${app.url}/api/public/featured-translators`);
    expect(res.status).toBe(200);
    const list = (await res.json()) as Record<string, unknown>[];
    expect(list.map((t) => t.id)).toEqual([shown.id]);
    expect(list[0]).toEqual({
      id: shown.id,
      name: 'Zeynep Şahin',
      avatar: '/uploads/avatar/1-z.png',
      languages: ['İngilizce', 'Fransızca'],
      university: 'İstanbul Üniversitesi',
    });
    expect(Object.keys(list[0] as object).sort()).toEqual(['avatar', 'id', 'languages', 'name', 'university']);
    expect(JSON.stringify(list)).not.toContain('@');
    expect(list.some((t) => t.id === notFeatured.id)).toBe(false);
  });
});
