import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createCanvas } from '@napi-rs/canvas';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { api, createUser, type FixtureUser } from '../../testing/fixtures';
import { daysFromToday, filesIn, uploadForm } from '../jobs/job-test-helpers';
import { estimateForm, textPdf } from './pricing-test-helpers';

jest.setTimeout(120_000);

// the request's temporary files and the reader's folder go to a folder of this file's own, to see that none stays
const tmp = mkdtempSync(path.join(os.tmpdir(), 'tercume-estimate-tmp-'));
const previousTmp = process.env.TMPDIR;
let app: TestApp;
let customer: FixtureUser;
let translator: FixtureUser;
let admin: FixtureUser;
let deed: Buffer;
beforeAll(async () => {
  process.env.TMPDIR = tmp;
  app = await startTestApp();
  [customer, translator, admin, deed] = await Promise.all([
    createUser(app, 'user'),
    createUser(app, 'translator'),
    createUser(app, 'admin'),
    textPdf(3),
  ]);
});
afterAll(async () => {
  await app.stop();
  process.env.TMPDIR = previousTmp;
  rmSync(tmp, { recursive: true, force: true });
});

const pdf = () => ({ bytes: deed, name: 'tapu.pdf' });
const photo = async () => ({ bytes: await createCanvas(600, 800).encode('png'), name: 'tapu.png' });
const estimate = (form: FormData, lang: 'tr' | 'en' = 'tr') => api(app, 'POST', '/public/estimate', { form, lang });

describe('POST /public/estimate', () => {
  it('prices a text PDF by its counted words with the seeded list, KDV included, without an account', async () => {
    const res = await estimate(estimateForm(pdf()));
    expect(res.status).toBe(200);
    // 21 words × 1,20 ₺ = 25,20 ₺, below the seeded minimum of 500 ₺, + 20 % KDV
    expect(res.body.estimate).toEqual({
      total: 600,
      currency: 'TRY',
      vat_included: true,
      pages: 3,
      words: 21,
      due_date: daysFromToday(10),
      basis: 'words',
      pages_from: 'document',
      lines: [
        { label: 'Çeviri: 21 kelime × ₺1,20', amount: 25.2 },
        { label: 'Asgari ücrete tamamlama', amount: 474.8 },
        { label: 'KDV (%20)', amount: 100 },
      ],
    });
  });

  it("labels the lines in the reader's language", async () => {
    const res = await estimate(estimateForm(pdf(), { translation_type: 'Noter Tasdikli Çeviri' }), 'en');
    expect(res.body.estimate.lines.map((l: { label: string }) => l.label)).toEqual([
      'Translation: 21 words × ₺1.20',
      'Sworn translation and notary certification',
      'Top-up to the minimum charge',
      'VAT (20%)',
    ]);
  });

  it('adds the urgency surcharge and keeps the date asked for when the office can make it', async () => {
    const res = await estimate(estimateForm(pdf(), { delivery_date: daysFromToday(1) }));
    expect(res.body.estimate.due_date).toBe(daysFromToday(1));
    expect(res.body.estimate.lines[1]).toEqual({ label: 'Acil teslim (1 gün içinde)', amount: 25.2 });
  });

  it('prices an Ottoman document by the page, with its legibility and output style', async () => {
    const form = estimateForm(pdf(), {
      source_lang: 'Osmanlıca',
      target_lang: 'Türkçe',
      legibility: 'faded',
      ottoman_output: 'transcription_diacritics',
    });
    const res = await estimate(form);
    // 3 pages × 900 ₺ = 2.700 ₺; faded +25 % = 675 ₺; diacritics +30 % = 810 ₺; KDV 20 % of 4.185 ₺ = 837 ₺
    expect(res.body.estimate).toMatchObject({ basis: 'pages', pages: 3, total: 5022 });
    expect(res.body.estimate.lines.map((l: { amount: number }) => l.amount)).toEqual([2700, 675, 810, 837]);
  });

  it('says plainly that a photo without a page count is priced by the office', async () => {
    const tr = await estimate(estimateForm(await photo()));
    expect(tr.status).toBe(200);
    expect(tr.body).toEqual({
      estimate: null,
      reason: 'notCountable',
      message: expect.stringContaining('Sayfa sayısını girerseniz'),
    });
    const en = await estimate(estimateForm(await photo()), 'en');
    expect(en.body.message).toContain('Enter the page count');
  });

  it('prices a photo by the page count the customer gives', async () => {
    const res = await estimate(estimateForm(await photo(), { page_count: '4' }));
    expect(res.body.estimate).toMatchObject({ pages: 4, words: null, basis: 'pages', pages_from: 'customer' });
    expect(res.body.estimate.total).toBe(1440); // 4 × 300 ₺ + 20 % KDV
  });

  it('pushes the delivery back when the pages need more days than were asked for', async () => {
    const res = await estimate(estimateForm(await photo(), { page_count: '25', delivery_date: daysFromToday(1) }));
    // 25 pages at the seeded 10 a day need 3 days: delivery in 3 days, priced as urgent within 3
    expect(res.body.estimate.due_date).toBe(daysFromToday(3));
    expect(res.body.estimate.lines[1].label).toBe('Acil teslim (3 gün içinde)');
  });

  it('answers languageNotPriced for a pair no group prices', async () => {
    await app.db('languages').insert({ name: 'Japonca' });
    const res = await estimate(estimateForm(pdf(), { target_lang: 'Japonca' }), 'en');
    expect(res.body).toEqual({
      estimate: null,
      reason: 'languageNotPriced',
      message: 'This language pair is not on our price list; the office will price it.',
    });
  });

  it('answers 400 naming each missing or wrong field', async () => {
    const res = await estimate(
      estimateForm(null, { source_lang: undefined, delivery_date: '2000-01-01', page_count: '0' }),
    );
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({
      source_lang: 'Bu alan zorunludur.',
      delivery_date: 'Tarih bugünden önce olamaz.',
      page_count: expect.any(String),
      file: 'Bu alan zorunludur.',
    });
  });

  it('answers 400 for an unknown language', async () => {
    const res = await estimate(estimateForm(pdf(), { source_lang: 'Klingonca' }));
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({ source_lang: 'Bu dil listede yok.' });
  });

  it('answers 415 for a file that is not a document', async () => {
    const res = await estimate(estimateForm({ bytes: Buffer.from('MZ\x90\x00'), name: 'tapu.exe' }));
    expect(res.status).toBe(415);
  });

  it('keeps no file: nothing is stored and no temporary file or folder stays behind', async () => {
    const before = filesIn(app, 'documents');
    expect((await estimate(estimateForm(pdf()))).status).toBe(200);
    expect((await estimate(estimateForm({ bytes: Buffer.from('x'), name: 'a.exe' }))).status).toBe(415);
    expect(filesIn(app, 'documents')).toEqual(before);
    expect(readdirSync(tmp).filter((name) => !name.startsWith('tercume-test-'))).toEqual([]);
  });
});

describe('the estimate kept with the job', () => {
  let jobId: number;
  beforeAll(async () => {
    const form = uploadForm(
      { translation_type: 'sworn', with_estimate: 'true', price: '1', estimate_total: '1' },
      pdf(),
    );
    const res = await api(app, 'POST', '/user/upload', { token: customer.token, form });
    expect(res.status).toBe(201);
    jobId = res.body.id;
  });

  it('is computed on the server from the uploaded file, whatever price the form sends', async () => {
    const res = await api(app, 'GET', `/admin/job/${jobId}/estimate`, { token: admin.token });
    expect(res.status).toBe(200);
    // 21 words × 1,20 ₺ + sworn 20 % (5,04 ₺), topped up to 500 ₺, + KDV
    expect(res.body.estimate).toMatchObject({ total: 600, pages: 3, words: 21, due_date: daysFromToday(7) });
    expect(res.body.estimate.lines.map((l: { amount: number }) => l.amount)).toEqual([25.2, 5.04, 469.76, 100]);
  });

  it('is labelled in the admin’s language', async () => {
    const res = await api(app, 'GET', `/admin/job/${jobId}/estimate`, { token: admin.token, lang: 'en' });
    expect(res.body.estimate.lines[1].label).toBe('Sworn translation surcharge');
  });

  it('is null for a job whose document could not be priced, or when the upload did not ask for one', async () => {
    for (const form of [uploadForm({ with_estimate: 'true' }), uploadForm({}, pdf())]) {
      const res = await api(app, 'POST', '/user/upload', { token: customer.token, form });
      expect(res.status).toBe(201);
      const read = await api(app, 'GET', `/admin/job/${res.body.id}/estimate`, { token: admin.token });
      expect(read.body).toEqual({ estimate: null });
    }
  });

  it('is not shown to translators or customers', async () => {
    for (const user of [translator, customer])
      expect((await api(app, 'GET', `/admin/job/${jobId}/estimate`, { token: user.token })).status).toBe(403);
    const open = await api(app, 'GET', '/translator/open-jobs?pageSize=100', { token: translator.token });
    const job = open.body.items.find((j: { id: number }) => j.id === jobId);
    expect(job).toBeDefined();
    expect(JSON.stringify(job)).not.toMatch(/estimate|"total"|admin_price":\s*\d/);
  });

  it('answers 404 for a job that does not exist', async () => {
    expect((await api(app, 'GET', '/admin/job/999999/estimate', { token: admin.token })).status).toBe(404);
  });
});

describe('the rate limit', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await startTestApp({ RATE_LIMIT_PER_MINUTE: 2 });
  });
  afterAll(() => limited.stop());

  it('answers 429 with Retry-After past the per-address limit, before reading the file', async () => {
    const send = () => api(limited, 'POST', '/public/estimate', { form: estimateForm(pdf()) });
    expect((await send()).status).toBe(200);
    expect((await send()).status).toBe(200);
    const third = await send();
    expect(third.status).toBe(429);
    expect(Number(third.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
