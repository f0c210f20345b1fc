import { startTestApp, type TestApp } from '../../testing/test-app';
import { api, createUser, fixturePassword } from '../../testing/fixtures';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
}, 60_000);
afterAll(() => app.stop());

const login = (body: Record<string, unknown>, lang: 'tr' | 'en' = 'tr') =>
  api(app, 'POST', '/auth/login', { body, lang });

describe('POST /api/auth/login', () => {
  it('answers a token and exactly {id, name, surname, email, role}; the token opens /api/auth/me', async () => {
    const user = await createUser(app, 'user', { name: 'Mehmet' });
    const res = await login({ email: user.email.toUpperCase(), password: fixturePassword, hp: '' });
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(['token', 'user']);
    expect(res.body.user).toEqual({ id: user.id, name: 'Mehmet', surname: 'Test', email: user.email, role: 'user' });
    const me = await api(app, 'GET', '/auth/me', { token: res.body.token });
    expect(me.status).toBe(200);
    expect(me.body).toEqual(res.body.user);
  });

  it('signs in an admin and an approved translator with their roles', async () => {
    const admin = await login({ email: 'admin@example.com', password: 'Admin-Pass-1!' });
    expect(admin.status).toBe(200);
    expect(admin.body.user.role).toBe('admin');
    const translator = await createUser(app, 'translator');
    const res = await login({ email: translator.email, password: fixturePassword });
    expect(res.status).toBe(200);
    expect(res.body.user.role).toBe('translator');
  });

  it('answers a wrong password and an unknown e-mail alike: 401 "E-posta veya şifre hatalı."', async () => {
    const user = await createUser(app);
    const wrong = await login({ email: user.email, password: 'Yanlis-Sifre-1!' });
    const unknown = await login({ email: `nobody-${Date.now()}@example.com`, password: fixturePassword });
    for (const res of [wrong, unknown]) {
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ message: 'E-posta veya şifre hatalı.', code: 'loginFailed', fields: {} });
    }
    expect((await login({ email: user.email, password: 'wrong' }, 'en')).body.message).toBe(
      'Incorrect e-mail or password.',
    );
  });

  it('treats a filled honeypot as a failed login even with the right password', async () => {
    const user = await createUser(app);
    const res = await login({ email: user.email, password: fixturePassword, hp: 'bot' });
    expect(res.status).toBe(401);
    expect(res.body.code).toBe('loginFailed');
  });

  it('refuses an unverified customer with 403 emailNotVerified, but only once the password is right', async () => {
    const user = await createUser(app);
    await app.db('users').where({ id: user.id }).update({ email_verified_at: null });
    const res = await login({ email: user.email, password: fixturePassword });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('emailNotVerified');
    expect(res.body.message).toContain('e-posta adresinizi doğrulayın');
    expect((await login({ email: user.email, password: 'Yanlis-Sifre-1!' })).status).toBe(401);
  });

  it('refuses a pending translator with 403 translatorPending', async () => {
    const translator = await createUser(app, 'translator', { translatorStatus: 'pending' });
    const res = await login({ email: translator.email, password: fixturePassword });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({
      code: 'translatorPending',
      fields: {},
      message: 'Tercüman başvurunuz henüz onaylanmadı. Onaylandığında e-posta ile bilgilendirileceksiniz.',
    });
    const en = await login({ email: translator.email, password: fixturePassword }, 'en');
    expect(en.body.message).toBe(
      'Your translator application has not been approved yet. We will e-mail you once it is.',
    );
  });

  it('refuses a rejected translator with 403 translatorRejected', async () => {
    const translator = await createUser(app, 'translator', { translatorStatus: 'rejected' });
    const res = await login({ email: translator.email, password: fixturePassword });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({
      code: 'translatorRejected',
      fields: {},
      message: 'Tercüman başvurunuz onaylanmadı; bu hesapla giriş yapılamaz.',
    });
  });

  it('refuses an unverified translator with emailNotVerified', async () => {
    const translator = await createUser(app, 'translator', { translatorStatus: 'approved' });
    await app.db('users').where({ id: translator.id }).update({ email_verified_at: null });
    expect((await login({ email: translator.email, password: fixturePassword })).body.code).toBe('emailNotVerified');
  });

  it('does not sign in a deleted account', async () => {
    const user = await createUser(app);
    await app.db('users').where({ id: user.id }).update({ deleted_at: app.db.fn.now() });
    const res = await login({ email: user.email, password: fixturePassword });
    expect(res.status).toBe(401);
    expect(res.body.code).toBe('loginFailed');
  });

  it('asks for both fields', async () => {
    const res = await login({ email: '' });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('fillAllFields');
    expect(Object.keys(res.body.fields).sort()).toEqual(['email', 'password']);
  });
});

describe('GET /api/auth/me', () => {
  it('answers 401 without a token or with a forged one', async () => {
    expect((await api(app, 'GET', '/auth/me')).status).toBe(401);
    expect((await api(app, 'GET', '/auth/me', { token: 'eyJhbGciOiJIUzI1NiJ9.e30.x' })).status).toBe(401);
  });

  it('answers the stored user of each role', async () => {
    for (const role of ['user', 'translator', 'admin'] as const) {
      const account = await createUser(app, role);
      const res = await api(app, 'GET', '/auth/me', { token: account.token });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        id: account.id,
        name: expect.any(String),
        surname: 'Test',
        email: account.email,
        role,
      });
    }
  });
});
