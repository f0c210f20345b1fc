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

/** The SMS goes out through the task worker, a moment after it is queued. */
async function waitForText(to: string, text: string): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (!texts.some((t) => t.to === to && t.text === text)) {
    if (Date.now() > deadline) throw new Error(`no text to ${to} within 10 s`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

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
    await waitForText('+905321234567', 'Çeviriniz tamamlandı.');
  });

  it("queues in the caller's transaction: nothing is delivered for a change that rolled back", async () => {
    const user = await createUser(app, 'user');
    await expect(
      app.db.transaction(async (trx) => {
        await notifyUser({ ...app.deps, db: trx }, user.id, () => ({
          mail: { subject: 'Geri alındı', paragraphs: ['rolled-back-change'] },
        }));
        throw new Error('the change fails after the notification was queued');
      }),
    ).rejects.toThrow('the change fails');
    await app.db.transaction(async (trx) => {
      await notifyUser({ ...app.deps, db: trx }, user.id, () => ({
        mail: { subject: 'Kaydedildi', paragraphs: ['committed-change'] },
      }));
    });
    expect((await inbox.waitFor(user.email)).text).toContain('committed-change');
    const queued = await app.db('pgboss.job').where({ name: 'mail' }).whereRaw("data->>'to' = ?", [user.email]);
    expect(queued).toHaveLength(1);
    expect(inbox.mails.filter((m) => m.to.includes(user.email))).toHaveLength(1);
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

  it('queues no text while no SMS provider is plugged in, whatever the stored switch says', async () => {
    setSmsProvider(null);
    try {
      const user = await createUser(app, 'user');
      await app.db('users').where({ id: user.id }).update({ sms_notifications: true, phone: '+905329998877' });
      expect(await notifyUser(app.deps, user.id, notification)).toEqual({ mailed: true, texted: false });
      const queued = await app.db('pgboss.job').where({ name: 'sms' }).whereRaw("data->>'to' = ?", ['+905329998877']);
      expect(queued).toEqual([]);
    } finally {
      setSmsProvider({ send: async (to, text) => void texts.push({ to, text }) });
    }
  });
});
