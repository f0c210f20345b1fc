import { startTestApp, type TestApp } from '../../testing/test-app';
import { startSmtpInbox } from '../../testing/smtp-inbox';
import { api, createUser, type FixtureUser } from '../../testing/fixtures';
import { readable } from '../auth/test-helpers';
import { applicationForm, pdfBytes, pngBytes, uniqueEmail } from './test-helpers';

let app: TestApp;
let inbox: Awaited<ReturnType<typeof startSmtpInbox>>;
let admin: FixtureUser;
beforeAll(async () => {
  inbox = await startSmtpInbox();
  app = await startTestApp({ SMTP_URL: inbox.url });
  admin = await createUser(app, 'admin');
});
afterAll(async () => {
  await app.stop();
  await inbox.stop();
});

async function apply(
  overrides: Record<string, string> = {},
  lang: 'tr' | 'en' = 'tr',
): Promise<{ id: number; email: string }> {
  const email = uniqueEmail();
  const res = await api(app, 'POST', '/apply', {
    lang,
    form: applicationForm(
      { email, ...overrides },
      {
        certificates: [
          { name: 'sertifika.png', bytes: pngBytes },
          { name: 'diploma.pdf', bytes: pdfBytes },
        ],
      },
    ),
  });
  expect(res.status).toBe(201);
  const { id } = await app.db('users').where({ email }).first('id');
  return { id, email };
}

async function insertJob(values: Record<string, unknown>): Promise<number> {
  const [row] = await app
    .db('jobs')
    .insert({
      file_name: '1-belge.pdf',
      file_mime: 'application/pdf',
      file_size: 10,
      description: 'Çeviri',
      source_lang: 'İngilizce',
      target_lang: 'Türkçe',
      translation_type: 'official',
      specialization: 'general',
      delivery_date: '2030-01-01',
      ...values,
    })
    .returning('id');
  return row.id;
}

const pendingKeys = [
  'id',
  'name',
  'surname',
  'email',
  'email_verified',
  'phone',
  'languages',
  'experience',
  'education_level',
  'university_name',
  'university_department',
  'description',
  'cv_file',
  'cv_url',
  'certificates',
  'created_at',
].sort();

describe('admin translator lists', () => {
  it('lists pending applicants with every field, signed CV and certificate links that download', async () => {
    const applicant = await apply();
    const res = await api(app, 'GET', '/admin/translators/pending?pageSize=100', { token: admin.token });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ page: 1, pageSize: 100 });
    const item = res.body.items.find((i: { id: number }) => i.id === applicant.id);
    expect(Object.keys(item).sort()).toEqual(pendingKeys);
    expect(item).toMatchObject({
      email: applicant.email,
      name: 'Ayşe',
      surname: 'Kaya',
      phone: '+905321234567',
      languages: ['İngilizce', 'Almanca'],
      education_level: 'lisans',
      university_name: 'Boğaziçi Üniversitesi',
      university_department: 'Çeviribilim',
      experience: '6 yıl hukuki çeviri',
    });
    expect(item.cv_url).toMatch(/^\/api\/download\/cv\/\d+-cv\.pdf\?exp=\d+&sig=/);
    expect(item.certificates).toHaveLength(2);
    // Multipart parsing finishes files in no fixed order, so find the certificate by name.
    const png = item.certificates.find((c: { file_name: string }) => c.file_name.endsWith('-sertifika.png'));
    expect(png).toEqual({
      id: expect.any(Number),
      file_name: expect.stringMatching(/^\d+-sertifika\.png$/),
      file_path: expect.stringMatching(/^\/api\/download\/certificates\//),
      uploaded_at: expect.any(String),
    });

    const cv = await fetch(`${app.url}${item.cv_url}`);
    expect(cv.status).toBe(200);
    expect(Buffer.from(await cv.arrayBuffer()).equals(pdfBytes)).toBe(true);
    const certificate = await fetch(`${app.url}${png.file_path}`);
    expect(certificate.status).toBe(200);
    expect(Buffer.from(await certificate.arrayBuffer()).equals(pngBytes)).toBe(true);
  });

  it('refuses the lists to customers and translators (403) and to anonymous callers (401)', async () => {
    const customer = await createUser(app, 'user');
    const translator = await createUser(app, 'translator');
    expect((await api(app, 'GET', '/admin/translators/pending', { token: customer.token })).status).toBe(403);
    expect((await api(app, 'GET', '/admin/translators/approved', { token: translator.token })).status).toBe(403);
    expect((await api(app, 'GET', '/admin/translators/pending')).status).toBe(401);
  });

  it('lists approved translators with is_featured, avatar, jobs count, certificate names and files', async () => {
    const applicant = await apply();
    expect((await api(app, 'PUT', `/admin/translator/${applicant.id}/approve`, { token: admin.token })).status).toBe(
      200,
    );
    await insertJob({ status: 'completed', assigned_translator_id: applicant.id });
    await insertJob({ status: 'in_progress', assigned_translator_id: applicant.id });
    const res = await api(app, 'GET', '/admin/translators/approved?pageSize=100', { token: admin.token });
    const item = res.body.items.find((i: { id: number }) => i.id === applicant.id);
    expect(Object.keys(item).sort()).toEqual(
      [...pendingKeys, 'is_featured', 'avatar', 'jobs', 'certificate_files', 'record'].sort(),
    );
    expect(item).toMatchObject({ is_featured: 0, avatar: null, jobs: 2 });
    expect(item.certificates.split(', ').sort()).toEqual(['diploma.pdf', 'sertifika.png']);
    expect(item.certificate_files).toHaveLength(2);
    const pending = await api(app, 'GET', '/admin/translators/pending?pageSize=100', { token: admin.token });
    expect(pending.body.items.some((i: { id: number }) => i.id === applicant.id)).toBe(false);
  });

  it('validates paging: pageSize above 100 answers 400', async () => {
    expect((await api(app, 'GET', '/admin/translators/approved?pageSize=101', { token: admin.token })).status).toBe(
      400,
    );
  });
});

describe('a pending applicant’s e-mail verification', () => {
  it('lists whether each pending applicant has verified their e-mail address', async () => {
    const applicant = await apply();
    const listed = async () =>
      (await api(app, 'GET', '/admin/translators/pending?pageSize=100', { token: admin.token })).body.items.find(
        (i: { id: number }) => i.id === applicant.id,
      );
    expect((await listed()).email_verified).toBe(false);
    await app.db('users').where({ id: applicant.id }).update({ email_verified_at: app.db.fn.now() });
    expect((await listed()).email_verified).toBe(true);
  });
});

describe('approve and reject', () => {
  it('approves a pending applicant, mails them a link to the translator panel (not /login), and lets them sign in once verified', async () => {
    const applicant = await apply();
    const res = await api(app, 'PUT', `/admin/translator/${applicant.id}/approve`, { token: admin.token });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Tercüman başvurusu onaylandı.');
    expect((await app.db('translator_profiles').where({ user_id: applicant.id }).first()).status).toBe('approved');
    const mail = await inbox.waitFor(applicant.email, 2); // 1: verification, 2: decision
    expect(readable(mail)).toContain('Tercüman başvurunuz onaylandı');
    expect(readable(mail)).toContain(`Tercüman paneline git:\r\n${app.url}/panel/translator\r\n`);
    expect(readable(mail)).not.toContain(`${app.url}/login`);

    await app.db('users').where({ id: applicant.id }).update({ email_verified_at: app.db.fn.now() });
    const login = await api(app, 'POST', '/auth/login', {
      body: { email: applicant.email, password: 'Guclu-Sifre-1' },
    });
    expect(login.status).toBe(200);
  });

  it('writes the decision in the language the applicant applied in', async () => {
    const applicant = await apply({}, 'en');
    expect((await api(app, 'PUT', `/admin/translator/${applicant.id}/approve`, { token: admin.token })).status).toBe(
      200,
    );
    const mail = await inbox.waitFor(applicant.email, 2);
    expect(readable(mail)).toContain('Your translator application has been approved.');
    expect(readable(mail)).toContain('Hello Ayşe');
    expect(readable(mail)).toContain(`Go to the translator panel:\r\n${app.url}/panel/translator\r\n`);
  });

  it('rejects a pending applicant and mails them', async () => {
    const applicant = await apply();
    const res = await api(app, 'PUT', `/admin/translator/${applicant.id}/reject`, { token: admin.token });
    expect(res.status).toBe(200);
    expect((await app.db('translator_profiles').where({ user_id: applicant.id }).first()).status).toBe('rejected');
    const mail = await inbox.waitFor(applicant.email, 2);
    expect(readable(mail)).toContain('ne yazık ki bu aşamada onaylanamadı');
  });

  it('answers 409 when the application is no longer pending', async () => {
    const applicant = await apply();
    await api(app, 'PUT', `/admin/translator/${applicant.id}/reject`, { token: admin.token });
    const again = await api(app, 'PUT', `/admin/translator/${applicant.id}/approve`, { token: admin.token });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('Bu başvuru zaten değerlendirilmiş.');
  });

  it('answers 404 for an id that is not a translator, and 400 for a malformed id', async () => {
    const customer = await createUser(app, 'user');
    expect((await api(app, 'PUT', `/admin/translator/${customer.id}/approve`, { token: admin.token })).status).toBe(
      404,
    );
    expect((await api(app, 'PUT', '/admin/translator/999999/reject', { token: admin.token })).status).toBe(404);
    expect((await api(app, 'PUT', '/admin/translator/abc/reject', { token: admin.token })).status).toBe(400);
  });
});

describe('DELETE /admin/translator/:id', () => {
  it('revokes the translator’s token at once, frees the e-mail and returns active jobs to waiting with an audit row', async () => {
    const translator = await createUser(app, 'translator');
    expect((await api(app, 'GET', '/settings/profile', { token: translator.token })).status).toBe(200);
    const customer = await createUser(app, 'user');
    const inProgress = await insertJob({
      user_id: customer.id,
      status: 'in_progress',
      assigned_translator_id: translator.id,
      admin_price: '500.00',
      translator_price: '300.00',
      is_paid: true,
      paid_at: new Date(),
    });
    const awaitingPayment = await insertJob({
      user_id: customer.id,
      status: 'waiting_payment',
      assigned_translator_id: translator.id,
      admin_price: '200.00',
      translator_price: '100.00',
    });
    const completed = await insertJob({
      user_id: customer.id,
      status: 'completed',
      assigned_translator_id: translator.id,
      admin_price: '50.00',
      translator_price: '30.00',
      is_paid: true,
    });
    const open = await insertJob({ user_id: customer.id, status: 'waiting' });
    await app
      .db('offers')
      .insert({ job_id: open, translator_id: translator.id, price: '10.00', delivery_date: '2030-01-01' });

    const res = await api(app, 'DELETE', `/admin/translator/${translator.id}`, { token: admin.token });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Tercüman silindi.');

    const after = await api(app, 'GET', '/settings/profile', { token: translator.token });
    expect(after.status).toBe(401);
    const user = await app.db('users').where({ id: translator.id }).first();
    expect(user.deleted_at).not.toBeNull();
    expect(user.email).toBe(`deleted-${translator.id}@deleted.invalid`);

    const jobs = await app.db('jobs').whereIn('id', [inProgress, awaitingPayment, completed]).orderBy('id');
    expect(jobs.map((j) => [j.status, j.assigned_translator_id, j.is_paid])).toEqual([
      ['waiting', null, true],
      ['waiting', null, false],
      ['completed', translator.id, true],
    ]);
    expect(Number(jobs[0].admin_price)).toBe(500);
    const audit = await app.db('job_audit').whereIn('job_id', [inProgress, awaitingPayment]).orderBy('job_id');
    expect(audit.map((a) => [a.actor_id, a.from_status, a.to_status])).toEqual([
      [admin.id, 'in_progress', 'waiting'],
      [admin.id, 'waiting_payment', 'waiting'],
    ]);
    expect(await app.db('offers').where({ translator_id: translator.id })).toEqual([]);

    // the address can apply again
    const again = await api(app, 'POST', '/apply', { form: applicationForm({ email: translator.email }) });
    expect(again.status).toBe(201);
  });

  it('answers 404 for an already deleted translator', async () => {
    const translator = await createUser(app, 'translator');
    await api(app, 'DELETE', `/admin/translator/${translator.id}`, { token: admin.token });
    expect((await api(app, 'DELETE', `/admin/translator/${translator.id}`, { token: admin.token })).status).toBe(404);
  });
});

describe('GET /admin/translator/:id/jobs', () => {
  it('lists the jobs assigned to the translator with code, status, dates and prices', async () => {
    const translator = await createUser(app, 'translator');
    const other = await createUser(app, 'translator');
    const job = await insertJob({
      status: 'in_progress',
      assigned_translator_id: translator.id,
      admin_price: '1234.56',
      translator_price: '99.99',
      delivery_date: '2030-02-03',
    });
    await insertJob({ status: 'in_progress', assigned_translator_id: other.id });
    const res = await api(app, 'GET', `/admin/translator/${translator.id}/jobs`, { token: admin.token });
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(1);
    expect(res.body.items).toEqual([
      {
        id: job,
        code: `JOB-${String(job).padStart(6, '0')}`,
        status: 'in_progress',
        source_lang: 'İngilizce',
        target_lang: 'Türkçe',
        delivery_date: '2030-02-03',
        admin_price: 1234.56,
        translator_price: 99.99,
        is_paid: false,
        created_at: expect.any(String),
      },
    ]);
  });

  it('answers 404 for someone who is not a translator', async () => {
    const customer = await createUser(app, 'user');
    expect((await api(app, 'GET', `/admin/translator/${customer.id}/jobs`, { token: admin.token })).status).toBe(404);
  });
});
