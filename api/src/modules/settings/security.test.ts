import { startTestApp, type TestApp } from '../../testing/test-app';
import { startSmtpInbox } from '../../testing/smtp-inbox';
import { api, createUser, fixturePassword } from '../../testing/fixtures';
import { linkIn } from '../auth/test-helpers';

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

const security = (token: string, body: Record<string, unknown>, lang: 'tr' | 'en' = 'tr') =>
  api(app, 'PUT', '/settings/security', { token, body, lang });
let counter = 0;
const newAddress = () => `new${++counter}-${Date.now()}@example.com`;

describe('PUT /api/settings/security', () => {
  it('answers 400 "Mevcut şifrenizi girmeniz gereklidir." without the current password', async () => {
    const user = await createUser(app, 'user');
    for (const currentPassword of [undefined, null, '']) {
      const res = await security(user.token, { currentPassword, newPassword: 'Yeni-Sifre-2' });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({
        code: 'currentPasswordRequired',
        message: 'Mevcut şifrenizi girmeniz gereklidir.',
      });
    }
  });

  it('answers 400 with a clear message for a wrong current password and changes nothing', async () => {
    const user = await createUser(app, 'user');
    const res = await security(user.token, { currentPassword: 'Yanlis-Sifre-1', newPassword: 'Yeni-Sifre-2' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'wrongCurrentPassword', message: 'Mevcut şifreniz hatalı.' });
    expect((await api(app, 'GET', '/settings/profile', { token: user.token })).status).toBe(200);
  });

  it('refuses a weak new password, mismatched repeats, and a request that changes nothing', async () => {
    const user = await createUser(app, 'user');
    const weak = await security(user.token, { currentPassword: fixturePassword, newPassword: 'kisa' });
    expect(weak.status).toBe(400);
    expect(weak.body.fields).toEqual({
      newPassword: 'Şifreniz en az 8 karakter, büyük/küçük harf, sayı ve sembol içermelidir.',
    });
    const mismatch = await security(user.token, {
      currentPassword: fixturePassword,
      newPassword: 'Yeni-Sifre-2',
      newPasswordRepeat: 'Baska-Sifre-3',
    });
    expect(mismatch.body.fields).toEqual({ newPasswordRepeat: 'Yeni şifreler eşleşmiyor.' });
    const nothing = await security(user.token, { currentPassword: fixturePassword, email: null, newPassword: '' });
    expect(nothing.status).toBe(400);
    expect(nothing.body.code).toBe('nothingToChange');
  });

  it('changes the password, revokes other sessions and answers a fresh token that works', async () => {
    const user = await createUser(app, 'user');
    const otherSession = app.deps.tokens.sign({ sub: user.id, role: 'user', tv: 0 });
    const res = await security(user.token, {
      currentPassword: fixturePassword,
      newPassword: 'Yeni-Sifre-2',
      newPasswordRepeat: 'Yeni-Sifre-2',
      email: '',
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Şifreniz güncellendi.');
    expect(typeof res.body.token).toBe('string');

    expect((await api(app, 'GET', '/settings/profile', { token: user.token })).status).toBe(401);
    expect((await api(app, 'GET', '/settings/profile', { token: otherSession })).status).toBe(401);
    expect((await api(app, 'GET', '/settings/profile', { token: res.body.token })).status).toBe(200);

    expect(
      (await api(app, 'POST', '/auth/login', { body: { email: user.email, password: fixturePassword } })).status,
    ).toBe(401);
    expect(
      (await api(app, 'POST', '/auth/login', { body: { email: user.email, password: 'Yeni-Sifre-2' } })).status,
    ).toBe(200);
  });

  it('keeps the e-mail unchanged until the link mailed to the new address is followed', async () => {
    const user = await createUser(app, 'user');
    const target = newAddress();
    const res = await security(user.token, { currentPassword: fixturePassword, email: target, newPassword: null });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: expect.stringContaining('doğrulama bağlantısı'), pending_email: target });
    expect(res.body.token).toBeUndefined();

    let profile = await api(app, 'GET', '/settings/profile', { token: user.token });
    expect(profile.body).toMatchObject({ email: user.email, pending_email: target });

    const link = linkIn(await inbox.waitFor(target), 'verify-email');
    expect(link.email).toBe(target);
    expect((await app.db('email_tokens').where({ user_id: user.id, purpose: 'email_change' }).first()).email).toBe(
      target,
    );
    await inbox.waitFor(user.email); // the notice to the current address

    const verified = await api(app, 'POST', '/auth/verify-email', { body: { token: link.token } });
    expect(verified.status).toBe(200);
    profile = await api(app, 'GET', '/settings/profile', { token: user.token });
    expect(profile.body).toMatchObject({ email: target, pending_email: null });
  });

  it('answers 409 when the new address belongs to another account', async () => {
    const user = await createUser(app, 'user');
    const other = await createUser(app, 'user');
    const res = await security(user.token, { currentPassword: fixturePassword, email: other.email.toUpperCase() });
    expect(res.status).toBe(409);
    expect(res.body.fields).toEqual({ email: 'Bu e-posta adresi zaten kayıtlı.' });
  });

  it('refuses a malformed new address with the e-mail message', async () => {
    const user = await createUser(app, 'user');
    const res = await security(user.token, { currentPassword: fixturePassword, email: 'not an address' });
    expect(res.body.fields).toEqual({ email: 'Geçerli bir e-posta giriniz.' });
  });

  it('answers in English when asked', async () => {
    const user = await createUser(app, 'user');
    const res = await security(user.token, { newPassword: 'Yeni-Sifre-2' }, 'en');
    expect(res.body.message).toBe('Your current password is required.');
  });
});
