import { startTestApp, type TestApp } from '../../testing/test-app';
import { startSmtpInbox } from '../../testing/smtp-inbox';
import { api, createUser } from '../../testing/fixtures';
import { linkIn, registerAndReadLink } from './test-helpers';

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

describe('POST /api/resend-verification', () => {
  it('sends a new working link and the old one stops working', async () => {
    const account = await registerAndReadLink(app, inbox);
    const res = await api(app, 'POST', '/resend-verification', { body: { email: account.email } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'Hesabınız doğrulanmamışsa yeni bir doğrulama bağlantısı gönderildi.' });
    const fresh = linkIn(await inbox.waitFor(account.email, 2), 'verify-email');
    expect(fresh.token).not.toBe(account.token);

    expect((await api(app, 'POST', '/auth/verify-email', { body: { token: account.token } })).status).toBe(400);
    expect((await api(app, 'POST', '/auth/verify-email', { body: { token: fresh.token } })).status).toBe(200);
  });

  it('gives the same neutral answer for an unknown or already verified address and sends nothing', async () => {
    const verified = await createUser(app);
    const unknown = `nobody-${Date.now()}@example.com`;
    const before = inbox.mails.length;
    const a = await api(app, 'POST', '/resend-verification', { body: { email: unknown } });
    const b = await api(app, 'POST', '/resend-verification', { body: { email: verified.email } });
    expect(a.status).toBe(200);
    expect(b.status).toBe(200);
    expect(a.body).toEqual(b.body);
    // A mail that was going to be sent would have arrived by the time a registration's does.
    await registerAndReadLink(app, inbox);
    expect(
      inbox.mails.slice(before).filter((m) => m.to.includes(unknown) || m.to.includes(verified.email)),
    ).toHaveLength(0);
  });

  it('validates the e-mail and answers in English', async () => {
    const res = await api(app, 'POST', '/resend-verification', { body: { email: 'bad' }, lang: 'en' });
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({ email: 'Please enter a valid email address.' });
    const ok = await api(app, 'POST', '/resend-verification', { body: { email: 'someone@example.com' }, lang: 'en' });
    expect(ok.body.message).toBe('If your account is not yet verified, a new verification link has been sent.');
  });
});
