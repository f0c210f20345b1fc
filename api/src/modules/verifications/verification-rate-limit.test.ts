import { startTestApp, type TestApp } from '../../testing/test-app';
import { api } from '../../testing/fixtures';
import { newVerificationCode } from './verification-code';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ RATE_LIMIT_PER_MINUTE: 2 });
}, 60_000);
afterAll(() => app.stop());

/** The path of the n-th guess (0, 1, 2) of a random code. */
const guesses: Array<[string, (code: string, n: number) => string]> = [
  ['the code lookup', (code) => `/public/verifications/${code}`],
  [
    'the QR images (PNG and SVG share one budget)',
    (code, n) => `/public/verifications/${code}/qr.${n === 1 ? 'svg' : 'png'}`,
  ],
];

describe('the public verification routes are rate-limited per IP (RATE_LIMIT_PER_MINUTE=2)', () => {
  it.each(guesses)(
    'answers the 3rd guessed code on %s within a minute with 429, Retry-After and the error shape',
    async (_, path) => {
      for (const n of [0, 1]) expect((await api(app, 'GET', path(newVerificationCode(), n))).status).toBe(404);
      const res = await api(app, 'GET', path(newVerificationCode(), 2), { lang: 'en' });
      expect(res.status).toBe(429);
      expect(res.body).toEqual({
        code: 'tooManyRequests',
        message: 'Too many attempts. Please try again shortly.',
        fields: {},
      });
      expect(Number(res.headers.get('Retry-After'))).toBeGreaterThan(0);
    },
  );
});
