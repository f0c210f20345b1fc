import { startTestApp, type TestApp } from '../../testing/test-app';
import { startSmtpInbox } from '../../testing/smtp-inbox';
import { api } from '../../testing/fixtures';
import { todayInIstanbul } from 'shared-ui/contracts';
import { linkIn, pause, readable, validRegistration } from './test-helpers';

let app: TestApp;
let inbox: Awaited<ReturnType<typeof startSmtpInbox>>;
beforeAll(async () => {
  inbox = await startSmtpInbox();
  // more sign-ups than one address may make in a minute: the limit itself is tested in ip-rate-limit.test.ts
  app = await startTestApp({ SMTP_URL: inbox.url, RATE_LIMIT_PER_MINUTE: 1000 });
}, 60_000);
afterAll(async () => {
  await app.stop();
  await inbox.stop();
});

const usersWithEmail = async (email: unknown) => app.db('users').whereRaw('lower(email) = lower(?)', [String(email)]);

async function expectRejected(
  body: Record<string, unknown>,
  field: string,
  message: string,
  code = 'validationFailed',
) {
  const res = await api(app, 'POST', '/auth/register', { body });
  expect(res.status).toBe(400);
  expect(res.body.code).toBe(code);
  expect(res.body.fields[field]).toBe(message);
  expect(await usersWithEmail(body.email)).toHaveLength(0);
}

describe('POST /api/auth/register', () => {
  it('carries the page the visitor was going to into the verification link, after the contract’s token and email', async () => {
    const body = validRegistration({ email: 'quote-bound@example.com', redirect: '/quote' });
    expect((await api(app, 'POST', '/auth/register', { body })).status).toBe(201);
    const mail = await inbox.waitFor('quote-bound@example.com');
    const link = linkIn(mail, 'verify-email');
    expect(mail.text).toContain(`${link.url}&redirect=%2Fquote`);
  });

  it.each(['https://evil.example/', '//evil.example', '/\\evil.example', 'quote'])(
    'answers 400 in Turkish and English for a redirect that is not a path of this site: %s',
    async (redirect) => {
      const body = validRegistration({ redirect });
      await expectRejected(body, 'redirect', 'Geçersiz değer.');
      const en = await api(app, 'POST', '/auth/register', { body, lang: 'en' });
      expect(en.status).toBe(400);
      expect(en.body.fields.redirect).toBe('Invalid value.');
    },
  );

  it('creates an unverified customer with the phone in E.164 and answers 201 with the success message', async () => {
    const body = validRegistration({ phone: '+90 532 123 45 67', email: 'Mixed.Case@Example.com' });
    const res = await api(app, 'POST', '/auth/register', { body });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      message: 'Kayıt başarılı! Hesabınızı etkinleştirmek için e-postanıza gönderilen bağlantıya tıklayın.',
    });
    const [row] = await usersWithEmail('mixed.case@example.com');
    expect(row).toMatchObject({
      email: 'mixed.case@example.com',
      role: 'user',
      phone: '+905321234567',
      email_verified_at: null,
      locale: 'tr',
    });
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
  });

  it('mails a verification link PUBLIC_URL/verify-email?token=T&email=E whose token is stored only as a hash', async () => {
    const body = validRegistration({ email: 'plus+tag@example.com' });
    expect((await api(app, 'POST', '/auth/register', { body })).status).toBe(201);
    const mail = await inbox.waitFor('plus+tag@example.com');
    const link = linkIn(mail, 'verify-email');
    expect(link.url.startsWith(`${app.url}/verify-email?token=`)).toBe(true);
    expect(link.url).toContain('&email=plus%2Btag%40example.com');
    expect(link.email).toBe('plus+tag@example.com');
    expect(readable(mail)).toContain('Merhaba Ayşe');
    const stored = await app.db('email_tokens').where({ email: 'plus+tag@example.com', purpose: 'verify' });
    expect(stored).toHaveLength(1);
    expect(stored[0].token_hash).not.toBe(link.token);
    expect(stored[0].token_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('asks to fill all fields when a required field is missing, naming each missing field', async () => {
    const body = validRegistration();
    delete body.name;
    delete body.phone;
    body.password = '';
    const res = await api(app, 'POST', '/auth/register', { body });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('fillAllFields');
    expect(res.body.message).toBe('Lütfen tüm alanları doldurun.');
    expect(res.body.fields).toMatchObject({
      name: 'Bu alan zorunludur.',
      phone: 'Bu alan zorunludur.',
      password: 'Bu alan zorunludur.',
    });
    expect(await usersWithEmail(body.email)).toHaveLength(0);
  });

  it('refuses an e-mail that does not match the address pattern', async () => {
    await expectRejected(validRegistration({ email: 'ayse at example.com' }), 'email', 'Geçerli bir e-posta giriniz.');
  });

  it.each(['kisa-1A', 'tamamikucuk-1!', 'TAMAMIBUYUK-1!', 'Rakamsiz-Sifre!', 'SembolYok123'])(
    'refuses the weak password %s',
    async (weak) => {
      await expectRejected(
        validRegistration({ password: weak }),
        'password',
        'Şifreniz en az 8 karakter, büyük/küçük harf, sayı ve sembol içermelidir.',
      );
    },
  );

  it('refuses someone who turns 18 tomorrow and accepts someone who turns 18 today', async () => {
    const [y, m, d] = todayInIstanbul().split('-').map(Number) as [number, number, number];
    const eighteenthBirthday = new Date(Date.UTC(y - 18, m - 1, d));
    const dayAfter = new Date(eighteenthBirthday.getTime() + 24 * 3600_000).toISOString().slice(0, 10);
    await expectRejected(validRegistration({ birth_date: dayAfter }), 'birth_date', '18 yaşından büyük olmalısınız.');
    const ok = await api(app, 'POST', '/auth/register', {
      body: validRegistration({ birth_date: eighteenthBirthday.toISOString().slice(0, 10) }),
    });
    expect(ok.status).toBe(201);
  });

  it.each([
    ['a TR landline', '+902121234567'],
    ['a TR number not starting with 5', '+904441234567'],
    ['a TR mobile one digit short', '+90532123456'],
    ['letters', 'telefonum'],
    ['a number invalid for its country', '+4412'],
  ])('refuses %s as the phone', async (_label, phone) => {
    await expectRejected(validRegistration({ phone }), 'phone', 'Geçerli bir telefon numarası giriniz.');
  });

  it('accepts a valid phone of another country in international format', async () => {
    const body = validRegistration({ phone: '+49 30 901820' });
    expect((await api(app, 'POST', '/auth/register', { body })).status).toBe(201);
    const [row] = await usersWithEmail(body.email);
    expect(row.phone).toBe('+4930901820');
  });

  it('refuses a declined consent, either one', async () => {
    await expectRejected(validRegistration({ terms: false }), 'terms', 'Devam etmek için onay vermeniz gerekir.');
    await expectRejected(validRegistration({ privacy: false }), 'privacy', 'Devam etmek için onay vermeniz gerekir.');
  });

  it("accepts exactly the spec's payload (name, surname, email, phone, password, role, birth_date, hp)", async () => {
    const { terms: _terms, privacy: _privacy, ...specPayload } = validRegistration();
    const res = await api(app, 'POST', '/auth/register', { body: specPayload });
    expect(res.status).toBe(201);
    expect(await usersWithEmail(specPayload.email)).toHaveLength(1);
  });

  it.each(['admin', 'translator'])('refuses the role %s with 400', async (role) => {
    await expectRejected(validRegistration({ role }), 'role', 'Geçersiz değer.');
  });

  it('answers 409 under the e-mail field for an address already registered, in any letter case', async () => {
    const body = validRegistration();
    expect((await api(app, 'POST', '/auth/register', { body })).status).toBe(201);
    const again = await api(app, 'POST', '/auth/register', {
      body: { ...validRegistration(), email: String(body.email).toUpperCase() },
    });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('emailTaken');
    expect(again.body.message).toContain('e-posta');
    expect(again.body.fields).toEqual({ email: 'Bu e-posta adresi zaten kayıtlı.' });
    expect(await usersWithEmail(body.email)).toHaveLength(1);
  });

  it('answers a filled honeypot exactly like a success, but creates nothing and sends nothing', async () => {
    const body = validRegistration({ hp: 'http://spam.example' });
    const res = await api(app, 'POST', '/auth/register', { body });
    const real = await api(app, 'POST', '/auth/register', { body: validRegistration() });
    expect(res.status).toBe(real.status);
    expect(res.body).toEqual(real.body);
    await pause(500);
    expect(await usersWithEmail(body.email)).toHaveLength(0);
    expect(inbox.mails.filter((m) => m.to.includes(String(body.email)))).toHaveLength(0);
  });

  it('answers in English, mails in English and remembers English for later mails, with Accept-Language: en', async () => {
    const bad = await api(app, 'POST', '/auth/register', {
      body: validRegistration({ birth_date: '2020-01-01', email: 'nope' }),
      lang: 'en',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Please correct the errors in the form.');
    expect(bad.body.fields).toEqual({
      email: 'Please enter a valid email address.',
      birth_date: 'You must be over 18.',
    });

    const missing = await api(app, 'POST', '/auth/register', { body: {}, lang: 'en' });
    expect(missing.body.message).toBe('Please fill in all fields.');

    const body = validRegistration();
    const ok = await api(app, 'POST', '/auth/register', { body, lang: 'en' });
    expect(ok.body.message).toBe(
      'Registration successful! Click the link we sent to your e-mail to activate your account.',
    );
    const mail = await inbox.waitFor(String(body.email));
    expect(readable(mail)).toContain('Hello Ayşe');
    expect(mail.text).toContain('Verify my e-mail');
    const [stored] = await usersWithEmail(String(body.email).toLowerCase());
    expect(stored.locale).toBe('en'); // later notification mails follow it

    const dup = await api(app, 'POST', '/auth/register', { body, lang: 'en' });
    expect(dup.body.fields.email).toBe('This e-mail address is already registered.');
  });
});
