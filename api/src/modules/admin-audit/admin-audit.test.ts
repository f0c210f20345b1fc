import { startTestApp, type TestApp } from '../../testing/test-app';
import { api, createUser, type FixtureUser } from '../../testing/fixtures';
import { daysFromToday, uploadJob } from '../jobs/job-test-helpers';
import * as migration from '../../db/migrations/0750-admin-audit-and-file-retention';

jest.setTimeout(90_000);

let app: TestApp;
let admin: FixtureUser;
let otherAdmin: FixtureUser;
let customer: FixtureUser;
let translator: FixtureUser;
beforeAll(async () => {
  app = await startTestApp();
  admin = await createUser(app, 'admin', { name: 'Ayşe' });
  otherAdmin = await createUser(app, 'admin', { name: 'Burak' });
  customer = await createUser(app, 'user', { name: 'Şükrü' });
  translator = await createUser(app, 'translator', { name: 'Xeni' });
});
afterAll(() => app.stop());

const auditRows = (action: string) => app.db('admin_audit').where({ action }).orderBy('id');
const list = (query: string, token = admin.token, lang: 'tr' | 'en' = 'tr') =>
  api(app, 'GET', `/admin/audit${query}`, { token, lang });
const assign = (jobId: number, token = admin.token) =>
  api(app, 'POST', `/admin/job/${jobId}/assign`, {
    token,
    body: { translator_id: translator.id, price: 300, delivery_date: daysFromToday(5) },
  });

/**
 * A trigger that refuses every admin_audit row: an action whose audit row cannot be written must leave nothing
 * changed, which holds only when the row is written in the action's own transaction.
 */
async function withAuditRefused(run: () => Promise<void>): Promise<void> {
  await app.db.raw(`create or replace function refuse_admin_audit() returns trigger language plpgsql as $$
    begin raise exception 'audit refused'; end $$`);
  await app.db.raw(
    'create trigger refuse_admin_audit before insert on admin_audit for each row execute function refuse_admin_audit()',
  );
  try {
    await run();
  } finally {
    await app.db.raw('drop trigger refuse_admin_audit on admin_audit');
  }
}

describe('admin audit rows, one per action, in the action’s transaction', () => {
  it('records an assignment with who, the job, its customer and the values before and after', async () => {
    const job = await uploadJob(app, customer);
    expect((await assign(job.id)).status).toBe(200);
    const [row] = await auditRows('job_assigned').where({ job_id: job.id });
    expect(row).toMatchObject({
      actor_id: admin.id,
      actor_name: 'Ayşe Test',
      kind: 'assignment',
      subject_user_id: customer.id,
      subject_label: `Şükrü Test <${customer.email}>`,
    });
    expect(row.before).toMatchObject({ status: 'waiting', translator: null, price: null });
    expect(row.after).toMatchObject({ status: 'waiting_payment', translator: 'Xeni Test', price: 300 });
  });

  it('undoes the assignment when its audit row cannot be written', async () => {
    const job = await uploadJob(app, customer);
    await withAuditRefused(async () => {
      expect((await assign(job.id)).status).toBe(500);
    });
    expect(await app.db('jobs').where({ id: job.id }).first('status', 'assigned_translator_id')).toEqual({
      status: 'waiting',
      assigned_translator_id: null,
    });
  });

  it('records marking paid, cancelling the assignment and asking for a revision', async () => {
    const job = await uploadJob(app, customer);
    await assign(job.id);
    expect((await api(app, 'PUT', `/admin/job/${job.id}/mark-paid`, { token: admin.token })).status).toBe(200);
    expect((await api(app, 'PUT', `/admin/job/${job.id}/cancel`, { token: admin.token })).status).toBe(200);
    const rows = await app.db('admin_audit').where({ job_id: job.id }).orderBy('id');
    expect(rows.map((r) => [r.action, r.kind])).toEqual([
      ['job_assigned', 'assignment'],
      ['marked_paid', 'payments'],
      ['assignment_cancelled', 'assignment'],
    ]);
    expect(rows[1]).toMatchObject({ before: { paid: false, status: 'waiting_payment' }, after: { paid: true } });

    const done = await uploadJob(app, customer);
    await app.db('jobs').where({ id: done.id }).update({
      status: 'completed',
      completed_at: app.db.fn.now(),
      assigned_translator_id: translator.id,
    });
    expect((await api(app, 'PUT', `/admin/job/${done.id}/revise`, { token: admin.token })).status).toBe(200);
    expect(await auditRows('revision_requested').where({ job_id: done.id })).toEqual([
      expect.objectContaining({
        kind: 'jobs',
        before: { status: 'completed' },
        after: { status: 'revision_requested' },
      }),
    ]);
  });

  it('records a payout under the translator it paid, with the amount and the jobs', async () => {
    const job = await uploadJob(app, customer);
    await app.db('jobs').where({ id: job.id }).update({
      status: 'completed',
      completed_at: app.db.fn.now(),
      assigned_translator_id: translator.id,
      translator_price: 150,
    });
    const res = await api(app, 'POST', '/admin/payouts', {
      token: admin.token,
      body: { translator_id: translator.id, job_ids: [job.id], paid_on: daysFromToday(0), reference: 'EFT-77' },
    });
    expect(res.status).toBe(201);
    expect(await auditRows('payout_recorded')).toEqual([
      expect.objectContaining({
        kind: 'payouts',
        subject_user_id: translator.id,
        object_key: 'EFT-77',
        after: {
          amount: 150,
          paid_on: daysFromToday(0),
          reference: 'EFT-77',
          jobs: [`JOB-${String(job.id).padStart(6, '0')}`],
        },
      }),
    ]);
  });

  it('records a settings change with only the keys that changed, and undoes it when the row cannot be written', async () => {
    const current = (await api(app, 'GET', '/admin/site-settings', { token: admin.token })).body.settings;
    const put = (body: object) => api(app, 'PUT', '/admin/site-settings', { token: admin.token, body });
    expect((await put({ ...current, usual_quote_hours: 6, file_retention_days: 90 })).status).toBe(200);
    const [row] = await auditRows('site_settings_changed');
    expect(row).toMatchObject({
      kind: 'settings',
      before: { usual_quote_hours: String(current.usual_quote_hours), file_retention_days: '180' },
      after: { usual_quote_hours: '6', file_retention_days: '90' },
    });
    await withAuditRefused(async () => {
      expect((await put({ ...current, usual_quote_hours: 9 })).status).toBe(500);
    });
    expect((await api(app, 'GET', '/public/site-settings')).body.usual_quote_hours).toBe(6);
  });

  it('records price list changes: a group made, changed and deleted, and the rules', async () => {
    const [language] = await app.db('languages').insert({ name: 'Denetimce' }).returning('id');
    const body = {
      name_tr: 'Batı dilleri',
      name_en: 'Western',
      per_page: 400,
      per_word: 1.5,
      language_ids: [language.id],
    };
    const made = await api(app, 'POST', '/admin/price-list/groups', { token: admin.token, body });
    expect(made.status).toBe(201);
    const id = made.body.group.id;
    await api(app, 'PUT', `/admin/price-list/groups/${id}`, { token: admin.token, body: { ...body, per_page: 450 } });
    await api(app, 'DELETE', `/admin/price-list/groups/${id}`, { token: admin.token });
    const rules = (await api(app, 'GET', '/admin/price-list', { token: admin.token })).body.rules;
    await api(app, 'PUT', '/admin/price-list/rules', { token: admin.token, body: { ...rules, minimum: 275 } });
    const rows = await app.db('admin_audit').where({ kind: 'pricing' }).orderBy('id');
    expect(rows.map((r) => r.action)).toEqual([
      'price_group_created',
      'price_group_changed',
      'price_group_deleted',
      'price_rules_changed',
    ]);
    expect(rows[1]).toMatchObject({ object_key: 'Batı dilleri', before: { per_page: 400 }, after: { per_page: 450 } });
    expect(rows[3]).toMatchObject({ before: { minimum: rules.minimum }, after: { minimum: 275 } });
  });

  it('records approving, featuring and removing a translator under that translator, named as they were', async () => {
    const applicant = await createUser(app, 'translator', { translatorStatus: 'pending', name: 'Yeni' });
    expect(
      (await api(app, 'PUT', `/admin/translator/${applicant.id}/approve`, { token: otherAdmin.token })).status,
    ).toBe(200);
    await api(app, 'PUT', `/admin/translator/${applicant.id}/feature`, {
      token: otherAdmin.token,
      body: { is_featured: 1 },
    });
    expect((await api(app, 'DELETE', `/admin/translator/${applicant.id}`, { token: otherAdmin.token })).status).toBe(
      200,
    );
    const rows = await app.db('admin_audit').where({ subject_user_id: applicant.id }).orderBy('id');
    expect(rows.map((r) => [r.action, r.kind, r.actor_name])).toEqual([
      ['translator_approved', 'accounts', 'Burak Test'],
      ['translator_featured', 'accounts', 'Burak Test'],
      ['translator_removed', 'accounts', 'Burak Test'],
    ]);
    // the removal frees the e-mail address; the history keeps the one the account had
    expect(rows[2].subject_label).toBe(`Yeni Test <${applicant.email}>`);
  });
});

describe('GET /admin/audit', () => {
  it('pages the rows newest first with the job code and the kind', async () => {
    const res = await list('?pageSize=2');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ page: 1, pageSize: 2, total: expect.any(Number) });
    expect(res.body.items).toHaveLength(2);
    expect(res.body.total).toBeGreaterThan(10);
    const [a, b] = res.body.items;
    expect(Date.parse(a.at)).toBeGreaterThanOrEqual(Date.parse(b.at));
    const second = await list('?pageSize=2&page=2');
    expect(second.body.items[0].id).not.toBe(a.id);
    expect(second.body.items[0].id).not.toBe(b.id);
  });

  it('filters by actor, kind, job code, the concerned person and the day', async () => {
    const byActor = await list(`?actor_id=${otherAdmin.id}&pageSize=100`);
    expect(byActor.body.items.length).toBe(3);
    expect(byActor.body.items.every((r: { actor_id: number }) => r.actor_id === otherAdmin.id)).toBe(true);

    const byKind = await list('?kind=pricing&pageSize=100');
    expect(byKind.body.items.map((r: { action: string }) => r.action).sort()).toEqual(
      ['price_group_changed', 'price_group_created', 'price_group_deleted', 'price_rules_changed'].sort(),
    );

    const job = await uploadJob(app, customer);
    await assign(job.id);
    const code = `JOB-${String(job.id).padStart(6, '0')}`;
    for (const typed of [code, code.toLowerCase(), String(job.id)]) {
      const byJob = await list(`?job=${encodeURIComponent(typed)}`);
      expect(byJob.body.items).toEqual([expect.objectContaining({ job_code: code, action: 'job_assigned' })]);
    }

    // a Turkish name typed without its letters, as on an ASCII keyboard
    const byPerson = await list('?user=sukru&pageSize=100');
    expect(byPerson.body.total).toBeGreaterThan(0);
    expect(byPerson.body.items.every((r: { subject_user_id: number }) => r.subject_user_id === customer.id)).toBe(true);

    const today = daysFromToday(0);
    expect((await list(`?from=${today}&to=${today}`)).body.total).toBe((await list('')).body.total);
    expect((await list(`?from=${daysFromToday(1)}`)).body.total).toBe(0);
    expect((await list(`?to=${daysFromToday(-1)}`)).body.total).toBe(0);
  });

  it('lists the admins who acted, for the filter', async () => {
    const res = await api(app, 'GET', '/admin/audit/actors', { token: admin.token });
    expect(res.status).toBe(200);
    expect(res.body.actors).toEqual(
      expect.arrayContaining([
        { id: admin.id, name: 'Ayşe Test' },
        { id: otherAdmin.id, name: 'Burak Test' },
      ]),
    );
  });

  it('refuses bad filters with the field named, in the reader’s language', async () => {
    const res = await list('?job=ABC-12&kind=x', admin.token, 'en');
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({ job: 'Enter a valid job code (e.g. JOB-000042).', kind: 'Invalid value.' });
    const range = await list('?from=2026-05-02&to=2026-05-01', admin.token, 'en');
    expect(range.status).toBe(400);
    expect(range.body.fields).toEqual({ to: 'The end date cannot be earlier than the start date.' });
  });

  it('answers 401 without a token and 403 to customers and translators', async () => {
    expect((await api(app, 'GET', '/admin/audit')).status).toBe(401);
    expect((await list('', customer.token)).status).toBe(403);
    expect((await list('', translator.token)).status).toBe(403);
    expect((await api(app, 'GET', '/admin/audit/actors', { token: translator.token })).status).toBe(403);
  });
});

describe('the migration', () => {
  it('copies the older per-area histories into the one view', async () => {
    await app.db('remote_releases_audit').insert({
      remote: 'mfe-admin',
      from_version: null,
      to_version: '2026.11.1',
      actor_id: admin.id,
    });
    const assignedBefore = (await auditRows('job_assigned')).length;
    await migration.down(app.db);
    await migration.up(app.db);
    const rows = await app.db('admin_audit').orderBy('id');
    expect(rows.filter((r) => r.action === 'job_assigned')).toHaveLength(assignedBefore);
    expect(rows.find((r) => r.action === 'release_chosen')).toMatchObject({
      kind: 'releases',
      actor_name: 'Ayşe Test',
      object_key: 'mfe-admin',
      before: { version: null },
      after: { version: '2026.11.1' },
    });
    expect(
      rows.find((r) => r.action === 'site_settings_changed' && r.object_key === 'file_retention_days'),
    ).toMatchObject({ kind: 'settings', before: { file_retention_days: '180' }, after: { file_retention_days: '90' } });
    expect(rows.filter((r) => r.action === 'payout_recorded')).toEqual([
      expect.objectContaining({
        subject_user_id: translator.id,
        object_key: 'EFT-77',
        after: expect.objectContaining({ reference: 'EFT-77' }),
      }),
    ]);
    expect(rows.filter((r) => r.kind === 'pricing').map((r) => r.action)).toEqual(
      expect.arrayContaining([
        'price_group_created',
        'price_group_changed',
        'price_group_deleted',
        'price_rules_changed',
      ]),
    );
  });
});
