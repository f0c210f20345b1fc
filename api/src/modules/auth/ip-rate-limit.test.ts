import { startTestApp, type TestApp } from '../../testing/test-app';
import { api } from '../../testing/fixtures';
import { validRegistration } from './test-helpers';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ RATE_LIMIT_PER_MINUTE: 2 });
}, 60_000);
afterAll(() => app.stop());

const calls: Array<[string, () => Record<string, unknown>]> = [
  ['/auth/login', () => ({ email: 'someone@example.com', password: 'x' })],
  ['/auth/register', () => validRegistration({ hp: 'bot' })],
  ['/auth/forgot-password', () => ({ email: 'someone@example.com' })],
  ['/auth/reset-password', () => ({ email: 'someone@example.com', token: 'x', newPassword: 'Yeni-Sifre-1!' })],
  ['/resend-verification', () => ({ email: 'someone@example.com' })],
];

describe('per-IP rate limits (RATE_LIMIT_PER_MINUTE=2)', () => {
  it.each(calls)('answers the 3rd POST %s within a minute with 429 and Retry-After', async (path, body) => {
    for (let i = 0; i < 2; i += 1) expect((await api(app, 'POST', path, { body: body() })).status).not.toBe(429);
    const res = await api(app, 'POST', path, { body: body(), lang: 'en' });
    expect(res.status).toBe(429);
    expect(res.body).toEqual({
      code: 'tooManyRequests',
      message: 'Too many attempts. Please try again shortly.',
      fields: {},
    });
    expect(Number(res.headers.get('Retry-After'))).toBeGreaterThan(0);
  });
});
