import { startTestApp, type TestApp } from '../../testing/test-app';
import { api, createUser, fixturePassword } from '../../testing/fixtures';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ LOGIN_FAILURES_PER_15_MIN: 3 });
}, 60_000);
afterAll(() => app.stop());

const login = (email: string, password: string) => api(app, 'POST', '/auth/login', { body: { email, password } });

describe('failed logins per account (LOGIN_FAILURES_PER_15_MIN=3)', () => {
  it('answers the 4th failed login with 429 and Retry-After, and then refuses even the right password', async () => {
    const user = await createUser(app);
    for (let i = 0; i < 3; i += 1) expect((await login(user.email, 'Yanlis-Sifre-1!')).status).toBe(401);
    const blocked = await login(user.email, 'Yanlis-Sifre-1!');
    expect(blocked.status).toBe(429);
    expect(blocked.body.code).toBe('tooManyRequests');
    expect(Number(blocked.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect(Number(blocked.headers.get('Retry-After'))).toBeLessThanOrEqual(15 * 60);
    expect((await login(user.email, fixturePassword)).status).toBe(429);
  });

  it('counts per account: another account still signs in', async () => {
    const victim = await createUser(app);
    const other = await createUser(app);
    for (let i = 0; i < 4; i += 1) await login(victim.email, 'Yanlis-Sifre-1!');
    expect((await login(other.email, fixturePassword)).status).toBe(200);
  });

  it('limits guesses at an unknown address the same way', async () => {
    const unknown = `nobody-${Date.now()}@example.com`;
    for (let i = 0; i < 3; i += 1) expect((await login(unknown, 'Yanlis-Sifre-1!')).status).toBe(401);
    expect((await login(unknown, 'Yanlis-Sifre-1!')).status).toBe(429);
  });

  it('does not count successful logins', async () => {
    const user = await createUser(app);
    for (let i = 0; i < 5; i += 1) expect((await login(user.email, fixturePassword)).status).toBe(200);
    for (let i = 0; i < 2; i += 1) expect((await login(user.email, 'Yanlis-Sifre-1!')).status).toBe(401);
    expect((await login(user.email, fixturePassword)).status).toBe(200);
  });
});
