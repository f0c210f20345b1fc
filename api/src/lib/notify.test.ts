import { startTestApp, type TestApp } from '../testing/test-app';
import { startSmtpInbox } from '../testing/smtp-inbox';
import { createUser } from '../testing/fixtures';
import { notifyUser } from './notify';
import { setSmsProvider } from './sms';

let app: TestApp;
let inbox: Awaited<ReturnType<typeof startSmtpInbox>>;
const texts: { to: string; text: string }[] = [];
beforeAll(async () => {
  inbox = await startSmtpInbox();
  app = await startTestApp({ SMTP_URL: inbox.url });
  setSmsProvider({ send: async (to, text) => void texts.push({ to, text }) });
});
afterAll(async () => {
  setSmsProvider(null);
  await app.stop();
  await inbox.stop();
});

const notification = () => ({
  mail: { subject: 'İşiniz hazır', paragraphs: ['Çeviriniz tamamlandı.'] },
  sms: 'Çeviriniz tamamlandı.',
});

describe('notifyUser', () => {
  it('mails and texts a user who has both notifications on', async () => {
    const user = await createUser(app, 'user');
    await app.db('users').where({ id: user.id }).update({ sms_notifications: true });
    expect(await notifyUser(app.deps, user.id, notification)).toEqual({ mailed: true, texted: true });
    expect((await inbox.waitFor(user.email)).text).toContain('Merhaba');
    expect(texts).toContainEqual({ to: '+905321234567', text: 'Çeviriniz tamamlandı.' });
  });

  it('sends neither when both are off, and only an essential mail when asked', async () => {
    const user = await createUser(app, 'user', { emailNotifications: false });
    const before = texts.length;
    expect(await notifyUser(app.deps, user.id, notification)).toEqual({ mailed: false, texted: false });
    expect(texts.length).toBe(before);
    expect(await notifyUser(app.deps, user.id, notification, { essential: true })).toEqual({
      mailed: true,
      texted: false,
    });
    await inbox.waitFor(user.email);
  });

  it('sends nothing to a deleted account', async () => {
    const user = await createUser(app, 'user');
    await app.db('users').where({ id: user.id }).update({ deleted_at: app.db.fn.now(), sms_notifications: true });
    expect(await notifyUser(app.deps, user.id, notification, { essential: true })).toEqual({
      mailed: false,
      texted: false,
    });
  });
});
