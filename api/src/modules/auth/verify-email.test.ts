import { startTestApp, type TestApp } from '../../testing/test-app';
import { startSmtpInbox } from '../../testing/smtp-inbox';
import { api, createUser } from '../../testing/fixtures';
import { issueEmailToken } from './email-tokens';
import { registerAndReadLink } from './test-helpers';

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

describe('POST /api/auth/verify-email', () => {
  it('refuses to sign in before verification, then verifies through the mailed link and lets the customer sign in', async () => {
    const account = await registerAndReadLink(app, inbox);

    const early = await api(app, 'POST', '/auth/login', { body: { email: account.email, password: account.password } });
    expect(early.status).toBe(403);
    expect(early.body.code).toBe('emailNotVerified');

    const verified = await api(app, 'POST', '/auth/verify-email', { body: { token: account.token } });
    expect(verified.status).toBe(200);
    expect(verified.body).toEqual({ success: true, email: account.email, message: 'E-posta adresiniz doğrulandı.' });

    const login = await api(app, 'POST', '/auth/login', { body: { email: account.email, password: account.password } });
    expect(login.status).toBe(200);
    expect(login.body.user).toMatchObject({ email: account.email, role: 'user', name: 'Ayşe', surname: 'Yılmaz' });
  });

  it('accepts a token only once', async () => {
    const account = await registerAndReadLink(app, inbox);
    expect((await api(app, 'POST', '/auth/verify-email', { body: { token: account.token } })).status).toBe(200);
    const again = await api(app, 'POST', '/auth/verify-email', { body: { token: account.token } });
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({ code: 'tokenInvalid', message: 'Token geçersiz veya süresi dolmuş.' });
  });

  it('refuses an expired token and leaves the account unverified', async () => {
    const account = await registerAndReadLink(app, inbox);
    await app
      .db('email_tokens')
      .where({ email: account.email })
      .update({ expires_at: new Date(Date.now() - 1000) });
    const res = await api(app, 'POST', '/auth/verify-email', { body: { token: account.token }, lang: 'en' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'tokenInvalid', message: 'The token is invalid or has expired.' });
    const user = await app.db('users').where({ email: account.email }).first('email_verified_at');
    expect(user.email_verified_at).toBeNull();
  });

  it('refuses an unknown token, a reset token and a missing token', async () => {
    expect((await api(app, 'POST', '/auth/verify-email', { body: { token: 'not-a-token' } })).body.code).toBe(
      'tokenInvalid',
    );
    const user = await createUser(app);
    const resetToken = await issueEmailToken(app.deps, user.id, 'reset', user.email);
    expect((await api(app, 'POST', '/auth/verify-email', { body: { token: resetToken } })).status).toBe(400);
    const missing = await api(app, 'POST', '/auth/verify-email', { body: {} });
    expect(missing.status).toBe(400);
    expect(missing.body.fields).toEqual({ token: 'Bu alan zorunludur.' });
  });

  it('confirms an e-mail change: the pending address becomes the address, once', async () => {
    const user = await createUser(app);
    const newEmail = `new-${Date.now()}@example.com`;
    await app.db('users').where({ id: user.id }).update({ pending_email: newEmail });
    const token = await issueEmailToken(app.deps, user.id, 'email_change', newEmail);

    const res = await api(app, 'POST', '/auth/verify-email', { body: { token } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, email: newEmail });
    const row = await app.db('users').where({ id: user.id }).first('email', 'pending_email');
    expect(row).toEqual({ email: newEmail, pending_email: null });
    expect((await api(app, 'POST', '/auth/verify-email', { body: { token } })).status).toBe(400);
  });

  it('answers 409 emailTaken when the new address was registered by someone else meanwhile', async () => {
    const user = await createUser(app);
    const other = await createUser(app);
    await app.db('users').where({ id: user.id }).update({ pending_email: other.email });
    const token = await issueEmailToken(app.deps, user.id, 'email_change', other.email);
    const res = await api(app, 'POST', '/auth/verify-email', { body: { token } });
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('emailTaken');
    expect((await app.db('users').where({ id: user.id }).first('email')).email).toBe(user.email);
  });
});
