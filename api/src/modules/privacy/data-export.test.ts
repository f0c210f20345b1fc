import { startTestApp, type TestApp } from '../../testing/test-app';
import { api, createUser, type FixtureUser } from '../../testing/fixtures';
import { queuedMailsTo } from '../../testing/queued-mails';
import { download, pdfBytes, putJobInState, uploadForm } from '../jobs/job-test-helpers';
import { purgeExpiredExports } from './data-exports';
import { preparedExport, storeFile, unzip } from './privacy-test-helpers';

jest.setTimeout(120_000);

let app: TestApp;
let admin: FixtureUser;
beforeAll(async () => {
  app = await startTestApp();
  admin = await createUser(app, 'admin');
});
afterAll(async () => {
  await app.stop();
});

/** A job of `customer` with a document whose bytes say `marker`. */
async function jobOf(customer: FixtureUser, marker: string): Promise<{ id: number; file_name: string }> {
  const res = await api(app, 'POST', '/user/upload', {
    token: customer.token,
    form: uploadForm({ description: `Açıklama ${marker}` }, { bytes: pdfBytes(marker), name: `${marker}.pdf` }),
  });
  if (res.status !== 201) throw new Error(`upload: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

/** One of every kind of record hanging on a customer's job, each carrying `marker`. */
async function recordsOn(jobId: number, customer: FixtureUser, translator: FixtureUser, marker: string) {
  await putJobInState(app, jobId, 'completed', {
    assigned_translator_id: translator.id,
    admin_price: '1200.00',
    translator_price: '700.00',
    is_paid: true,
    paid_at: new Date(),
    completed_at: new Date(),
  });
  const output = await storeFile(app, 'output', `ceviri-${marker}.pdf`, pdfBytes(`ceviri ${marker}`));
  await app.db('job_output_files').insert({ job_id: jobId, file_name: output, mime: 'application/pdf', size: 50 });
  const receipt = await storeFile(app, 'attachments', `dekont-${marker}.pdf`, pdfBytes(`dekont ${marker}`));
  await app.db('job_attachments').insert({
    job_id: jobId,
    kind: 'receipt',
    file_name: receipt,
    mime: 'application/pdf',
    size: 50,
    uploaded_by: customer.id,
  });
  await app.db('job_messages').insert([
    { job_id: jobId, author_id: customer.id, author_side: 'customer', body: `Soru ${marker}` },
    { job_id: jobId, author_id: admin.id, author_side: 'office', body: `Yanıt ${marker}` },
  ]);
  await app.db('job_ratings').insert({ job_id: jobId, stars: 5, comment: `Yorum ${marker}` });
  await app.db('card_payments').insert({
    job_id: jobId,
    user_id: customer.id,
    conversation_id: `conv-${marker}`,
    price: '1200.00',
    currency: 'TRY',
    status: 'paid',
    paid_at: new Date(),
  });
  await app.db('receipts').insert({
    job_id: jobId,
    year: 2026,
    number: Math.floor(Math.random() * 1_000_000),
    method: 'bank',
    total: '1200.00',
    vat: '200.00',
    vat_rate: 20,
    content: JSON.stringify({ marker }),
  });
  await app
    .db('offers')
    .insert({ job_id: jobId, translator_id: translator.id, price: '650.00', delivery_date: '2027-01-10' });
  await app
    .db('privacy_consents')
    .insert({ user_id: customer.id, notice_version: 1, given: true, source: 'renewal', ip: '10.1.2.3' });
}

describe('the account data export', () => {
  let customerA: FixtureUser;
  let customerB: FixtureUser;
  let translator: FixtureUser;
  let jobA: { id: number; file_name: string };
  beforeAll(async () => {
    customerA = await createUser(app, 'user', { name: 'Asli' });
    customerB = await createUser(app, 'user', { name: 'Baskasi' });
    translator = await createUser(app, 'translator', { name: 'Tercuman' });
    jobA = await jobOf(customerA, 'AAA-marker');
    const jobB = await jobOf(customerB, 'BBB-marker');
    await recordsOn(jobA.id, customerA, translator, 'AAA-marker');
    await recordsOn(jobB.id, customerB, translator, 'BBB-marker');
    await app.db('payouts').insert({
      translator_id: translator.id,
      paid_on: '2026-11-30',
      reference: 'EFT-TERCUMAN-1',
      amount: '1400.00',
      recorded_by: admin.id,
    });
  });

  it("holds every kind of the customer's records and their decrypted files, and nothing of another customer", async () => {
    const ready = await preparedExport(app, customerA);
    const res = await download(app, ready.url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/zip');
    const entries = await unzip(res.bytes);
    const data = JSON.parse((entries.get('account.json') as Buffer).toString('utf8'));

    expect(data.account).toEqual(expect.objectContaining({ id: customerA.id, email: customerA.email, name: 'Asli' }));
    expect(data.account).not.toHaveProperty('password_hash');
    expect(data.jobs).toEqual([
      expect.objectContaining({ id: jobA.id, description: 'Açıklama AAA-marker', price: '1200.00' }),
    ]);
    expect(data.jobs[0]).not.toHaveProperty('translator_price');
    expect(data.deliveries).toHaveLength(1);
    expect(data.attachments).toEqual([expect.objectContaining({ kind: 'receipt' })]);
    expect(data.messages.map((m: { body: string; side: string }) => [m.side, m.body])).toEqual([
      ['customer', 'Soru AAA-marker'],
      ['office', 'Yanıt AAA-marker'],
    ]);
    expect(data.ratings).toEqual([expect.objectContaining({ stars: 5, comment: 'Yorum AAA-marker' })]);
    expect(data.payments.card_payments).toEqual([expect.objectContaining({ price: '1200.00', status: 'paid' })]);
    expect(data.payments.receipts).toEqual([
      expect.objectContaining({ total: '1200.00', content: { marker: 'AAA-marker' } }),
    ]);
    expect(data.consents).toContainEqual(expect.objectContaining({ notice_version: 1, given: true, ip: '10.1.2.3' }));
    expect(data.files_no_longer_stored).toEqual([]);

    // the files, decrypted: the very bytes uploaded
    expect(entries.get(`files/documents/${jobA.file_name}`)?.equals(pdfBytes('AAA-marker'))).toBe(true);
    const fileNames = [...entries.keys()].filter((n) => n.startsWith('files/'));
    expect(fileNames).toHaveLength(3); // document, delivery, receipt
    expect(fileNames.some((n) => n.startsWith('files/output/'))).toBe(true);

    // nothing of the other customer, and not the translator's side of the job
    const everything = [...entries.values()].map((b) => b.toString('latin1')).join('\n');
    const text = Buffer.from(everything, 'latin1').toString('utf8');
    expect(text).not.toContain('BBB-marker');
    expect(text).not.toContain(customerB.email);
    expect(text).not.toContain('Tercuman');
    expect(text).not.toContain('700.00');
  });

  it("holds the translator's offers, assigned work, ratings and payouts, without the customers' data", async () => {
    const ready = await preparedExport(app, translator);
    const entries = await unzip((await download(app, ready.url)).bytes);
    const data = JSON.parse((entries.get('account.json') as Buffer).toString('utf8'));
    expect(data.account.role).toBe('translator');
    expect(data.offers).toHaveLength(2);
    expect(data.assigned_jobs).toHaveLength(2);
    expect(data.assigned_jobs[0]).toEqual(expect.objectContaining({ price: '700.00' }));
    expect(data.ratings).toHaveLength(2);
    expect(data.payouts).toEqual([expect.objectContaining({ reference: 'EFT-TERCUMAN-1', amount: '1400.00' })]);
    const text = [...entries.values()].map((b) => b.toString('utf8')).join('\n');
    expect(text).not.toContain(customerA.email);
    expect(text).not.toContain('Açıklama AAA-marker');
    expect(text).not.toContain('Soru AAA-marker');
    expect([...entries.keys()].some((n) => n.startsWith('files/documents/'))).toBe(false);
  });

  it('mails the owner in their language when the export is ready, with a link to the signed-in download', async () => {
    const english = await createUser(app, 'user');
    await app.db('users').where({ id: english.id }).update({ locale: 'en' });
    await preparedExport(app, english);
    const mails = await queuedMailsTo(app, english.email);
    expect(mails).toEqual([
      expect.objectContaining({ subject: expect.stringMatching(/^Your data is ready to download/) }),
    ]);
    expect(mails[0]?.text).toContain(`${app.url}/settings?tab=kisisel-veriler`);
    expect(mails[0]?.text).not.toContain('sig=');
  });

  it('makes one export at a time: a second request while one is being prepared is refused', async () => {
    const user = await createUser(app, 'user');
    await app.db('data_exports').insert({ user_id: user.id, status: 'preparing' });
    const second = await api(app, 'POST', '/settings/data-exports', { token: user.token });
    expect(second.status).toBe(409);
    expect(second.body.code).toBe('dataExportPending');
  });

  it('refuses the download to anyone else, to a forged link and to an anonymous caller', async () => {
    const ready = await preparedExport(app, customerB);
    const path = `/api/settings/data-exports/${ready.id}/download`;
    expect((await download(app, path, customerB.token)).status).toBe(200);
    expect((await download(app, path, customerA.token)).status).toBe(404);
    expect((await download(app, path, translator.token)).status).toBe(404);
    expect((await download(app, path, admin.token)).status).toBe(404);
    expect((await download(app, path)).status).toBe(401);
    // B's signature does not open A's export, nor a changed one B's
    const [, query] = ready.url.split('?');
    const other = await preparedExport(app, customerA);
    expect((await download(app, `/api/settings/data-exports/${other.id}/download?${query}`)).status).toBe(401);
    expect((await download(app, `${ready.url.slice(0, -3)}abc`)).status).toBe(401);
  });

  it('answers 410 once the export is past its time, and the hourly task then deletes its file', async () => {
    const user = await createUser(app, 'user');
    const ready = await preparedExport(app, user);
    const row = await app.db('data_exports').where({ id: ready.id }).first();
    await app
      .db('data_exports')
      .where({ id: ready.id })
      .update({ expires_at: new Date(Date.now() - 1000) });
    expect((await download(app, ready.url)).status).toBe(410);
    expect((await download(app, `/api/settings/data-exports/${ready.id}/download`, user.token)).status).toBe(410);
    const listed = await api(app, 'GET', '/settings/data-exports', { token: user.token });
    expect(listed.body[0]).toEqual(expect.objectContaining({ id: ready.id, status: 'expired', url: null }));

    expect(await purgeExpiredExports(app.deps)).toBeGreaterThanOrEqual(1);
    expect(await app.deps.storage.open('exports', row.file_name)).toBeNull();
    expect(await app.db('data_exports').where({ id: ready.id }).first()).toEqual(
      expect.objectContaining({ status: 'expired', file_name: null }),
    );
    expect((await download(app, `/api/settings/data-exports/${ready.id}/download`, user.token)).status).toBe(410);
  });

  it('keeps the export encrypted at rest like every private file', async () => {
    const user = await createUser(app, 'user');
    const ready = await preparedExport(app, user);
    const row = await app.db('data_exports').where({ id: ready.id }).first();
    const { readFileSync } = await import('node:fs');
    const onDisk = readFileSync(`${app.dataDir}/files/private/exports/${row.file_name}`);
    expect(onDisk.subarray(0, 2).toString('latin1')).not.toBe('PK');
    expect((await download(app, ready.url)).bytes.subarray(0, 2).toString('latin1')).toBe('PK');
  });
});
