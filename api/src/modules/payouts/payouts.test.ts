import { startTestApp, type TestApp } from '../../testing/test-app';
import { queuedMailsTo } from '../../testing/queued-mails';
import { api, createUser, type FixtureUser } from '../../testing/fixtures';
import { daysFromToday, uploadJob } from '../jobs/job-test-helpers';

jest.setTimeout(60_000);

let app: TestApp;
let admin: FixtureUser;
let customer: FixtureUser;
beforeAll(async () => {
  app = await startTestApp();
  admin = await createUser(app, 'admin');
  customer = await createUser(app, 'user');
});
afterAll(() => app.stop());

const validIban = 'TR33 0006 1005 1978 6457 8413 26';

/** A job of `translator`, completed at `completedAt` for `price`. */
async function completedJob(translator: FixtureUser, price: number, completedAt: string): Promise<number> {
  const { id } = await uploadJob(app, customer);
  await app
    .db('jobs')
    .where({ id })
    .update({
      status: 'completed',
      completed_at: completedAt,
      assigned_translator_id: translator.id,
      translator_price: price,
      admin_price: price * 2,
    });
  return id;
}

const payout = (translatorId: number, jobIds: number[], extra: Record<string, unknown> = {}) =>
  api(app, 'POST', '/admin/payouts', {
    token: admin.token,
    body: {
      translator_id: translatorId,
      job_ids: jobIds,
      paid_on: daysFromToday(0),
      reference: 'EFT-2026-11',
      ...extra,
    },
  });

const mailsTo = async (to: string) => (await queuedMailsTo(app, to)).map((m) => m.subject);

describe('payout details', () => {
  it('refuses an IBAN whose checksum fails, with a localized field error, and saves nothing', async () => {
    const translator = await createUser(app, 'translator');
    const res = await api(app, 'PUT', '/settings/payout', {
      token: translator.token,
      lang: 'en',
      body: { account_holder: 'Xeni Test', iban: 'TR33 0006 1005 1978 6457 8413 27' },
    });
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({ iban: expect.stringMatching(/valid IBAN/) });
    expect((await api(app, 'GET', '/settings/payout', { token: translator.token })).body).toEqual({
      payout_details: null,
    });
  });

  it('saves a valid IBAN in its electronic form, shows it masked, and mails the owner even with mails off', async () => {
    const translator = await createUser(app, 'translator', { emailNotifications: false });
    const res = await api(app, 'PUT', '/settings/payout', {
      token: translator.token,
      body: { account_holder: ' Xeni Test ', iban: validIban.toLowerCase() },
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Ödeme bilgileriniz kaydedildi.');
    expect(res.body.payout_details).toMatchObject({ account_holder: 'Xeni Test', iban_masked: 'TR33 •••• •••• 1326' });
    expect(JSON.stringify((await api(app, 'GET', '/settings/payout', { token: translator.token })).body)).not.toContain(
      '0006100519786457841326',
    );
    expect(await app.db('payout_details').where({ user_id: translator.id }).first('iban')).toEqual({
      iban: 'TR330006100519786457841326',
    });
    expect(await mailsTo(translator.email)).toEqual([expect.stringMatching(/^Ödeme bilgileriniz değişti/)]);
  });

  it('goes with the account when the translator deletes it', async () => {
    const translator = await createUser(app, 'translator');
    await api(app, 'PUT', '/settings/payout', {
      token: translator.token,
      body: { account_holder: 'Xeni Test', iban: validIban },
    });
    expect((await api(app, 'DELETE', '/settings/account', { token: translator.token })).status).toBe(200);
    expect(await app.db('payout_details').where({ user_id: translator.id })).toEqual([]);
  });
});

describe('earnings and payouts: the same figures on both sides', () => {
  it('totals completed jobs per Istanbul month, pays some out, and shows both sides the same figures', async () => {
    const translator = await createUser(app, 'translator');
    await api(app, 'PUT', '/settings/payout', {
      token: translator.token,
      body: { account_holder: 'Xeni Test', iban: validIban },
    });
    const october = await completedJob(translator, 100, '2026-10-15T10:00:00Z');
    // 22:30 UTC on 31 October is 01:30 on 1 November in Istanbul: a November earning
    const lateNight = await completedJob(translator, 250.5, '2026-10-31T22:30:00Z');
    const november = await completedJob(translator, 80, '2026-11-20T09:00:00Z');
    const inWork = await uploadJob(app, customer);
    await app
      .db('jobs')
      .where({ id: inWork.id })
      .update({ status: 'in_progress', assigned_translator_id: translator.id, translator_price: 999 });

    const paid = await payout(translator.id, [october, lateNight], { reference: 'EFT-123' });
    expect(paid.status).toBe(201);
    expect(paid.body.payout).toMatchObject({ amount: 350.5, job_ids: [october, lateNight], reference: 'EFT-123' });

    const mine = (await api(app, 'GET', '/translator/earnings', { token: translator.token })).body;
    expect(mine.totals).toEqual({ earned: 430.5, paid_out: 350.5, outstanding: 80 });
    expect(mine.months).toEqual([
      { month: '2026-11', earned: 330.5, paid_out: 250.5, outstanding: 80 },
      { month: '2026-10', earned: 100, paid_out: 100, outstanding: 0 },
    ]);
    expect(mine.jobs.map((j: { job_id: number }) => j.job_id)).toEqual([november, lateNight, october]);
    expect(mine.jobs[0].payout).toBeNull();
    expect(mine.jobs[1].payout).toMatchObject({ reference: 'EFT-123', paid_on: daysFromToday(0) });

    const office = (await api(app, 'GET', `/admin/translator/${translator.id}/earnings`, { token: admin.token })).body;
    const { payout_details: details, ...figures } = office;
    expect(figures).toEqual(mine);
    expect(details).toEqual({ account_holder: 'Xeni Test', iban: 'TR330006100519786457841326' });

    const audit = await app.db('job_audit').whereIn('job_id', [october, lateNight]).where({ action: 'paid_out' });
    expect(audit.map((r: { actor_id: number }) => r.actor_id)).toEqual([admin.id, admin.id]);
    expect(await mailsTo(translator.email)).toContainEqual(expect.stringMatching(/^Ödemeniz yapıldı/));
  });

  it('refuses, with 409 and nothing written, a job already paid out, another translator’s, or one not completed', async () => {
    const translator = await createUser(app, 'translator');
    const other = await createUser(app, 'translator');
    const done = await completedJob(translator, 100, '2026-11-02T10:00:00Z');
    const theirs = await completedJob(other, 100, '2026-11-02T10:00:00Z');
    const open = await uploadJob(app, customer);
    expect((await payout(translator.id, [done])).status).toBe(201);
    const before = await app.db('payouts').count({ n: '*' }).first();

    for (const ids of [[done], [theirs], [open.id]]) {
      const res = await payout(translator.id, ids);
      expect(res.status).toBe(409);
      expect(res.body.code).toBe('jobsNotPayable');
    }
    expect(await app.db('payouts').count({ n: '*' }).first()).toEqual(before);
    expect(await app.db('jobs').where({ id: theirs }).first('payout_id')).toEqual({ payout_id: null });
  });

  it('lets only one of two admins recording the same job at once succeed', async () => {
    const translator = await createUser(app, 'translator');
    const job = await completedJob(translator, 120, '2026-11-03T10:00:00Z');
    const answers = await Promise.all([payout(translator.id, [job]), payout(translator.id, [job])]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
    expect(await app.db('payouts').where({ translator_id: translator.id })).toHaveLength(1);
  });

  it('refuses a payout dated in the future, a repeated job and an empty list with field errors', async () => {
    const translator = await createUser(app, 'translator');
    const job = await completedJob(translator, 120, '2026-11-03T10:00:00Z');
    const future = await payout(translator.id, [job], { paid_on: daysFromToday(3) });
    expect(future.status).toBe(400);
    expect(Object.keys(future.body.fields)).toEqual(['paid_on']);
    expect((await payout(translator.id, [job, job])).body.fields).toHaveProperty('job_ids');
    expect((await payout(translator.id, [])).body.fields).toHaveProperty('job_ids');
    expect((await payout(translator.id, [job], { reference: '' })).body.fields).toHaveProperty('reference');
  });

  it('answers 404 for the earnings of someone who is not a translator', async () => {
    const res = await api(app, 'GET', `/admin/translator/${customer.id}/earnings`, { token: admin.token });
    expect(res.status).toBe(404);
  });
});

describe('the payouts queue across translators', () => {
  it('lists who is owed what, the longest-waiting first, and drops what a payout settled', async () => {
    const early = await createUser(app, 'translator');
    const late = await createUser(app, 'translator');
    await api(app, 'PUT', '/settings/payout', {
      token: early.token,
      body: { account_holder: 'Erken Tercüman', iban: validIban },
    });
    const lateJob = await completedJob(late, 300, '2020-03-01T09:00:00Z');
    const earlyFirst = await completedJob(early, 120.5, '2020-01-10T09:00:00Z');
    await completedJob(early, 79.5, '2020-02-10T09:00:00Z');

    const mine = (body: { translator_id: number }[]) =>
      body.filter((e) => e.translator_id === early.id || e.translator_id === late.id);
    const res = await api(app, 'GET', '/admin/payouts/queue', { token: admin.token });
    expect(res.status).toBe(200);
    expect(mine(res.body)).toEqual([
      {
        translator_id: early.id,
        name: expect.any(String),
        surname: expect.any(String),
        email: early.email,
        jobs: 2,
        owed: 200,
        oldest_completed_at: '2020-01-10T09:00:00.000Z',
        payout_details: { account_holder: 'Erken Tercüman', iban: 'TR330006100519786457841326' },
      },
      expect.objectContaining({ translator_id: late.id, jobs: 1, owed: 300, payout_details: null }),
    ]);

    expect((await payout(early.id, [earlyFirst])).status).toBe(201);
    const after = mine((await api(app, 'GET', '/admin/payouts/queue', { token: admin.token })).body);
    expect(after.map((e: { translator_id: number }) => e.translator_id)).toEqual([early.id, late.id]);
    expect(after[0]).toMatchObject({ jobs: 1, owed: 79.5, oldest_completed_at: '2020-02-10T09:00:00.000Z' });
    expect((await payout(late.id, [lateJob])).status).toBe(201);
    const last = mine((await api(app, 'GET', '/admin/payouts/queue', { token: admin.token })).body);
    expect(last.map((e: { translator_id: number }) => e.translator_id)).toEqual([early.id]);
  });
});
