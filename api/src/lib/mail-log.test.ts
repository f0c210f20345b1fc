import { readdirSync } from 'node:fs';
import path from 'node:path';
import pino from 'pino';
import { startTestApp, type TestApp } from '../testing/test-app';
import { api, createUser } from '../testing/fixtures';
import { pause } from '../modules/auth/test-helpers';

/**
 * Without SMTP_URL each mail goes to DATA_DIR/mail. Its links (reset and verification tokens) are logged only
 * outside production: in production a reset link in the log is a password for whoever reads the log.
 */
function capturingApp(nodeEnv: string): Promise<{ app: TestApp; lines: string[] }> {
  const lines: string[] = [];
  const logger = pino({ level: 'info' }, { write: (line: string) => lines.push(line) });
  return startTestApp({ NODE_ENV: nodeEnv, LOG_LEVEL: 'info' }, logger).then((app) => ({ app, lines }));
}

async function untilOutboxHas(app: TestApp, count: number): Promise<string[]> {
  const dir = path.join(app.dataDir, 'mail');
  for (let i = 0; i < 200; i += 1) {
    const files = (() => {
      try {
        return readdirSync(dir);
      } catch {
        return [];
      }
    })();
    if (files.length >= count) return files;
    await pause(50);
  }
  throw new Error(`fewer than ${count} mails in ${dir}`);
}

describe.each([
  ['production', false],
  ['development', true],
] as const)('mail links in the log with NODE_ENV=%s', (nodeEnv, logged) => {
  let app: TestApp;
  let lines: string[];
  beforeAll(async () => {
    ({ app, lines } = await capturingApp(nodeEnv));
  }, 60_000);
  afterAll(() => app.stop());

  it(`${logged ? 'logs' : 'does not log'} the reset and verification links, and still writes the mail`, async () => {
    const user = await createUser(app);
    await api(app, 'POST', '/auth/forgot-password', { body: { email: user.email } });
    const newcomer = `yeni-${Date.now()}@example.com`;
    await api(app, 'POST', '/auth/register', {
      body: {
        name: 'Ayşe',
        surname: 'Yılmaz',
        email: newcomer,
        phone: '+905321234567',
        password: 'Guclu-Sifre-1',
        birth_date: '1990-05-17',
      },
    });
    expect(await untilOutboxHas(app, 2)).toHaveLength(2);
    await pause(200);
    const log = lines.join('');
    expect(log).toContain('mail written to outbox');
    expect(/reset-password\?token=/.test(log)).toBe(logged);
    expect(/verify-email\?token=/.test(log)).toBe(logged);
  });
});
