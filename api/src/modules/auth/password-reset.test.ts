import { startTestApp, type TestApp } from '../../testing/test-app';
import { startSmtpInbox } from '../../testing/smtp-inbox';
import { api, createUser, fixturePassword, type FixtureUser } from '../../testing/fixtures';
import { linkIn, readable } from './test-helpers';

let app: TestApp;
let inbox: Awaited<ReturnType<typeof startSmtpInbox>>;
beforeAll(async () => {
  inbox = await startSmtpInbox();
  app = await startTestApp({ SMTP_URL: inbox.url });
}, 60_000);
afterAll(async () => {
  await app.stop();
  await inbox.stop();
});

const newPassword = 'Yepyeni-Sifre-2?';

async function requestLink(user: FixtureUser, nth = 1, lang: 'tr' | 'en' = 'tr') {
  const res = await api(app, 'POST', '/auth/forgot-password', { body: { email: user.email }, lang });
  expect(res.status).toBe(200);
  const mail = await inbox.waitFor(user.email, nth);
  return { ...linkIn(mail, 'reset-password'), mail };
}

const reset = (body: Record<string, unknown>, lang: 'tr' | 'en' = 'tr') =>
  api(app, 'POST', '/auth/reset-password', { body, lang });
const login = (email: string, password: string) => api(app, 'POST', '/auth/login', { body: { email, password } });

describe('POST /api/auth/forgot-password', () => {
  it('mails a link PUBLIC_URL/reset-password?token=T&email=E and answers the neutral message', async () => {
    const user = await createUser(app);
    const link = await requestLink(user);
    expect(link.url.startsWith(`${app.url}/reset-password?token=`)).toBe(true);
    expect(link.email).toBe(user.email);
    expect(readable(link.mail)).toContain('Şifremi sıfırla');
    const stored = await app
      .db('email_tokens')
      .where({ user_id: user.id, purpose: 'reset' })
      .first('expires_at', 'token_hash');
    expect(stored.token_hash).not.toBe(link.token);
    // One hour, give or take the test's own run time.
    expect(new Date(stored.expires_at).getTime() - Date.now()).toBeGreaterThan(55 * 60_000);
    expect(new Date(stored.expires_at).getTime() - Date.now()).toBeLessThanOrEqual(60 * 60_000);
  });

  it('gives an unknown address the same answer and sends nothing', async () => {
    const user = await createUser(app);
    const unknown = `nobody-${Date.now()}@example.com`;
    const a = await api(app, 'POST', '/auth/forgot-password', { body: { email: unknown } });
    const b = await api(app, 'POST', '/auth/forgot-password', { body: { email: user.email } });
    expect(a.status).toBe(200);
    expect(a.body).toEqual(b.body);
    expect(a.body.message).toBe('Bu e-posta adresiyle kayıtlı bir hesap varsa şifre sıfırlama bağlantısı gönderildi.');
    await inbox.waitFor(user.email);
    expect(inbox.mails.filter((m) => m.to.includes(unknown))).toHaveLength(0);
  });

  it('mails in English with Accept-Language: en', async () => {
    const user = await createUser(app);
    const link = await requestLink(user, 1, 'en');
    expect(readable(link.mail)).toContain('Reset my password');
  });
});

describe('POST /api/auth/reset-password', () => {
  it('sets the new password: only it works afterwards, and older sessions are refused', async () => {
    const user = await createUser(app);
    expect((await api(app, 'GET', '/auth/me', { token: user.token })).status).toBe(200);
    const link = await requestLink(user);

    const res = await reset({ email: link.email, token: link.token, newPassword });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'Şifreniz güncellendi. Yeni şifrenizle giriş yapabilirsiniz.' });

    expect((await login(user.email, fixturePassword)).status).toBe(401);
    const fresh = await login(user.email, newPassword);
    expect(fresh.status).toBe(200);
    expect((await api(app, 'GET', '/auth/me', { token: user.token })).status).toBe(401);
    expect((await api(app, 'GET', '/auth/me', { token: fresh.body.token })).status).toBe(200);
  });

  it('refuses a used token', async () => {
    const user = await createUser(app);
    const link = await requestLink(user);
    expect((await reset({ email: user.email, token: link.token, newPassword })).status).toBe(200);
    const again = await reset({ email: user.email, token: link.token, newPassword: 'Baska-Sifre-3!' });
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({ code: 'tokenInvalid', message: 'Token geçersiz veya süresi dolmuş.' });
    expect((await login(user.email, newPassword)).status).toBe(200);
  });

  it('refuses an expired token and keeps the old password', async () => {
    const user = await createUser(app);
    const link = await requestLink(user);
    await app
      .db('email_tokens')
      .where({ user_id: user.id, purpose: 'reset' })
      .update({ expires_at: new Date(Date.now() - 1000) });
    const res = await reset({ email: user.email, token: link.token, newPassword }, 'en');
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'tokenInvalid', message: 'The token is invalid or has expired.' });
    expect((await login(user.email, fixturePassword)).status).toBe(200);
  });

  it('refuses a token presented with another e-mail', async () => {
    const user = await createUser(app);
    const other = await createUser(app);
    const link = await requestLink(user);
    expect((await reset({ email: other.email, token: link.token, newPassword })).body.code).toBe('tokenInvalid');
    expect((await login(other.email, fixturePassword)).status).toBe(200);
    expect((await reset({ email: user.email, token: link.token, newPassword })).status).toBe(200);
  });

  it('invalidates the older link when a new one is requested', async () => {
    const user = await createUser(app);
    const first = await requestLink(user, 1);
    const second = await requestLink(user, 2);
    expect((await reset({ email: user.email, token: first.token, newPassword })).status).toBe(400);
    expect((await reset({ email: user.email, token: second.token, newPassword })).status).toBe(200);
  });

  it('refuses a weak new password with the reset wording', async () => {
    const user = await createUser(app);
    const link = await requestLink(user);
    const res = await reset({ email: user.email, token: link.token, newPassword: 'zayifsifre' });
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({
      newPassword:
        'Şifre en az 8 karakter, bir büyük harf, bir küçük harf, bir rakam ve bir özel karakter içermelidir.',
    });
    expect((await reset({ email: user.email, token: link.token, newPassword })).status).toBe(200);
  });

  it('verifies the e-mail of an account that had not verified it yet', async () => {
    const user = await createUser(app);
    await app.db('users').where({ id: user.id }).update({ email_verified_at: null });
    const link = await requestLink(user);
    expect((await reset({ email: user.email, token: link.token, newPassword })).status).toBe(200);
    expect((await login(user.email, newPassword)).status).toBe(200);
  });

  it('refuses a verification token', async () => {
    const user = await createUser(app);
    await app.db('users').where({ id: user.id }).update({ email_verified_at: null });
    await api(app, 'POST', '/resend-verification', { body: { email: user.email } });
    const verifyLink = linkIn(await inbox.waitFor(user.email), 'verify-email');
    expect((await reset({ email: user.email, token: verifyLink.token, newPassword })).body.code).toBe('tokenInvalid');
  });
});
