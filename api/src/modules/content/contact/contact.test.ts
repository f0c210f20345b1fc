import { api } from '../../../testing/fixtures';
import { startSmtpInbox } from '../../../testing/smtp-inbox';
import { startTestApp, type TestApp } from '../../../testing/test-app';

jest.setTimeout(60_000);

let app: TestApp;
let inbox: Awaited<ReturnType<typeof startSmtpInbox>>;
const siteEmail = 'iletisim@example.com';
beforeAll(async () => {
  inbox = await startSmtpInbox();
  app = await startTestApp({ SMTP_URL: inbox.url, SITE_EMAIL: siteEmail });
});
afterAll(async () => {
  await app.stop();
  await inbox.stop();
});

const message = {
  name: 'Zeynep Kaya',
  email: 'zeynep@example.org',
  message: 'Diploma çevirisi için fiyat alabilir miyim? <b>acil</b>',
};

describe('POST /api/contact', () => {
  it('mails the site address with the sender and the message, telling whom to answer', async () => {
    const res = await api(app, 'POST', '/contact', { body: message });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'Mesajınız gönderildi. En kısa sürede size dönüş yapacağız.' });
    const mail = await inbox.waitFor(siteEmail);
    expect(mail.raw).toMatch(/^Subject: .*/m);
    expect(mail.text).toContain('zeynep@example.org');
    expect(mail.text).toContain('Diploma');
    expect(mail.text).toContain('Zeynep Kaya');
    // the visitor's text is escaped in the HTML part
    expect(mail.text).toContain('&lt;b&gt;acil&lt;/b&gt;');
  });

  it('answers like success and sends nothing when the honeypot is filled', async () => {
    const before = inbox.mails.length;
    const res = await api(app, 'POST', '/contact', { body: { ...message, hp: 'bot' }, lang: 'en' });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Your message has been sent. We will get back to you soon.');
    await new Promise((r) => setTimeout(r, 300));
    expect(inbox.mails.length).toBe(before);
  });

  it('refuses a missing field or a bad e-mail with 400', async () => {
    const missing = await api(app, 'POST', '/contact', { body: { email: 'a@example.com' } });
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({
      code: 'fillAllFields',
      fields: { name: 'Bu alan zorunludur.', message: 'Bu alan zorunludur.' },
    });
    const bad = await api(app, 'POST', '/contact', { body: { ...message, email: 'not-an-email' } });
    expect(bad.body.fields.email).toBe('Geçerli bir e-posta giriniz.');
  });
});
