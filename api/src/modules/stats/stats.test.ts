import { startTestApp, type TestApp } from '../../testing/test-app';
import { api, createUser, type FixtureUser } from '../../testing/fixtures';
import { monthlyFinance } from './stats';

let app: TestApp;
let admin: FixtureUser;
beforeAll(async () => {
  app = await startTestApp({ FIXED_MONTHLY_EXPENSE: 1000.5 });
  admin = await createUser(app, 'admin');
});
afterAll(() => app.stop());

async function insertJob(values: Record<string, unknown>): Promise<number> {
  const [row] = await app
    .db('jobs')
    .insert({
      file_name: '1-a.pdf',
      file_mime: 'application/pdf',
      file_size: 1,
      description: 'x',
      source_lang: 'İngilizce',
      target_lang: 'Türkçe',
      translation_type: 'official',
      specialization: 'general',
      delivery_date: '2030-01-01',
      ...values,
    })
    .returning('id');
  return row.id;
}

describe('GET /api/admin/stats', () => {
  it('counts live customers, approved translators, unfinished and completed jobs', async () => {
    await createUser(app, 'user');
    await createUser(app, 'user');
    const gone = await createUser(app, 'user');
    await app.db('users').where({ id: gone.id }).update({ deleted_at: app.db.fn.now() });
    await createUser(app, 'translator');
    await createUser(app, 'translator');
    await createUser(app, 'translator', { translatorStatus: 'pending' });
    const removed = await createUser(app, 'translator');
    await api(app, 'DELETE', `/admin/translator/${removed.id}`, { token: admin.token });
    for (const status of [
      'waiting',
      'waiting_payment',
      'in_progress',
      'revision_requested',
      'completed',
      'completed',
      'cancelled',
    ])
      await insertJob({ status });
    await insertJob({ status: 'completed', hidden_at: new Date() });

    const res = await api(app, 'GET', '/admin/stats', { token: admin.token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ users: 2, translators: 2, pendingJobs: 4, completedJobs: 3 });
  });

  it('is for admins only', async () => {
    const user = await createUser(app, 'user');
    expect((await api(app, 'GET', '/admin/stats', { token: user.token })).status).toBe(403);
    expect((await api(app, 'GET', '/admin/stats/finance')).status).toBe(401);
  });
});

describe('GET /api/admin/stats/finance', () => {
  it('answers 12 months, oldest first, with income, expense, fixed expense and net profit to the kuruş', async () => {
    await app.db('jobs').delete();
    const now = new Date();
    await insertJob({
      status: 'in_progress',
      admin_price: '1234.56',
      translator_price: '700.10',
      is_paid: true,
      paid_at: now,
    });
    await insertJob({
      status: 'completed',
      admin_price: '99.99',
      translator_price: '50.05',
      is_paid: true,
      paid_at: now,
    });
    await insertJob({ status: 'waiting_payment', admin_price: '5000.00', translator_price: '3000.00' }); // not paid: not income

    const res = await api(app, 'GET', '/admin/stats/finance', { token: admin.token });
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(12);
    const months = res.body.map((r: { month: string }) => r.month);
    expect([...months].sort()).toEqual(months);
    const thisMonth = new Intl.DateTimeFormat('en-CA', {
      timeZone: 'Europe/Istanbul',
      year: 'numeric',
      month: '2-digit',
    }).format(now);
    expect(months[11]).toBe(thisMonth);
    expect(res.body[11]).toEqual({
      month: thisMonth,
      total_income: 1334.55,
      total_expense: 750.15,
      fixed_expense: 1000.5,
      net_profit: -416.1,
    });
    expect(res.body[0]).toMatchObject({
      total_income: 0,
      total_expense: 0,
      fixed_expense: 1000.5,
      net_profit: -1000.5,
    });
  });

  it('puts a payment in its Istanbul month, not its UTC month, and leaves out older months', async () => {
    await app.db('jobs').delete();
    // 31 Jan 21:30 UTC is 1 Feb 00:30 in Istanbul
    await insertJob({
      status: 'completed',
      admin_price: '300.00',
      translator_price: '120.25',
      is_paid: true,
      paid_at: new Date('2026-01-31T21:30:00Z'),
    });
    await insertJob({
      status: 'completed',
      admin_price: '10.10',
      translator_price: '5.05',
      is_paid: true,
      paid_at: new Date('2026-01-31T20:59:59Z'),
    });
    await insertJob({
      status: 'completed',
      admin_price: '999.99',
      translator_price: '1.00',
      is_paid: true,
      paid_at: new Date('2025-03-10T12:00:00Z'),
    });

    const rows = await monthlyFinance(app.deps, new Date('2026-03-15T12:00:00Z'));
    expect(rows.map((r) => r.month)).toEqual([
      '2025-04',
      '2025-05',
      '2025-06',
      '2025-07',
      '2025-08',
      '2025-09',
      '2025-10',
      '2025-11',
      '2025-12',
      '2026-01',
      '2026-02',
      '2026-03',
    ]);
    expect(rows.find((r) => r.month === '2026-02')).toEqual({
      month: '2026-02',
      total_income: 300,
      total_expense: 120.25,
      fixed_expense: 1000.5,
      net_profit: -820.75,
    });
    expect(rows.find((r) => r.month === '2026-01')).toEqual({
      month: '2026-01',
      total_income: 10.1,
      total_expense: 5.05,
      fixed_expense: 1000.5,
      net_profit: -995.45,
    });
    expect(rows.reduce((sum, r) => sum + r.total_income, 0)).toBeCloseTo(310.1, 2);
  });
});

describe('GET /api/admin/todo', () => {
  const counts = async () =>
    Object.fromEntries(
      (
        (await api(app, 'GET', '/admin/todo', { token: admin.token })).body.items as { key: string; count: number }[]
      ).map((i) => [i.key, i.count]),
    );

  it('lists each kind of waiting work in a fixed order and counts one more of each as it arrives', async () => {
    const res = await api(app, 'GET', '/admin/todo', { token: admin.token });
    expect(res.status).toBe(200);
    expect(res.body.items.map((i: { key: string }) => i.key)).toEqual([
      'pendingApplicants',
      'jobsAwaitingPrice',
      'reportedPayments',
      'unreadMessages',
      'dueDateRequests',
      'revisionRequests',
      'failedMails',
    ]);
    const before = await counts();
    const customer = await createUser(app, 'user');
    const translator = await createUser(app, 'translator');
    await createUser(app, 'translator', { translatorStatus: 'pending' });
    await insertJob({ user_id: customer.id, status: 'waiting' });
    await insertJob({ user_id: customer.id, status: 'waiting', hidden_at: app.db.fn.now() });
    await insertJob({ user_id: customer.id, status: 'waiting_payment', payment_notified_at: app.db.fn.now() });
    await insertJob({
      user_id: customer.id,
      status: 'in_progress',
      is_paid: true,
      payment_notified_at: app.db.fn.now(),
    });
    const talked = await insertJob({
      user_id: customer.id,
      status: 'in_progress',
      assigned_translator_id: translator.id,
    });
    await app.db('job_messages').insert([
      { job_id: talked, author_id: customer.id, author_side: 'customer', body: 'Merhaba' },
      { job_id: talked, author_id: customer.id, author_side: 'customer', body: 'Bir şey daha' },
    ]);
    await app.db('job_deadline_requests').insert({
      job_id: talked,
      translator_id: translator.id,
      previous_date: '2030-01-01',
      requested_date: '2030-02-01',
      reason: 'Uzun belge',
    });
    const done = await insertJob({ user_id: customer.id, status: 'completed' });
    await app.db('job_revision_requests').insert({ job_id: done, user_id: customer.id, reason: 'Ad yanlış' });

    const after = await counts();
    for (const key of [
      'pendingApplicants',
      'jobsAwaitingPrice',
      'reportedPayments',
      'unreadMessages',
      'dueDateRequests',
      'revisionRequests',
    ])
      expect([key, after[key]]).toEqual([key, (before[key] ?? 0) + 1]);
  });

  it('is the admin’s alone', async () => {
    const customer = await createUser(app, 'user');
    expect((await api(app, 'GET', '/admin/todo', { token: customer.token })).status).toBe(403);
    expect((await api(app, 'GET', '/admin/todo')).status).toBe(401);
  });
});
