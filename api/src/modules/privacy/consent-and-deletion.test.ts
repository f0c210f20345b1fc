import { startTestApp, type TestApp } from '../../testing/test-app';
import { api, createUser, fixturePassword, type FixtureUser } from '../../testing/fixtures';
import { queuedMailsTo } from '../../testing/queued-mails';
import { validRegistration } from '../auth/test-helpers';
import { pdfBytes, putJobInState, uploadJob } from '../jobs/job-test-helpers';
import { storeFile } from './privacy-test-helpers';

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

/** A session for an account made through the sign-up call (its e-mail is not verified; the token does not ask). */
async function signUp(fields: Record<string, unknown>): Promise<FixtureUser> {
  const registration = validRegistration(fields);
  const res = await api(app, 'POST', '/auth/register', { body: registration });
  if (res.status !== 201) throw new Error(`register: ${res.status} ${JSON.stringify(res.body)}`);
  const row = await app
    .db('users')
    .where({ email: String(registration.email).toLowerCase() })
    .first();
  const token = app.deps.tokens.sign({ sub: row.id, role: 'user', tv: row.token_version });
  return { id: row.id, email: row.email, password: String(registration.password), role: 'user', token };
}

describe('consent to the privacy notice', () => {
  it('records the version consented to at sign-up, with the time and address', async () => {
    const user = await signUp({});
    const rows = await app.db('privacy_consents').where({ user_id: user.id });
    expect(rows).toEqual([
      expect.objectContaining({
        notice_version: 1,
        given: true,
        source: 'signup',
        ip: expect.stringMatching(/127\.0\.0\.1/),
      }),
    ]);
    const status = await api(app, 'GET', '/settings/privacy-consent', { token: user.token });
    expect(status.body).toEqual(
      expect.objectContaining({ current_version: 1, consented_version: 1, needs_consent: false }),
    );
  });

  it('records "not given" when the sign-up sends only the spec\'s fields, and asks that account to consent', async () => {
    const { terms: _terms, privacy: _privacy, hp: _hp, ...specOnly } = validRegistration();
    const res = await api(app, 'POST', '/auth/register', { body: specOnly });
    expect(res.status).toBe(201);
    const row = await app
      .db('users')
      .where({ email: String(specOnly.email).toLowerCase() })
      .first();
    expect(await app.db('privacy_consents').where({ user_id: row.id })).toEqual([
      expect.objectContaining({ notice_version: null, given: false, source: 'signup' }),
    ]);
    const token = app.deps.tokens.sign({ sub: row.id, role: 'user', tv: row.token_version });
    expect((await api(app, 'GET', '/settings/privacy-consent', { token })).body.needs_consent).toBe(true);
  });

  it('asks every signed-in user to consent again when the office publishes a new version, and records it', async () => {
    const user = await signUp({});
    const notice = await api(app, 'GET', '/admin/privacy-notice', { token: admin.token });
    const published = await api(app, 'POST', '/admin/privacy-notice', {
      token: admin.token,
      body: {
        content_tr: `${notice.body.content_tr}\n\n8. YENİ BÖLÜM`,
        content_en: `${notice.body.content_en}\n\n8. NEW SECTION`,
      },
    });
    expect(published.status).toBe(201);
    const version = published.body.notice.version as number;
    expect(version).toBeGreaterThan(1);
    expect(published.body.notice.versions[0]).toEqual(expect.objectContaining({ version }));

    const en = await api(app, 'GET', '/public/privacy-notice?lang=en');
    expect(en.body).toEqual(expect.objectContaining({ version, content: expect.stringContaining('8. NEW SECTION') }));
    const tr = await api(app, 'GET', '/public/privacy-notice', { lang: 'tr' });
    expect(tr.body.content).toContain('8. YENİ BÖLÜM');

    const asked = await api(app, 'GET', '/settings/privacy-consent', { token: user.token });
    expect(asked.body).toEqual(
      expect.objectContaining({ current_version: version, consented_version: 1, needs_consent: true }),
    );

    const stale = await api(app, 'POST', '/settings/privacy-consent', { token: user.token, body: { version: 1 } });
    expect(stale.status).toBe(409);
    expect(stale.body).toEqual(
      expect.objectContaining({
        code: 'noticeVersionOutdated',
        fields: { version: expect.stringMatching(/güncellendi/) },
      }),
    );

    const given = await api(app, 'POST', '/settings/privacy-consent', {
      token: user.token,
      body: { version },
      lang: 'en',
    });
    expect(given.status).toBe(200);
    expect(given.body.message).toBe('Your consent has been recorded.');
    expect(given.body.consent).toEqual(expect.objectContaining({ consented_version: version, needs_consent: false }));
    expect(given.body.consent.history.map((h: { version: number; source: string }) => [h.version, h.source])).toEqual([
      [version, 'renewal'],
      [1, 'signup'],
    ]);
    const rows = await app.db('privacy_consents').where({ user_id: user.id, notice_version: version });
    expect(rows).toEqual([expect.objectContaining({ given: true, ip: expect.stringMatching(/127\.0\.0\.1/) })]);
  });

  it('refuses an empty notice and a notice published by anyone but the office', async () => {
    const customer = await createUser(app, 'user');
    const empty = await api(app, 'POST', '/admin/privacy-notice', {
      token: admin.token,
      body: { content_tr: ' ', content_en: 'x' },
    });
    expect(empty.status).toBe(400);
    expect(empty.body.fields).toEqual({ content_tr: 'Bu alan zorunludur.' });
    const body = { content_tr: 'metin', content_en: 'text' };
    expect((await api(app, 'POST', '/admin/privacy-notice', { token: customer.token, body })).status).toBe(403);
    expect(
      (await api(app, 'POST', '/settings/privacy-consent', { token: customer.token, body: { version: 'x' } })).status,
    ).toBe(400);
  });
});

describe('deleting an account', () => {
  it("removes the customer's documents, previews, deliveries and queued mails, anonymises their messages and keeps the payment records", async () => {
    const customer = await createUser(app, 'user', { name: 'Silinecek' });
    const done = await uploadJob(app, customer);
    const waiting = await uploadJob(app, customer);
    const translator = await createUser(app, 'translator');
    await putJobInState(app, done.id, 'completed', {
      assigned_translator_id: translator.id,
      admin_price: '900.00',
      is_paid: true,
      paid_at: new Date(),
    });
    const preview = await storeFile(app, 'previews', `job-${done.id}.png`, pdfBytes('preview'));
    await app.db('job_previews').where({ job_id: done.id }).delete();
    await app.db('job_previews').insert({ job_id: done.id, image_file: preview });
    const output = await storeFile(app, 'output', 'ceviri.pdf', pdfBytes('ceviri'));
    await app.db('job_output_files').insert({ job_id: done.id, file_name: output, mime: 'application/pdf', size: 10 });
    const receipt = await storeFile(app, 'attachments', 'dekont.pdf', pdfBytes('dekont'));
    const note = await storeFile(app, 'attachments', 'ek.pdf', pdfBytes('ek'));
    await app.db('job_attachments').insert([
      {
        job_id: done.id,
        kind: 'receipt',
        file_name: receipt,
        mime: 'application/pdf',
        size: 10,
        uploaded_by: customer.id,
      },
      {
        job_id: done.id,
        kind: 'message',
        file_name: note,
        mime: 'application/pdf',
        size: 10,
        uploaded_by: customer.id,
      },
    ]);
    await app
      .db('job_messages')
      .insert({ job_id: done.id, author_id: customer.id, author_side: 'customer', body: 'Merhaba' });
    await app.db('card_payments').insert({
      job_id: done.id,
      user_id: customer.id,
      conversation_id: `conv-del-${done.id}`,
      price: '900.00',
      currency: 'TRY',
      status: 'paid',
    });
    await app.db('receipts').insert({
      job_id: done.id,
      year: 2026,
      number: 900_000 + done.id,
      method: 'card',
      total: '900.00',
      vat: '150.00',
      vat_rate: 20,
      content: JSON.stringify({ customer: 'Silinecek Test' }),
    });
    await app.db('billing_details').insert({
      user_id: customer.id,
      kind: 'person',
      full_name: 'Silinecek Test',
      tckn: '10000000146',
      address: 'Adres',
    });
    await app
      .db('privacy_consents')
      .insert({ user_id: customer.id, notice_version: 1, given: true, source: 'signup', ip: '10.9.9.9' });
    // a mail waiting in the queue for them: due in an hour, set in its own transaction so no worker takes it first
    await app.db.transaction(async (trx) => {
      await app.deps.queue.add(trx, 'mail', { to: customer.email, subject: 'Hatırlatma', text: 'x', html: 'x' });
      await trx('pgboss.job')
        .where({ name: 'mail' })
        .whereRaw("data->>'to' = ?", [customer.email])
        .update({ start_after: new Date(Date.now() + 3_600_000) });
    });
    expect(await queuedMailsTo(app, customer.email)).not.toHaveLength(0);
    const documentName = (await app.db('jobs').where({ id: done.id }).first()).file_name;
    // a sign-in session with its address and browser, then a two-step secret and a recovery code
    const signedIn = await api(app, 'POST', '/auth/login', {
      body: { email: customer.email, password: fixturePassword },
    });
    expect(signedIn.status).toBe(200);
    expect(await app.db('account_sessions').where({ user_id: customer.id })).not.toHaveLength(0);
    await app.db('account_two_step').insert({ user_id: customer.id, secret_sealed: 'sealed', enabled_at: new Date() });
    await app.db('account_recovery_codes').insert({ user_id: customer.id, code_hash: 'a'.repeat(64) });

    const res = await api(app, 'DELETE', '/settings/account', { token: customer.token });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Hesabınız silindi.');
    expect(res.body.kept.map((k: { key: string }) => k.key)).toEqual(['payments', 'jobs', 'consents']);
    expect(res.body.kept[0].text).toMatch(/Vergi Usul Kanunu/);

    // gone: queued mails, files, previews, deliveries, billing details, the consents' address, two-step, sessions
    expect(await queuedMailsTo(app, customer.email)).toEqual([]);
    expect(await app.deps.storage.open('documents', documentName)).toBeNull();
    expect(await app.deps.storage.open('previews', preview)).toBeNull();
    expect(await app.deps.storage.open('output', output)).toBeNull();
    expect(await app.deps.storage.open('attachments', note)).toBeNull();
    expect(await app.db('job_previews').where({ job_id: done.id })).toEqual([]);
    expect(await app.db('job_output_files').where({ job_id: done.id })).toEqual([]);
    expect(await app.db('billing_details').where({ user_id: customer.id })).toEqual([]);
    expect(await app.db('account_two_step').where({ user_id: customer.id })).toEqual([]);
    expect(await app.db('account_recovery_codes').where({ user_id: customer.id })).toEqual([]);
    expect(await app.db('account_sessions').where({ user_id: customer.id })).toEqual([]);
    const consents = await app.db('privacy_consents').where({ user_id: customer.id });
    expect(consents).toContainEqual(expect.objectContaining({ notice_version: 1, given: true }));
    expect(consents.map((c) => c.ip)).toEqual(consents.map(() => null));
    const job = await app.db('jobs').where({ id: done.id }).first();
    expect(job).toEqual(
      expect.objectContaining({ description: '', admin_price: '900.00', is_paid: true, user_id: customer.id }),
    );
    expect(job.file_name).not.toBe(documentName);
    expect((await app.db('jobs').where({ id: waiting.id }).first()).status).toBe('cancelled');

    // kept: the payment records and the uploaded payment receipt
    expect(await app.db('card_payments').where({ user_id: customer.id })).toHaveLength(1);
    expect(await app.db('receipts').where({ job_id: done.id })).toHaveLength(1);
    expect(await app.deps.storage.open('attachments', receipt)).not.toBeNull();

    // the thread still reads, under no name
    const thread = await api(app, 'GET', `/admin/jobs/${done.id}/messages`, { token: admin.token });
    expect(thread.status).toBe(200);
    expect(thread.body.messages ?? thread.body).toEqual(
      expect.arrayContaining([expect.objectContaining({ body: 'Merhaba', author_name: 'Silinmiş Kullanıcı' })]),
    );
    expect(JSON.stringify(thread.body)).not.toContain('Silinecek');
  });

  it('keeps answering the spec call with only its message for a translator and an admin', async () => {
    const translator = await createUser(app, 'translator');
    const res = await api(app, 'DELETE', '/settings/account', { token: translator.token, lang: 'en' });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Your account has been deleted.');
    const otherAdmin = await createUser(app, 'admin');
    expect((await api(app, 'DELETE', '/settings/account', { token: otherAdmin.token })).status).toBe(200);
  });
});
