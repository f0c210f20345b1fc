import { startTestApp, type TestApp } from '../../testing/test-app';
import { queuedMailsTo } from '../../testing/queued-mails';
import { api, createUser, type FixtureUser } from '../../testing/fixtures';
import { uploadJob } from '../jobs/job-test-helpers';
import { jobAlertTaskName, sendJobAlerts, sendJobDigests } from './job-alerts';
import { coversPair } from './language-match';

jest.setTimeout(60_000);

let app: TestApp;
let customer: FixtureUser;
beforeAll(async () => {
  // no grouping window: each job's own task tells of that job (the grouping: job-alert-grouping.test.ts)
  app = await startTestApp({ JOB_ALERT_GROUP_SECONDS: 0 });
  customer = await createUser(app, 'user');
});
afterAll(() => app.stop());

/** The alert mails queued for `to`: subjects and texts, oldest first. */
const alertsTo = async (to: string) => (await queuedMailsTo(app, to)).filter((m) => /yeni iş|new job/i.test(m.subject));

async function translatorWith(
  languages: string,
  options: { alerts?: 'instant' | 'daily' | 'off'; status?: 'pending' | 'approved'; locale?: 'tr' | 'en' } = {},
) {
  const translator = await createUser(app, 'translator', { translatorStatus: options.status ?? 'approved' });
  await app
    .db('users')
    .where({ id: translator.id })
    .update({ languages, job_alerts: options.alerts ?? 'instant', locale: options.locale ?? 'tr' });
  return translator;
}

/** A new Türkçe → İngilizce job, with its alerts sent (the task also runs in the background; both send once). */
async function openJob(fields: Record<string, string> = {}) {
  const job = await uploadJob(app, customer, fields);
  await sendJobAlerts(app.deps, job.id);
  return job;
}

describe('language pairs', () => {
  it('matches a pair by either name of each language, in any case, and needs both sides', () => {
    const pair = { source: ['Türkçe', 'Turkish'], target: ['İngilizce', 'English'] };
    expect(coversPair(['türkçe', ' ENGLISH '], pair)).toBe(true);
    expect(coversPair(['Turkish', 'İngilizce', 'Almanca'], pair)).toBe(true);
    expect(coversPair(['Turkce', 'ingilizce'], pair)).toBe(true);
    expect(coversPair(['Türkçe', 'Almanca'], pair)).toBe(false);
    expect(coversPair([], pair)).toBe(false);
  });
});

describe('alerts for new jobs in a translator’s languages', () => {
  it('queues the fan-out in the upload’s transaction: the task exists the moment the job does', async () => {
    const job = await uploadJob(app, customer);
    const tasks = await app
      .db('pgboss.job')
      .where({ name: jobAlertTaskName })
      .whereRaw("(data->>'jobId')::int = ?", [job.id]);
    expect(tasks).toHaveLength(1);
  });

  it('mails at once each approved translator whose languages cover the pair, in their language, and nobody else', async () => {
    const fits = await translatorWith('Türkçe, English');
    const fitsInEnglish = await translatorWith('Turkish, İngilizce', { locale: 'en' });
    const otherPair = await translatorWith('Türkçe, Almanca');
    const pending = await translatorWith('Türkçe, İngilizce', { status: 'pending' });
    const digest = await translatorWith('Türkçe, İngilizce', { alerts: 'daily' });
    const off = await translatorWith('Türkçe, İngilizce', { alerts: 'off' });
    const mailsOff = await translatorWith('Türkçe, İngilizce');
    await app.db('users').where({ id: mailsOff.id }).update({ email_notifications: false });
    const removed = await translatorWith('Türkçe, İngilizce');
    await app.db('users').where({ id: removed.id }).update({ deleted_at: app.db.fn.now() });

    const job = await openJob();
    const code = `JOB-${String(job.id).padStart(6, '0')}`;

    const [tr] = await alertsTo(fits.email);
    expect(tr?.subject).toContain(`Dillerinizde yeni iş: Türkçe → İngilizce (${code})`);
    expect(tr?.text).toContain('/panel/translator?tab=open');
    const [en] = await alertsTo(fitsInEnglish.email);
    expect(en?.subject).toContain(`New job in your languages: Türkçe → İngilizce (${code})`);
    for (const nobody of [otherPair, pending, digest, off, mailsOff, removed])
      expect(await alertsTo(nobody.email)).toEqual([]);
  });

  it('never tells the same translator twice about one job, however often the task runs', async () => {
    const translator = await translatorWith('Türkçe, İngilizce');
    const job = await openJob();
    expect(await sendJobAlerts(app.deps, job.id)).toBe(0);
    expect(await alertsTo(translator.email)).toHaveLength(1);
  });

  it('sends no alert to the customer’s own account, nor for a job no longer open', async () => {
    // the jobs reach their final state before the translator has languages, so the background run sees only that
    const translator = await createUser(app, 'translator');
    const own = await uploadJob(app, customer);
    await app.db('jobs').where({ id: own.id }).update({ user_id: translator.id });
    const cancelled = await uploadJob(app, customer);
    await app.db('jobs').where({ id: cancelled.id }).update({ status: 'cancelled' });
    await app.db('users').where({ id: translator.id }).update({ languages: 'Türkçe, İngilizce' });

    expect(await sendJobAlerts(app.deps, own.id)).toBe(0);
    expect(await sendJobAlerts(app.deps, cancelled.id)).toBe(0);
    expect(await alertsTo(translator.email)).toEqual([]);
  });

  it('gathers a daily reader’s new jobs in one digest, lists each job once, and skips jobs no longer open', async () => {
    // a pair no other test opens jobs in, so the digest holds exactly this test's jobs
    const reader = await translatorWith('Rusça, Arapça, Farsça', { alerts: 'daily', locale: 'en' });
    const first = await openJob({ source_lang: 'Rusça', target_lang: 'Arapça' });
    const second = await openJob({ source_lang: 'Rusça', target_lang: 'Farsça' });
    const taken = await openJob({ source_lang: 'Rusça', target_lang: 'Arapça' });
    await app.db('jobs').where({ id: taken.id }).update({ status: 'waiting_payment' });

    expect(await sendJobDigests(app.deps)).toBeGreaterThanOrEqual(1);
    const digests = await alertsTo(reader.email);
    expect(digests).toHaveLength(1);
    expect(digests[0]?.subject).toMatch(/^2 new jobs in your languages/);
    const code = (id: number) => `JOB-${String(id).padStart(6, '0')}`;
    expect(digests[0]?.text).toContain(`${code(first.id)} — Rusça → Arapça`);
    expect(digests[0]?.text).toContain(`${code(second.id)} — Rusça → Farsça`);
    expect(digests[0]?.text).not.toContain(code(taken.id));

    await sendJobDigests(app.deps);
    expect(await alertsTo(reader.email)).toHaveLength(1);
  });
});

describe('the job-alert setting beside the notification switches', () => {
  it('is shown to translators, saved, and refused with a field error when it is not one of the three', async () => {
    const translator = await translatorWith('Türkçe, İngilizce');
    const read = await api(app, 'GET', '/settings/notifications', { token: translator.token });
    expect(read.body).toEqual({ email_notifications: true, sms_notifications: false, job_alerts: 'instant' });

    const saved = await api(app, 'PUT', '/settings/notifications', {
      token: translator.token,
      body: { email_notifications: true, sms_notifications: false, job_alerts: 'daily' },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.job_alerts).toBe('daily');

    const wrong = await api(app, 'PUT', '/settings/notifications', {
      token: translator.token,
      lang: 'en',
      body: { email_notifications: true, sms_notifications: false, job_alerts: 'weekly' },
    });
    expect(wrong.status).toBe(400);
    expect(Object.keys(wrong.body.fields)).toEqual(['job_alerts']);
  });

  it('is not part of a customer’s settings', async () => {
    const read = await api(app, 'GET', '/settings/notifications', { token: customer.token });
    expect(read.body).not.toHaveProperty('job_alerts');
  });
});
