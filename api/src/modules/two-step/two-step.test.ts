import { filesKeyring } from '../../config/files-key';
import { openSecret } from '../../lib/two-step/secret-box';
import { totpCodeAt } from '../../lib/two-step/totp';
import { api, createUser, fixturePassword, type FixtureUser } from '../../testing/fixtures';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { enrolTwoStep } from '../../testing/two-step';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
}, 60_000);
afterAll(() => app.stop());

const step = 30_000;
const login = (email: string, password = fixturePassword) =>
  api(app, 'POST', '/auth/login', { body: { email, password } });
const secondStep = (challenge: string, code: string, lang: 'tr' | 'en' = 'tr') =>
  api(app, 'POST', '/auth/login/second-step', { body: { challenge, code }, lang });

const enrol = (user: FixtureUser) => enrolTwoStep(app, user);

/** The challenge a right password earns an enrolled account. */
async function challengeFor(user: FixtureUser): Promise<string> {
  const res = await login(user.email);
  expect(res.status).toBe(200);
  return res.body.challenge;
}

describe('two-step enrolment', () => {
  it('shows a QR code and the key, turns on only with the right code, and keeps the secret sealed at rest', async () => {
    const user = await createUser(app, 'user');
    const started = await api(app, 'POST', '/settings/two-step/enrolment', { token: user.token });
    expect(started.status).toBe(200);
    expect(started.body.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(started.body.uri).toContain(`otpauth://totp/`);
    expect(started.body.uri).toContain(`secret=${started.body.secret}`);
    expect(started.body.qr_svg).toMatch(/^<svg/);

    const wrong = await api(app, 'POST', '/settings/two-step/enrolment/confirm', {
      token: user.token,
      body: { code: totpCodeAt(started.body.secret, Date.now() - 10 * step) },
      lang: 'en',
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.code).toBe('wrongTwoStepCode');
    expect(wrong.body.fields.code).toMatch(/wrong or has already been used/);
    expect((await api(app, 'GET', '/settings/two-step', { token: user.token })).body.enabled).toBe(false);

    const confirmed = await api(app, 'POST', '/settings/two-step/enrolment/confirm', {
      token: user.token,
      body: { code: totpCodeAt(started.body.secret, Date.now()) },
    });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.recovery_codes).toHaveLength(10);
    expect(new Set(confirmed.body.recovery_codes).size).toBe(10);
    const status = await api(app, 'GET', '/settings/two-step', { token: user.token });
    expect(status.body).toMatchObject({ enabled: true, recovery_codes_left: 10, required: false });

    const row = await app.db('account_two_step').where('user_id', user.id).first();
    expect(row.secret_sealed).not.toContain(started.body.secret);
    expect(openSecret(filesKeyring(app.deps.env), `totp:${user.id}`, row.secret_sealed)).toBe(started.body.secret);
    expect(() => openSecret(filesKeyring(app.deps.env), `totp:${user.id + 1}`, row.secret_sealed)).toThrow();
    const stored = await app.db('account_recovery_codes').where('user_id', user.id).pluck('code_hash');
    expect(stored).toHaveLength(10);
    for (const code of confirmed.body.recovery_codes) expect(stored).not.toContain(code);
  });

  it('refuses a second enrolment while two-step sign-in is on', async () => {
    const user = await createUser(app, 'translator');
    await enrol(user);
    const again = await api(app, 'POST', '/settings/two-step/enrolment', { token: user.token });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('twoStepAlreadyOn');
  });

  it('rejects a malformed code with a localized field error', async () => {
    const user = await createUser(app, 'user');
    await api(app, 'POST', '/settings/two-step/enrolment', { token: user.token });
    const res = await api(app, 'POST', '/settings/two-step/enrolment/confirm', {
      token: user.token,
      body: { code: '12ab' },
    });
    expect(res.status).toBe(400);
    expect(res.body.fields.code).toBe('6 haneli doğrulama kodunu veya bir kurtarma kodunu giriniz.');
  });
});

describe('two-step sign-in', () => {
  it('keeps answering a token to an account without two-step (the spec call), and a challenge to an enrolled one', async () => {
    const plain = await createUser(app, 'user');
    const direct = await login(plain.email);
    expect(Object.keys(direct.body).sort()).toEqual(['token', 'user']);

    const user = await createUser(app, 'user');
    const { secret } = await enrol(user);
    const first = await login(user.email);
    expect(first.status).toBe(200);
    expect(Object.keys(first.body).sort()).toEqual(['challenge', 'expires_in', 'second_step_required']);
    expect(first.body).toMatchObject({ second_step_required: true, expires_in: 300 });
    // the challenge opens nothing by itself
    expect((await api(app, 'GET', '/auth/me', { token: first.body.challenge })).status).toBe(401);

    const done = await secondStep(first.body.challenge, totpCodeAt(secret, Date.now() + step));
    expect(done.status).toBe(200);
    expect(done.body.user).toEqual({
      id: user.id,
      name: expect.any(String),
      surname: 'Test',
      email: user.email,
      role: 'user',
    });
    expect((await api(app, 'GET', '/auth/me', { token: done.body.token })).status).toBe(200);
  });

  it('refuses a replayed code (the same time step) and a wrong code', async () => {
    const user = await createUser(app, 'admin');
    const { secret } = await enrol(user);
    const code = totpCodeAt(secret, Date.now() + step);
    expect((await secondStep(await challengeFor(user), code)).status).toBe(200);
    const replay = await secondStep(await challengeFor(user), code, 'en');
    expect(replay.status).toBe(401);
    expect(replay.body).toMatchObject({
      code: 'wrongTwoStepCode',
      message: expect.stringMatching(/already been used/),
    });
    const wrong = await secondStep(await challengeFor(user), code === '000000' ? '111111' : '000000');
    expect(wrong.status).toBe(401);
    expect(wrong.body.message).toBe('Kod hatalı ya da daha önce kullanıldı. Uygulamadaki yeni kodu giriniz.');
  });

  it('refuses a forged or expired challenge, and one given before a password change', async () => {
    const user = await createUser(app, 'user');
    const { secret } = await enrol(user);
    const forged = await secondStep('eyJhbGciOiJIUzI1NiJ9.e30.x', totpCodeAt(secret, Date.now()));
    expect(forged.status).toBe(401);
    expect(forged.body.code).toBe('secondStepExpired');
    // a session token is no challenge
    expect((await secondStep(user.token, totpCodeAt(secret, Date.now()))).body.code).toBe('secondStepExpired');
    const challenge = await challengeFor(user);
    await app.db('users').where('id', user.id).increment('token_version', 1);
    expect((await secondStep(challenge, totpCodeAt(secret, Date.now() + step))).body.code).toBe('secondStepExpired');
  });

  it('limits wrong codes per account: after ten, even the right code waits (429)', async () => {
    const user = await createUser(app, 'user');
    const { secret } = await enrol(user);
    const challenge = await challengeFor(user);
    const right = totpCodeAt(secret, Date.now() + step);
    const wrong = right === '123456' ? '654321' : '123456';
    for (let i = 0; i < 10; i += 1) expect((await secondStep(challenge, wrong)).status).toBe(401);
    const limited = await secondStep(challenge, right);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('accepts each recovery code once', async () => {
    const user = await createUser(app, 'translator');
    const { recovery } = await enrol(user);
    const typed = (recovery[3] as string).toLowerCase().replace('-', ' ');
    const used = await secondStep(await challengeFor(user), typed);
    expect(used.status).toBe(200);
    expect(used.body.user.role).toBe('translator');
    const again = await secondStep(await challengeFor(user), recovery[3] as string);
    expect(again.status).toBe(401);
    expect(again.body.code).toBe('wrongTwoStepCode');
    const status = await api(app, 'GET', '/settings/two-step', { token: user.token });
    expect(status.body.recovery_codes_left).toBe(9);
  });

  it('turns off only with the password and a code; then the password alone signs in', async () => {
    const user = await createUser(app, 'user');
    const { secret, recovery } = await enrol(user);
    const wrongPassword = await api(app, 'POST', '/settings/two-step/disable', {
      token: user.token,
      body: { password: 'Yanlis-Sifre-1!', code: totpCodeAt(secret, Date.now() + step) },
    });
    expect(wrongPassword.status).toBe(400);
    expect(wrongPassword.body.fields.password).toBe('Mevcut şifreniz hatalı.');
    const noCode = await api(app, 'POST', '/settings/two-step/disable', {
      token: user.token,
      body: { password: fixturePassword, code: '' },
    });
    expect(noCode.status).toBe(400);
    expect(noCode.body.fields.code).toBe('Bu alan zorunludur.');
    const off = await api(app, 'POST', '/settings/two-step/disable', {
      token: user.token,
      body: { password: fixturePassword, code: recovery[0] },
    });
    expect(off.status).toBe(200);
    expect((await login(user.email)).body.token).toEqual(expect.any(String));
    expect(await app.db('account_recovery_codes').where('user_id', user.id).pluck('id')).toEqual([]);
  });

  it('renews the recovery codes: the old ones stop working', async () => {
    const user = await createUser(app, 'user');
    const { secret, recovery } = await enrol(user);
    const renewed = await api(app, 'POST', '/settings/two-step/recovery-codes', {
      token: user.token,
      body: { password: fixturePassword, code: totpCodeAt(secret, Date.now() + step) },
    });
    expect(renewed.status).toBe(200);
    expect(renewed.body.recovery_codes).toHaveLength(10);
    expect((await secondStep(await challengeFor(user), recovery[1] as string)).status).toBe(401);
    expect((await secondStep(await challengeFor(user), renewed.body.recovery_codes[1])).status).toBe(200);
  });
});

describe('admins must use two-step sign-in (Site ayarları)', () => {
  const settingsBody = async (token: string, on: boolean) => {
    const current = (await api(app, 'GET', '/admin/site-settings', { token })).body.settings;
    return { ...current, admins_require_two_step: on };
  };

  it('is off on a fresh install, cannot be switched on by an admin without it, and then sends other admins to enrol', async () => {
    const office = await createUser(app, 'admin');
    const current = await api(app, 'GET', '/admin/site-settings', { token: office.token });
    expect(current.body.settings.admins_require_two_step).toBe(false);

    const refused = await api(app, 'PUT', '/admin/site-settings', {
      token: office.token,
      body: await settingsBody(office.token, true),
    });
    expect(refused.status).toBe(400);
    expect(refused.body.fields.admins_require_two_step).toBe(
      'Bu ayarı açmadan önce kendi hesabınızda iki adımlı girişi açın.',
    );

    const { secret } = await enrol(office);
    const on = await api(app, 'PUT', '/admin/site-settings', {
      token: office.token,
      body: await settingsBody(office.token, true),
    });
    expect(on.status).toBe(200);
    expect(on.body.settings.admins_require_two_step).toBe(true);
    try {
      const colleague = await createUser(app, 'admin');
      const blocked = await api(app, 'GET', '/admin/site-settings', { token: colleague.token, lang: 'en' });
      expect(blocked.status).toBe(403);
      expect(blocked.body).toMatchObject({
        code: 'twoStepRequired',
        message: expect.stringMatching(/Turn on two-step/),
      });
      expect((await api(app, 'GET', '/admin/jobs', { token: colleague.token })).status).toBe(403);
      // Ayarlar stays open so they can enrol
      expect((await api(app, 'GET', '/auth/me', { token: colleague.token })).status).toBe(200);
      const status = await api(app, 'GET', '/settings/two-step', { token: colleague.token });
      expect(status.body).toMatchObject({ enabled: false, required: true });
      await enrol(colleague);
      expect((await api(app, 'GET', '/admin/site-settings', { token: colleague.token })).status).toBe(200);
      // and the requirement is not theirs to drop
      const drop = await api(app, 'POST', '/settings/two-step/disable', {
        token: office.token,
        body: { password: fixturePassword, code: totpCodeAt(secret, Date.now() + step) },
      });
      expect(drop.status).toBe(409);
      expect(drop.body.code).toBe('twoStepRequired');
      // customers are not concerned
      const customer = await createUser(app, 'user');
      expect((await api(app, 'GET', '/user/jobs', { token: customer.token })).status).toBe(200);
    } finally {
      await api(app, 'PUT', '/admin/site-settings', {
        token: office.token,
        body: await settingsBody(office.token, false),
      });
    }
  });
});
