import { startTestApp, type TestApp } from '../../testing/test-app';
import { queuedMailsTo } from '../../testing/queued-mails';
import { api, createUser, type FixtureUser } from '../../testing/fixtures';
import { daysFromToday, putJobInState, uploadJob } from './job-test-helpers';
import { sendDeadlineReminders } from './deadline-reminders';

jest.setTimeout(60_000);

let app: TestApp;
let admin: FixtureUser;
beforeAll(async () => {
  app = await startTestApp();
  admin = await createUser(app, 'admin');
});
afterAll(() => app.stop());

async function assigned(translator: FixtureUser, deliveryInDays = 4) {
  const customer = await createUser(app, 'user');
  const job = await uploadJob(app, customer);
  const res = await api(app, 'POST', `/admin/job/${job.id}/assign`, {
    token: admin.token,
    body: { translator_id: translator.id, price: 600, delivery_date: daysFromToday(deliveryInDays) },
  });
  expect(res.status).toBe(200);
  return { id: job.id as number, code: `JOB-${String(job.id).padStart(6, '0')}` };
}

describe('mails that tell the translator the truth', () => {
  it('says "don’t start yet" on an unpaid assignment, then "start now, due …" once the payment is confirmed', async () => {
    const translator = await createUser(app, 'translator');
    const { id, code } = await assigned(translator);
    const [first] = await queuedMailsTo(app, translator.email);
    expect(first?.subject).toMatch(new RegExp(`^${code} size atandı — müşterinin ödemesi bekleniyor`));
    expect(first?.text).toContain('Henüz başlamayın');

    await api(app, 'PUT', `/admin/job/${id}/mark-paid`, { token: admin.token });
    const start = (await queuedMailsTo(app, translator.email)).find((m) =>
      m.subject.startsWith(`${code}: ödeme onaylandı`),
    );
    expect(start?.subject).toMatch(/çeviriye başlayın/);
    expect(start?.text).toContain('Teslim tarihi:');
  });

  it('tells the translator, in their language, when the office cancels the assignment', async () => {
    const translator = await createUser(app, 'translator');
    await app.db('users').where({ id: translator.id }).update({ locale: 'en' });
    const { id, code } = await assigned(translator);
    expect((await queuedMailsTo(app, translator.email))[0]?.subject).toMatch(
      /assigned to you — waiting for the customer’s payment/,
    );
    const res = await api(app, 'PUT', `/admin/job/${id}/cancel`, { token: admin.token });
    expect(res.status).toBe(200);
    const cancelled = (await queuedMailsTo(app, translator.email)).find((m) =>
      m.subject.startsWith(`${code}: assignment cancelled`),
    );
    expect(cancelled?.text).toContain('Do not work on it.');
  });

  it('reminds the translator the day before a job at work is due, once, and only for jobs at work', async () => {
    const translator = await createUser(app, 'translator');
    const tomorrow = await assigned(translator, 1);
    await putJobInState(app, tomorrow.id, 'in_progress', { is_paid: true });
    const later = await assigned(translator, 3);
    await putJobInState(app, later.id, 'in_progress', { is_paid: true });
    const done = await assigned(translator, 1);
    await putJobInState(app, done.id, 'completed', { is_paid: true });

    const today = daysFromToday(0);
    expect(await sendDeadlineReminders(app.deps, today)).toBe(1);
    expect(await sendDeadlineReminders(app.deps, today)).toBe(0);
    const reminders = (await queuedMailsTo(app, translator.email)).filter((m) =>
      m.subject.includes('teslim tarihi yarın'),
    );
    expect(reminders.map((m) => m.subject.split(':')[0])).toEqual([tomorrow.code]);

    // a new due date is a new reminder
    await app
      .db('jobs')
      .where({ id: later.id })
      .update({ delivery_date: daysFromToday(1) });
    expect(await sendDeadlineReminders(app.deps, today)).toBe(1);
  });
});
