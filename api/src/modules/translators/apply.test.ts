import path from 'node:path';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { startSmtpInbox } from '../../testing/smtp-inbox';
import { api } from '../../testing/fixtures';
import { linkIn, readable } from '../auth/test-helpers';
import { applicationForm, exeBytes, pdfBytes, pngBytes, storedFiles, uniqueEmail } from './test-helpers';

let app: TestApp;
let inbox: Awaited<ReturnType<typeof startSmtpInbox>>;
beforeAll(async () => {
  inbox = await startSmtpInbox();
  app = await startTestApp({ SMTP_URL: inbox.url });
});
afterAll(async () => {
  await app.stop();
  await inbox.stop();
});

const filesDir = () => path.join(app.dataDir, 'files');
const userCount = async (email: string) =>
  Number((await app.db('users').whereRaw('lower(email) = ?', [email]).count({ n: '*' }).first())?.n);

describe('POST /api/apply', () => {
  it('creates a pending translator with its CV and certificates and answers 201 with the spec text', async () => {
    const email = uniqueEmail();
    const form = applicationForm(
      { email },
      {
        certificates: [
          { name: 'sertifika.png', bytes: pngBytes },
          { name: 'diploma.pdf', bytes: pdfBytes },
        ],
      },
    );
    const res = await api(app, 'POST', '/apply', { form });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ message: 'Başvurunuz başarıyla alındı.' });

    const user = await app.db('users').where({ email }).first();
    expect(user).toMatchObject({
      role: 'translator',
      name: 'Ayşe',
      surname: 'Kaya',
      phone: '+905321234567',
      languages: 'İngilizce, Almanca',
      email_verified_at: null,
    });
    const profile = await app.db('translator_profiles').where({ user_id: user.id }).first();
    expect(profile).toMatchObject({
      status: 'pending',
      education_level: 'lisans',
      university_name: 'Boğaziçi Üniversitesi',
      university_department: 'Çeviribilim',
      is_featured: false,
    });
    expect(profile.cv_file).toMatch(/^\d+-cv\.pdf$/);
    const certificates = await app.db('certificates').where({ user_id: user.id }).orderBy('id');
    // the multipart parser may hand over repeated files in any order: their order is not part of the contract
    expect(certificates).toHaveLength(2);
    const png = certificates.find((c) => /^\d+-sertifika\.png$/.test(c.file_name));
    const pdf = certificates.find((c) => /^\d+-diploma\.pdf$/.test(c.file_name));
    expect(png?.mime).toBe('image/png');
    expect(pdf?.mime).toBe('application/pdf');
    const stored = storedFiles(filesDir()).map((f) => path.basename(f));
    expect(stored).toEqual(expect.arrayContaining([profile.cv_file, ...certificates.map((c) => c.file_name)]));
    expect(storedFiles(path.join(filesDir(), 'public'))).toEqual([]);
  });

  it('mails the applicant a verification link that verifies the address, and tells every admin', async () => {
    const email = uniqueEmail();
    const res = await api(app, 'POST', '/apply', {
      form: applicationForm({ email, name: 'Mehmet', surname: 'Demir' }),
    });
    expect(res.status).toBe(201);

    const link = linkIn(await inbox.waitFor(email), 'verify-email');
    expect(link.url.startsWith(`${app.url}/verify-email?token=`)).toBe(true);
    expect(link.email).toBe(email);
    const verified = await api(app, 'POST', '/auth/verify-email', { body: { token: link.token } });
    expect(verified.status).toBe(200);
    expect((await app.db('users').where({ email }).first()).email_verified_at).not.toBeNull();

    const adminMail = await waitForAdminMailAbout(email);
    expect(readable(adminMail)).toContain('Mehmet Demir');
  });

  it('greets the admin by the seeded name and links their mail to the pending applicants, not the dashboard', async () => {
    const email = uniqueEmail();
    expect((await api(app, 'POST', '/apply', { form: applicationForm({ email }) })).status).toBe(201);
    const text = readable(await waitForAdminMailAbout(email)).replace(/\r\n/g, '\n');
    expect(text).toContain('\nMerhaba Yönetici,\n');
    expect(text).toContain(`Başvuruyu incele:\n${app.url}/panel/admin/tercumanlar?status=pending\n`);
  });

  it('keeps the university fields only for lisans', async () => {
    const email = uniqueEmail();
    const res = await api(app, 'POST', '/apply', { form: applicationForm({ email, education_level: 'lise' }) });
    expect(res.status).toBe(201);
    const user = await app.db('users').where({ email }).first('id');
    expect(
      await app.db('translator_profiles').where({ user_id: user.id }).first('university_name', 'university_department'),
    ).toEqual({
      university_name: null,
      university_department: null,
    });
  });

  it('accepts an application without phone, CV or certificates', async () => {
    const email = uniqueEmail();
    const res = await api(app, 'POST', '/apply', {
      form: applicationForm({ email, phone: '' }, { cv: null, certificates: [] }),
    });
    expect(res.status).toBe(201);
    expect(await app.db('users').where({ email }).first('phone')).toEqual({ phone: null });
  });

  it('records consent to the privacy notice in force with the application, with the time and address', async () => {
    const email = uniqueEmail();
    const res = await api(app, 'POST', '/apply', { form: applicationForm({ email, privacy_consent: 'true' }) });
    expect(res.status).toBe(201);
    const user = await app.db('users').where({ email }).first('id');
    const [notice] = await app.db('privacy_notices').max('version as version');
    expect(await app.db('privacy_consents').where({ user_id: user.id })).toEqual([
      expect.objectContaining({
        notice_version: notice?.version,
        given: true,
        source: 'signup',
        ip: expect.stringMatching(/127\.0\.0\.1/),
        created_at: expect.any(Date),
      }),
    ]);
  });

  it('records "not given" for an application with only the spec\'s fields, and refuses a declined box', async () => {
    const email = uniqueEmail();
    expect((await api(app, 'POST', '/apply', { form: applicationForm({ email }) })).status).toBe(201);
    const user = await app.db('users').where({ email }).first('id');
    expect(await app.db('privacy_consents').where({ user_id: user.id })).toEqual([
      expect.objectContaining({ notice_version: null, given: false, source: 'signup' }),
    ]);

    const declined = uniqueEmail();
    const res = await api(app, 'POST', '/apply', {
      form: applicationForm({ email: declined, privacy_consent: 'false' }),
      lang: 'en',
    });
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({ privacy_consent: 'Your consent is required to continue.' });
    expect(await userCount(declined)).toBe(0);
  });

  it('answers 400 with "Lütfen tüm alanları doldurun." and a field message for each missing required field', async () => {
    const res = await api(app, 'POST', '/apply', {
      form: applicationForm({
        name: undefined,
        surname: '',
        email: undefined,
        password: undefined,
        education_level: undefined,
      }),
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Lütfen tüm alanları doldurun.');
    expect(res.body.fields).toEqual({
      name: 'Bu alan zorunludur.',
      surname: 'Bu alan zorunludur.',
      email: 'Bu alan zorunludur.',
      password: 'Bu alan zorunludur.',
      education_level: 'Bu alan zorunludur.',
    });
  });

  it('answers the spec messages for a bad e-mail, a weak password, a bad phone and an unknown education level', async () => {
    const res = await api(app, 'POST', '/apply', {
      form: applicationForm({
        email: 'ayse kaya@example',
        password: 'zayif',
        phone: '12345',
        education_level: 'doktora',
      }),
    });
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({
      email: 'Geçerli bir e-posta giriniz.',
      password: 'Şifreniz en az 8 karakter, büyük/küçük harf, sayı ve sembol içermelidir.',
      phone: 'Geçerli bir telefon numarası giriniz.',
      education_level: 'Geçersiz değer.',
    });
    const en = await api(app, 'POST', '/apply', { lang: 'en', form: applicationForm({ email: 'nope' }) });
    expect(en.body.fields).toEqual({ email: 'Please enter a valid email address.' });
  });

  it('refuses more than 20 languages', async () => {
    const languages = Array.from({ length: 21 }, (_, i) => `Dil${i}`).join(', ');
    const res = await api(app, 'POST', '/apply', { form: applicationForm({ languages }) });
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({ languages: 'En fazla 20 dil girebilirsiniz.' });
  });

  it('answers 415 for an executable renamed cv.pdf and keeps no user row and no file', async () => {
    const email = uniqueEmail();
    const before = storedFiles(filesDir()).length;
    const res = await api(app, 'POST', '/apply', {
      form: applicationForm({ email }, { cv: { name: 'cv.pdf', bytes: exeBytes } }),
    });
    expect(res.status).toBe(415);
    expect(res.body).toMatchObject({
      code: 'unsupportedFileType',
      fields: { cv_file: 'Bu dosya türü desteklenmiyor.' },
    });
    expect(await userCount(email)).toBe(0);
    expect(storedFiles(filesDir()).length).toBe(before);
  });

  it('answers 415 for a certificate of a refused type even when the CV is fine, and stores nothing', async () => {
    const email = uniqueEmail();
    const before = storedFiles(filesDir()).length;
    const res = await api(app, 'POST', '/apply', {
      form: applicationForm(
        { email },
        {
          certificates: [
            { name: 'ok.png', bytes: pngBytes },
            { name: 'sertifika.jpg', bytes: exeBytes },
          ],
        },
      ),
    });
    expect(res.status).toBe(415);
    expect(res.body.fields).toEqual({ certificates: 'Bu dosya türü desteklenmiyor.' });
    expect(await userCount(email)).toBe(0);
    expect(storedFiles(filesDir()).length).toBe(before);
  });

  it('refuses a CV of a type the form does not accept (.png) with 415', async () => {
    const res = await api(app, 'POST', '/apply', {
      form: applicationForm({}, { cv: { name: 'cv.png', bytes: pngBytes } }),
    });
    expect(res.status).toBe(415);
  });

  it('answers 409 "Bu e-posta adresi zaten kayıtlı." for an address that already has an account, whatever its case', async () => {
    const email = uniqueEmail();
    expect((await api(app, 'POST', '/apply', { form: applicationForm({ email }) })).status).toBe(201);
    const before = storedFiles(filesDir()).length;
    const again = await api(app, 'POST', '/apply', { form: applicationForm({ email: email.toUpperCase() }) });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 'emailTaken', message: 'Bu e-posta adresi zaten kayıtlı.' });
    expect(await userCount(email)).toBe(1);
    expect(storedFiles(filesDir()).length).toBe(before);
  });

  it('answers a filled honeypot like a success and creates nothing', async () => {
    const email = uniqueEmail();
    const res = await api(app, 'POST', '/apply', { form: applicationForm({ email, hp: 'http://spam.example' }) });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ message: 'Başvurunuz başarıyla alındı.' });
    expect(await userCount(email)).toBe(0);
  });

  it('does not let an applicant sign in before approval', async () => {
    const email = uniqueEmail();
    await api(app, 'POST', '/apply', { form: applicationForm({ email }) });
    await app.db('users').where({ email }).update({ email_verified_at: app.db.fn.now() });
    const login = await api(app, 'POST', '/auth/login', { body: { email, password: 'Guclu-Sifre-1' } });
    expect(login.status).toBe(403);
    expect(login.body.code).toBe('translatorPending');
  });
});

async function waitForAdminMailAbout(email: string) {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const found = inbox.mails.find((m) => m.to.includes('admin@example.com') && readable(m).includes(email));
    if (found) return found;
    if (Date.now() > deadline) throw new Error('no admin mail');
    await new Promise((r) => setTimeout(r, 50));
  }
}
