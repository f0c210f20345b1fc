import { api, createUser, fixturePassword, type FixtureUser } from '../../testing/fixtures';
import { eventually, runAsAnotherInstance } from '../../testing/another-instance';
import { testAgent } from '../../testing/http-agent';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { deviceName } from './device-name';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
}, 60_000);
afterAll(() => app.stop());

const firefoxOnWindows = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0';
const safariOnIphone =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

/** POST /auth/login from a browser that says who it is. */
async function signInWith(user: FixtureUser, userAgent: string): Promise<string> {
  const res = await fetch(`${app.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'User-Agent': userAgent },
    body: JSON.stringify({ email: user.email, password: fixturePassword }),
    dispatcher: testAgent,
  } as RequestInit);
  expect(res.status).toBe(200);
  return ((await res.json()) as { token: string }).token;
}

const me = async (token: string) => (await api(app, 'GET', '/auth/me', { token })).status;
const list = (token: string) => api(app, 'GET', '/settings/sessions', { token });

describe('sign-in sessions', () => {
  it('lists each sign-in with its browser, address and times, marking the one asking', async () => {
    const user = await createUser(app, 'translator');
    const laptop = await signInWith(user, firefoxOnWindows);
    await signInWith(user, safariOnIphone);
    const res = await list(laptop);
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(2);
    const devices = res.body.map((s: { device: string }) => s.device).sort();
    expect(devices).toEqual(['Firefox 128 · Windows', 'Safari 17 · iOS']);
    const current = res.body.find((s: { current: boolean }) => s.current);
    expect(current.device).toBe('Firefox 128 · Windows');
    expect(current.ip).toBe('127.0.0.1');
    expect(Date.parse(current.created_at)).toBeLessThanOrEqual(Date.parse(current.last_used_at));
    // another account sees only its own
    const other = await createUser(app, 'user');
    expect((await list(await signInWith(other, firefoxOnWindows))).body).toHaveLength(1);
  });

  it('signs out one session: its token is refused on the very next request, the others go on', async () => {
    const user = await createUser(app, 'user');
    const phone = await signInWith(user, safariOnIphone);
    const laptop = await signInWith(user, firefoxOnWindows);
    expect(await me(phone)).toBe(200);
    const phoneSession = (await list(laptop)).body.find((s: { current: boolean }) => !s.current);
    const res = await api(app, 'DELETE', `/settings/sessions/${phoneSession.id}`, { token: laptop, lang: 'en' });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('The session has been signed out.');
    expect(await me(phone)).toBe(401);
    expect(await me(laptop)).toBe(200);
    expect((await list(laptop)).body).toHaveLength(1);
  });

  it("refuses to end another account's session (404)", async () => {
    const owner = await createUser(app, 'user');
    const ownerToken = await signInWith(owner, firefoxOnWindows);
    const [session] = (await list(ownerToken)).body;
    const stranger = await createUser(app, 'admin');
    const res = await api(app, 'DELETE', `/settings/sessions/${session.id}`, { token: stranger.token });
    expect(res.status).toBe(404);
    expect(await me(ownerToken)).toBe(200);
  });

  it('signs out everywhere else at once, older tokens without a session included, and this one continues', async () => {
    const user = await createUser(app, 'admin');
    const phone = await signInWith(user, safariOnIphone);
    const tablet = await signInWith(user, firefoxOnWindows);
    const laptop = await signInWith(user, firefoxOnWindows);
    for (const token of [phone, tablet, laptop, user.token]) expect(await me(token)).toBe(200);
    const res = await api(app, 'POST', '/settings/sessions/sign-out-others', { token: laptop });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ message: 'Diğer tüm oturumlar kapatıldı.', signed_out: 2 });
    for (const token of [phone, tablet, user.token]) expect(await me(token)).toBe(401);
    expect(await me(res.body.token)).toBe(200);
    const left = (await list(res.body.token)).body;
    expect(left).toHaveLength(1);
    expect(left[0].current).toBe(true);
  });

  it('keeps the session a password is changed in, and drops the others from the list', async () => {
    const user = await createUser(app, 'user');
    const phone = await signInWith(user, safariOnIphone);
    const laptop = await signInWith(user, firefoxOnWindows);
    const changed = await api(app, 'PUT', '/settings/security', {
      token: laptop,
      body: { currentPassword: fixturePassword, newPassword: 'Yeni-Sifre-12!' },
    });
    expect(changed.status).toBe(200);
    expect(await me(phone)).toBe(401);
    const left = (await list(changed.body.token)).body;
    expect(left).toHaveLength(1);
    expect(left[0]).toMatchObject({ current: true, device: 'Firefox 128 · Windows' });
  });

  it('accepts at once a session opened on another instance (a session the kept row does not list is read again)', async () => {
    const user = await createUser(app, 'user');
    const first = await signInWith(user, firefoxOnWindows);
    expect(await me(first)).toBe(200); // this instance now keeps the account's row, listing one session
    await runAsAnotherInstance(
      app,
      `insert into account_sessions (id, user_id, token_version) values ('elsewhere${user.id}', ${user.id}, 0)`,
    );
    const token = app.deps.tokens.sign({ sub: user.id, role: 'user', tv: 0, sid: `elsewhere${user.id}` });
    expect(await me(token)).toBe(200);
  });

  it('refuses a session ended by another instance once its notice arrives', async () => {
    const user = await createUser(app, 'user');
    const token = await signInWith(user, firefoxOnWindows);
    expect(await me(token)).toBe(200);
    await runAsAnotherInstance(app, `delete from account_sessions where user_id = ${user.id}`);
    expect(await eventually(() => me(token), 401)).toBe(401);
  });

  it('rejects a malformed session id with a field error', async () => {
    const user = await createUser(app, 'user');
    const res = await api(app, 'DELETE', `/settings/sessions/${'x'.repeat(40)}`, { token: user.token });
    expect(res.status).toBe(400);
    expect(res.body.fields.id).toBe('Geçersiz değer.');
  });
});

describe('deviceName', () => {
  it('names the browser and system, and nothing for an agent it does not know', () => {
    expect(deviceName(firefoxOnWindows)).toBe('Firefox 128 · Windows');
    expect(deviceName(null)).toBeNull();
    expect(deviceName('')).toBeNull();
  });
});
