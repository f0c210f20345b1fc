import { startTestApp, type TestApp } from '../../testing/test-app';
import { api, createUser, type FixtureUser } from '../../testing/fixtures';
import { pngBytes } from '../translators/test-helpers';
import { estimateForm } from './pricing-test-helpers';

/** A picture has no countable words: it is priced by the page count given. */
const photo = { bytes: pngBytes, name: 'belge.png' };

jest.setTimeout(120_000);

let app: TestApp;
let admin: FixtureUser;
let customer: FixtureUser;
let translator: FixtureUser;
beforeAll(async () => {
  app = await startTestApp();
  [admin, customer, translator] = await Promise.all([
    createUser(app, 'admin', { name: 'Nermin' }),
    createUser(app, 'user'),
    createUser(app, 'translator'),
  ]);
});
afterAll(() => app.stop());

const read = async () => (await api(app, 'GET', '/admin/price-list', { token: admin.token })).body;
const languageId = async (name: string) => (await app.db('languages').where({ name }).first('id')).id as number;
const newLanguage = async (name: string) =>
  ((await app.db('languages').insert({ name }).returning('id'))[0] as { id: number }).id;
const group = (language_ids: number[], extra: Record<string, unknown> = {}) => ({
  name_tr: 'Asya dilleri',
  name_en: 'Asian languages',
  per_page: 550.5,
  per_word: 2.25,
  language_ids,
  ...extra,
});

describe('the seeded price list', () => {
  it('has three language groups, every surcharge, a minimum charge and KDV at 20 %', async () => {
    const list = await read();
    expect(list.groups.map((g: { name_tr: string }) => g.name_tr)).toEqual([
      'Avrupa dilleri',
      'Arapça ve Farsça',
      'Osmanlıca',
    ]);
    expect(list.groups[0]).toMatchObject({ per_page: 300, per_word: 1.2 });
    expect(list.groups[2].languages).toEqual([{ id: 1, name: 'Osmanlıca' }]);
    expect(list.rules).toMatchObject({ minimum: 500, vat_percent: 20, pages_per_day: 10 });
    expect(list.rules.surcharges.translation_type.apostille).toEqual({ percent: 20, fixed: 1000 });
    expect(Object.keys(list.rules.surcharges.urgency)).toEqual(['1', '2', '3']);
  });
});

describe('language groups', () => {
  it('creates a group, keeping its prices exactly, with an audit row of who and what', async () => {
    const japanese = await newLanguage('Japonca');
    const res = await api(app, 'POST', '/admin/price-list/groups', { token: admin.token, body: group([japanese]) });
    expect(res.status).toBe(201);
    expect(res.body.message).toBe('Dil grubu kaydedildi.');
    expect(res.body.group).toMatchObject({
      per_page: 550.5,
      per_word: 2.25,
      languages: [{ id: japanese, name: 'Japonca' }],
    });
    const row = await app.db('price_groups').where({ id: res.body.group.id }).first();
    expect(row).toMatchObject({ per_page_kurus: 55_050, per_word_kurus: 225 });
    const [change] = (await read()).changes;
    expect(change).toMatchObject({
      entity: 'group',
      entity_id: res.body.group.id,
      before: null,
      actor_name: expect.stringContaining('Nermin'),
    });
    expect(change.after).toMatchObject({ name_tr: 'Asya dilleri', per_page: 550.5 });
  });

  it('changes a group with its before and after in the audit, and the estimate follows', async () => {
    const chinese = await newLanguage('Çince');
    const created = await api(app, 'POST', '/admin/price-list/groups', {
      token: admin.token,
      body: group([chinese], { name_tr: 'Çince' }),
    });
    const id = created.body.group.id;
    const res = await api(app, 'PUT', `/admin/price-list/groups/${id}`, {
      token: admin.token,
      body: group([chinese], { name_tr: 'Çince', per_page: 700 }),
      lang: 'en',
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('The language group was saved.');
    const [change] = (await read()).changes;
    expect(change.before.per_page).toBe(550.5);
    expect(change.after.per_page).toBe(700);
    const estimate = await api(app, 'POST', '/public/estimate', {
      form: estimateForm(photo, { target_lang: 'Çince', page_count: '2' }),
    });
    expect(estimate.body.estimate.lines[0].amount).toBe(1400);
  });

  it('answers 409 when a language already prices with another group', async () => {
    const res = await api(app, 'POST', '/admin/price-list/groups', {
      token: admin.token,
      body: group([await languageId('İngilizce')]),
    });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({
      code: 'languageInAnotherGroup',
      fields: { language_ids: 'Bu dil başka bir dil grubunda.' },
    });
  });

  it('answers 400 naming each bad field: a negative price, three decimals, no language, an unknown language', async () => {
    const res = await api(app, 'POST', '/admin/price-list/groups', {
      token: admin.token,
      body: { name_tr: '', name_en: 'x', per_page: -1, per_word: 1.234, language_ids: [] },
    });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.fields).sort()).toEqual(['language_ids', 'name_tr', 'per_page', 'per_word']);
    const unknown = await api(app, 'POST', '/admin/price-list/groups', { token: admin.token, body: group([999_999]) });
    expect(unknown.status).toBe(400);
    expect(unknown.body.fields).toEqual({ language_ids: 'Bu dil listede yok.' });
  });

  it('deletes a group, audited, and a second delete answers 404', async () => {
    const korean = await newLanguage('Korece');
    const created = await api(app, 'POST', '/admin/price-list/groups', { token: admin.token, body: group([korean]) });
    const id = created.body.group.id;
    expect((await api(app, 'DELETE', `/admin/price-list/groups/${id}`, { token: admin.token })).status).toBe(200);
    const [change] = (await read()).changes;
    expect(change).toMatchObject({ entity: 'group', entity_id: id, after: null });
    expect((await api(app, 'DELETE', `/admin/price-list/groups/${id}`, { token: admin.token })).status).toBe(404);
    const put = await api(app, 'PUT', `/admin/price-list/groups/${id}`, { token: admin.token, body: group([korean]) });
    expect(put.status).toBe(404);
  });
});

describe('the rules', () => {
  it('saves surcharges, minimum and KDV, audited, and the estimate follows', async () => {
    const { rules } = await read();
    const changed = { ...rules, minimum: 0, vat_percent: 10 };
    const res = await api(app, 'PUT', '/admin/price-list/rules', { token: admin.token, body: changed });
    expect(res.status).toBe(200);
    expect(res.body.rules).toEqual(changed);
    const [change] = (await read()).changes;
    expect(change).toMatchObject({ entity: 'rules', before: { vat_percent: 20 }, after: { vat_percent: 10 } });
    const estimate = await api(app, 'POST', '/public/estimate', {
      form: estimateForm(photo, { page_count: '1' }),
    });
    expect(estimate.body.estimate.total).toBe(330); // 300 ₺ + 10 % KDV
    await api(app, 'PUT', '/admin/price-list/rules', { token: admin.token, body: rules });
  });

  it('answers 400 for a missing surcharge, KDV over 100 % and a pace of zero', async () => {
    const { rules } = await read();
    const { apostille: _dropped, ...types } = rules.surcharges.translation_type;
    const res = await api(app, 'PUT', '/admin/price-list/rules', {
      token: admin.token,
      body: {
        ...rules,
        surcharges: { ...rules.surcharges, translation_type: types },
        vat_percent: 101,
        pages_per_day: 0,
      },
    });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.fields).sort()).toEqual([
      'pages_per_day',
      'surcharges.translation_type.apostille',
      'vat_percent',
    ]);
  });
});

describe('access', () => {
  it('keeps the price list to admins: 401 without a token, 403 for customers and translators', async () => {
    expect((await api(app, 'GET', '/admin/price-list')).status).toBe(401);
    for (const user of [customer, translator]) {
      expect((await api(app, 'GET', '/admin/price-list', { token: user.token })).status).toBe(403);
      const put = await api(app, 'PUT', '/admin/price-list/rules', { token: user.token, body: {} });
      expect(put.status).toBe(403);
    }
  });
});
