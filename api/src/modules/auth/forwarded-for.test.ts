import { startTestApp, type TestApp } from '../../testing/test-app';

/**
 * Per-IP limits key on the address TRUST_PROXY lets us believe. Without it, a client that writes a new
 * X-Forwarded-For on every request is still one client.
 */
const limited = [
  '/auth/login',
  '/auth/register',
  '/auth/forgot-password',
  '/auth/reset-password',
  '/resend-verification',
  '/auth/verify-email',
  '/apply',
  '/testimonials',
  '/contact',
];

async function post(app: TestApp, path: string, forwardedFor: string): Promise<number> {
  const res = await fetch(`${app.url}/api${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': forwardedFor },
    body: JSON.stringify({ email: 'someone@example.com', password: 'Yanlis-Sifre-1!' }),
  });
  await res.arrayBuffer();
  return res.status;
}

describe('per-IP limits with TRUST_PROXY unset (the default: believe nobody), in production', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ RATE_LIMIT_PER_MINUTE: 5, NODE_ENV: 'production' });
  }, 60_000);
  afterAll(() => app.stop());

  it.each(limited)('answers 429 on POST %s although every call claims a new X-Forwarded-For', async (path) => {
    const statuses: number[] = [];
    for (let i = 0; i < 8; i += 1) statuses.push(await post(app, path, `198.51.100.${i + 1}`));
    expect(statuses.slice(0, 5)).not.toContain(429);
    expect(statuses.slice(5)).toEqual([429, 429, 429]);
  });
});

describe('per-IP limits with TRUST_PROXY=1 (one proxy in front)', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ RATE_LIMIT_PER_MINUTE: 5, TRUST_PROXY: '1' });
  }, 60_000);
  afterAll(() => app.stop());

  it('counts each client the proxy names on its own', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 8; i += 1) statuses.push(await post(app, '/auth/login', `198.51.100.${i + 1}`));
    expect(statuses).not.toContain(429);
  });

  it('still limits one client that puts made-up addresses in front of what the proxy appended', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 8; i += 1) statuses.push(await post(app, '/auth/forgot-password', `6.6.6.${i}, 203.0.113.7`));
    expect(statuses.slice(5)).toEqual([429, 429, 429]);
  });
});
