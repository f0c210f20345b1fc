import { totpCodeAt } from '../lib/two-step/totp';
import { api, type FixtureUser } from './fixtures';
import type { TestApp } from './test-app';

/** Turns two-step sign-in on for `user` as an authenticator app would: the QR's secret, then its current code. */
export async function enrolTwoStep(app: TestApp, user: FixtureUser): Promise<{ secret: string; recovery: string[] }> {
  const started = await api(app, 'POST', '/settings/two-step/enrolment', { token: user.token });
  if (started.status !== 200) throw new Error(`enrolment start answered ${started.status}`);
  const secret: string = started.body.secret;
  const confirmed = await api(app, 'POST', '/settings/two-step/enrolment/confirm', {
    token: user.token,
    body: { code: totpCodeAt(secret, Date.now()) },
  });
  if (confirmed.status !== 200) throw new Error(`enrolment confirm answered ${confirmed.status}`);
  return { secret, recovery: confirmed.body.recovery_codes };
}

/**
 * Switches Site ayarları' admins-must-enrol rule as `office` (an admin who has two-step sign-in, or the switch on
 * is refused); PUT /admin/site-settings takes the whole set, so the rest is sent as it is.
 */
export async function requireTwoStepOfAdmins(app: TestApp, office: FixtureUser, on: boolean): Promise<void> {
  const current = await api(app, 'GET', '/admin/site-settings', { token: office.token });
  const saved = await api(app, 'PUT', '/admin/site-settings', {
    token: office.token,
    body: { ...current.body.settings, admins_require_two_step: on },
  });
  if (saved.status !== 200) throw new Error(`the settings' save answered ${saved.status}`);
}
