import { startTestApp, type TestApp } from '../../testing/test-app';
import { api, createUser, type FixtureUser } from '../../testing/fixtures';
import { putJobInState, uploadJob } from '../jobs/job-test-helpers';
import { SEARCH_COUNT_CAP } from '../jobs/job-search';

jest.setTimeout(60_000);

let app: TestApp;
let admin: FixtureUser;
let ipek: FixtureUser;
let other: FixtureUser;
const ids: Record<string, number> = {};
beforeAll(async () => {
  app = await startTestApp();
  [admin, ipek, other] = await Promise.all([
    createUser(app, 'admin'),
    createUser(app, 'user', { name: 'İpek' }),
    createUser(app, 'user', { name: 'Ahmet' }),
  ]);
  await app.db('users').where({ id: ipek.id }).update({ surname: 'Çelik Karaağaç', email: 'ipek.celik@örnek.com.tr' });
  ids.light = (await uploadJob(app, other, { description: 'IŞIK ölçüm raporu' })).id;
  ids.health = (await uploadJob(app, other, { description: 'Sağlık raporu, ışık tedavisi' })).id;
  ids.ipekFirst = (await uploadJob(app, ipek, { description: 'Diploma' })).id;
  ids.ipekSecond = (await uploadJob(app, ipek, { description: 'Transkript %100 başarı_notu' })).id;
  ids.plain = (await uploadJob(app, other, { description: 'Vekaletname' })).id;
  await putJobInState(app, ids.health, 'cancelled');
});
afterAll(() => app.stop());

const search = async (q: string, extra = '') => {
  const res = await api(app, 'GET', `/admin/jobs?q=${encodeURIComponent(q)}${extra}`, { token: admin.token });
  expect(res.status).toBe(200);
  return res.body as {
    items: { id: number; description: string }[];
    total: number;
    total_capped?: true;
    page: number;
    pageSize: number;
  };
};
const found = async (q: string, extra = '') => (await search(q, extra)).items.map((j) => j.id).sort((a, b) => a - b);
const sorted = (...names: string[]) => names.map((n) => ids[n] as number).sort((a, b) => a - b);

describe('GET /api/admin/jobs?q=', () => {
  it.each(['ışık', 'IŞIK', 'isik', 'Işık', 'ISIK'])(
    'folds "%s" the Turkish way and finds both light jobs',
    async (q) => {
      expect(await found(q)).toEqual(sorted('light', 'health'));
    },
  );

  it.each(['ipek', 'İPEK', 'IPEK', 'çelik', 'CELIK', 'karaağaç', 'KARAAGAC', 'celik@örnek', 'ORNEK.COM'])(
    'finds the customer\'s jobs by a part of the name, surname or e-mail: "%s"',
    async (q) => {
      expect(await found(q)).toEqual(sorted('ipekFirst', 'ipekSecond'));
    },
  );

  it.each([
    ['the full code', (id: number) => `JOB-${String(id).padStart(6, '0')}`],
    ['the code in lower case', (id: number) => `job-${String(id).padStart(6, '0')}`],
    ['the number alone', (id: number) => String(id)],
  ])('finds a job by %s', async (_what, code) => {
    expect(await found(code(ids.plain as number))).toEqual(sorted('plain'));
  });

  it('reads a number as a job code only, not as digits of an e-mail', async () => {
    await app
      .db('users')
      .where({ id: ipek.id })
      .update({ email: `ipek${ids.plain}@ornek.com.tr` });
    expect(await found(String(ids.plain))).toEqual(sorted('plain'));
    await app.db('users').where({ id: ipek.id }).update({ email: 'ipek.celik@örnek.com.tr' });
  });

  it('needs every word to be found somewhere: the customer and a word of the description together', async () => {
    expect(await found('ipek diploma')).toEqual(sorted('ipekFirst'));
    expect(await found('ahmet rapor')).toEqual(sorted('light', 'health'));
    expect(await found('ipek rapor')).toEqual([]);
  });

  it('reads %, _ and \\ as the characters themselves, not as patterns', async () => {
    expect(await found('%100')).toEqual(sorted('ipekSecond'));
    expect(await found('başarı_notu')).toEqual(sorted('ipekSecond'));
    expect(await found('%')).toEqual(sorted('ipekSecond'));
    expect(await found('\\')).toEqual([]);
  });

  it('combines with the status filter and pages the results with their exact total, counted with the page', async () => {
    expect(await found('rapor', '&status=cancelled')).toEqual(sorted('health'));
    const first = await search('rapor', '&pageSize=1&page=1');
    const second = await search('rapor', '&pageSize=1&page=2');
    expect(first).toMatchObject({ total: 2, page: 1, pageSize: 1 });
    expect(first).not.toHaveProperty('total_capped');
    expect(second).toMatchObject({ total: 2, page: 2, pageSize: 1 });
    // newest first, as the list without a search
    expect([first.items[0]?.id, second.items[0]?.id]).toEqual([ids.health, ids.light]);
    // past the end the page is empty and the total still counted
    expect(await search('rapor', '&pageSize=1&page=3')).toMatchObject({ items: [], total: 2 });
  });

  it('finds a customer under their new name at once (no copy of the name to bring up to date)', async () => {
    await app.db('users').where({ id: other.id }).update({ surname: 'Güneşli' });
    expect(await found('gunesli')).toEqual(sorted('light', 'health', 'plain'));
  });

  it('treats an empty or blank search as no search', async () => {
    const all = await api(app, 'GET', '/admin/jobs', { token: admin.token });
    expect((await search('   ')).total).toBe(all.body.total);
  });

  it("refuses a search longer than 100 characters, in the reader's language, naming the field", async () => {
    const tr = await api(app, 'GET', `/admin/jobs?q=${'a'.repeat(101)}`, { token: admin.token });
    const en = await api(app, 'GET', `/admin/jobs?q=${'a'.repeat(101)}`, { token: admin.token, lang: 'en' });
    expect(tr.status).toBe(400);
    expect(tr.body.fields).toHaveProperty('q');
    expect(en.status).toBe(400);
    expect(en.body.message).not.toBe(tr.body.message);
  });

  it('refuses control characters in the search', async () => {
    const res = await api(app, 'GET', `/admin/jobs?q=${encodeURIComponent('a\u0000b')}`, { token: admin.token });
    expect(res.status).toBe(400);
    expect(res.body.fields).toHaveProperty('q');
  });

  it('answers the office only', async () => {
    const res = await api(app, 'GET', '/admin/jobs?q=ipek', { token: ipek.token });
    expect(res.status).toBe(403);
  });

  it('counts a search up to its cap, says more jobs match, and pages those from the newest', async () => {
    const many = await createUser(app, 'user', { name: 'Zeki' });
    // "Apostil şerhi 1" is the newest; the numbers are words of the description, not searched
    await app.db.raw(
      `insert into jobs (user_id, file_name, file_mime, file_size, description, source_lang, target_lang,
         translation_type, specialization, delivery_date, status, created_at)
       select ?, '1700000000000-belge.pdf', 'application/pdf', 2048, 'Apostil şerhi ' || n, 'Türkçe', 'İngilizce',
         'sworn', 'legal', '2099-01-01', 'waiting', now() - make_interval(secs => n)
       from generate_series(1, ?) n`,
      [many.id, SEARCH_COUNT_CAP + 10],
    );
    const pages = SEARCH_COUNT_CAP / 10;
    const first = await search('apostil');
    expect(first).toMatchObject({ total: SEARCH_COUNT_CAP, total_capped: true, page: 1, pageSize: 10 });
    expect(first.items.map((j) => j.description)).toEqual(
      Array.from({ length: 10 }, (_, i) => `Apostil şerhi ${i + 1}`),
    );
    // the last page the total reaches is read from the newest on, not from the oldest end of the matches
    const last = await search('apostil', `&page=${pages}`);
    expect(last.items.map((j) => j.description)).toEqual(
      Array.from({ length: 10 }, (_, i) => `Apostil şerhi ${SEARCH_COUNT_CAP - 9 + i}`),
    );
    expect((await search('apostil', `&page=${pages + 1}`)).items).toEqual([]);
    // a narrower search is counted exactly again
    expect(await search('zeki apostil', '&status=cancelled')).toMatchObject({ total: 0, items: [] });
  });
});
