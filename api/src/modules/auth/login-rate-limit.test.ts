import { startTestApp, type TestApp } from '../../testing/test-app';
import { api, createUser, fixturePassword } from '../../testing/fixtures';

let app: TestApp;
beforeAll(async () => {
  // one proxy in front, so each test can speak from several source addresses
  app = await startTestApp({ LOGIN_FAILURES_PER_15_MIN: 3, LOGIN_FAILURES_PER_ACCOUNT_15_MIN: 6, TRUST_PROXY: '1' });
}, 60_000);
afterAll(() => app.stop());

const login = (email: string, password: string) => api(app, 'POST', '/auth/login', { body: { email, password } });

async function loginFrom(address: string, email: string, password: string): Promise<number> {
  const res = await fetch(`${app.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': address },
    body: JSON.stringify({ email, password }),
  });
  await res.arrayBuffer();
  return res.status;
}

describe('failed logins per account and source address (LOGIN_FAILURES_PER_15_MIN=3)', () => {
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

  it('does not lock the owner out from another address after a guesser used up its attempts', async () => {
    const owner = await createUser(app);
    const guesses = [];
    for (let i = 0; i < 4; i += 1) guesses.push(await loginFrom('198.51.100.66', owner.email, 'Yanlis-Sifre-1!'));
    expect(guesses).toEqual([401, 401, 401, 429]);
    expect(await loginFrom('203.0.113.10', owner.email, fixturePassword)).toBe(200);
    // the guesser stays locked out, even with the right password
    expect(await loginFrom('198.51.100.66', owner.email, fixturePassword)).toBe(429);
  });
});

describe('failed logins per account from all addresses (LOGIN_FAILURES_PER_ACCOUNT_15_MIN=6)', () => {
  it('brakes guessing spread over many addresses', async () => {
    const user = await createUser(app);
    for (let i = 0; i < 3; i += 1)
      for (let j = 0; j < 2; j += 1) expect(await loginFrom(`198.51.100.${i + 1}`, user.email, 'Yanlis-1!')).toBe(401);
    expect(await loginFrom('198.51.100.99', user.email, 'Yanlis-1!')).toBe(429);
  });
});
