import { startTestApp, type TestApp } from '../../testing/test-app';
import { startSmtpInbox } from '../../testing/smtp-inbox';
import { api, createUser, fixturePassword } from '../../testing/fixtures';
import { pause, validRegistration } from './test-helpers';

/**
 * Every call that mails someone is limited per address (MAILS_PER_ADDRESS_PER_HOUR, 3 by default), so nobody can
 * flood a mailbox through us. A request over the limit is answered exactly like one that was sent, so the limit
 * tells nothing about which addresses have accounts.
 */
let app: TestApp;
let inbox: Awaited<ReturnType<typeof startSmtpInbox>>;
beforeAll(async () => {
  inbox = await startSmtpInbox();
  app = await startTestApp({ SMTP_URL: inbox.url, RATE_LIMIT_PER_MINUTE: 1000 });
}, 60_000);
afterAll(async () => {
  await app.stop();
  await inbox.stop();
});

const mailsTo = (email: string) => inbox.mails.filter((m) => m.to.includes(email.toLowerCase()));

/** Waits for the mails that should come, then a little more for any that should not. */
async function settledMailsTo(email: string, expected: number) {
  if (expected > 0) await inbox.waitFor(email, expected);
  await pause(1000);
  return mailsTo(email);
}

async function unverifiedCustomer(): Promise<string> {
  const body = validRegistration();
  expect((await api(app, 'POST', '/auth/register', { body })).status).toBe(201);
  return String(body.email);
}

describe('mails per address (MAILS_PER_ADDRESS_PER_HOUR=3)', () => {
  it('sends at most 3 reset mails for 20 forgot-password calls, and answers all 20 alike', async () => {
    const user = await createUser(app);
    const answers = [];
    for (let i = 0; i < 20; i += 1)
      answers.push(await api(app, 'POST', '/auth/forgot-password', { body: { email: user.email } }));
    expect(new Set(answers.map((a) => `${a.status} ${JSON.stringify(a.body)}`)).size).toBe(1);
    expect(answers[0]?.status).toBe(200);
    expect(await settledMailsTo(user.email, 3)).toHaveLength(3);
  });

  it('sends at most 3 verification mails to one address, the sign-up mail included', async () => {
    const email = await unverifiedCustomer();
    const answers = [];
    for (let i = 0; i < 10; i += 1) answers.push(await api(app, 'POST', '/resend-verification', { body: { email } }));
    expect(new Set(answers.map((a) => `${a.status} ${JSON.stringify(a.body)}`)).size).toBe(1);
    expect(answers[0]?.status).toBe(200);
    expect(await settledMailsTo(email, 3)).toHaveLength(3);
  });

  it('counts each address on its own: another address still gets its mail', async () => {
    const flooded = await createUser(app);
    const other = await createUser(app);
    for (let i = 0; i < 5; i += 1) await api(app, 'POST', '/auth/forgot-password', { body: { email: flooded.email } });
    await api(app, 'POST', '/auth/forgot-password', { body: { email: other.email } });
    expect(await settledMailsTo(other.email, 1)).toHaveLength(1);
  });

  it('limits the confirmation mails a signed-in account can send to a new address', async () => {
    const user = await createUser(app);
    const target = `target-${Date.now()}@example.com`;
    for (let i = 0; i < 6; i += 1) {
      const res = await api(app, 'PUT', '/settings/security', {
        token: user.token,
        body: { currentPassword: fixturePassword, email: target },
      });
      expect(res.status).toBe(200);
    }
    expect(await settledMailsTo(target, 3)).toHaveLength(3);
  });
});
