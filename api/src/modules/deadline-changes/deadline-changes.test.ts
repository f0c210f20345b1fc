import { startTestApp, type TestApp } from '../../testing/test-app';
import { queuedMailsTo } from '../../testing/queued-mails';
import { api, createUser, type FixtureUser } from '../../testing/fixtures';
import { daysFromToday, putJobInState, uploadJob } from '../jobs/job-test-helpers';
import { sendDeadlineReminders } from '../jobs/deadline-reminders';

jest.setTimeout(60_000);

let app: TestApp;
let admin: FixtureUser;
beforeAll(async () => {
  app = await startTestApp();
  admin = await createUser(app, 'admin');
});
afterAll(() => app.stop());

const code = (id: number) => `JOB-${String(id).padStart(6, '0')}`;

/** A paid job of a new customer, at work with `translator`, due in `dueInDays`. */
async function jobAtWork(
  translator: FixtureUser,
  dueInDays = 5,
  status: 'in_progress' | 'revision_requested' = 'in_progress',
) {
  const customer = await createUser(app, 'user');
  const job = await uploadJob(app, customer);
  await putJobInState(app, job.id, status, {
    assigned_translator_id: translator.id,
    is_paid: true,
    admin_price: 600,
    translator_price: 400,
    delivery_date: daysFromToday(dueInDays),
  });
  return { id: job.id as number, customer };
}

const ask = (who: FixtureUser | undefined, jobId: number, body: unknown, lang: 'tr' | 'en' = 'tr') =>
  api(app, 'POST', `/translator/job/${jobId}/deadline-request`, { token: who?.token, body, lang });
const validAsk = (days = 12) => ({ delivery_date: daysFromToday(days), reason: 'Ek belgeler geldi, iş büyüdü.' });
const decide = (requestId: number, what: 'accept' | 'decline', body?: unknown, token = admin.token) =>
  api(app, 'PUT', `/admin/deadline-request/${requestId}/${what}`, { token, body });

async function auditActions(jobId: number): Promise<{ action: string; actor_id: number | null }[]> {
  return app.db('job_audit').where({ job_id: jobId }).orderBy('id').select('action', 'actor_id');
}

describe('who may ask for a new due date', () => {
  it('lets the assigned translator of a job in progress or in revision ask, and answers the request', async () => {
    const translator = await createUser(app, 'translator');
    for (const status of ['in_progress', 'revision_requested'] as const) {
      const job = await jobAtWork(translator, 5, status);
      const res = await ask(translator, job.id, validAsk());
      expect(res.status).toBe(201);
      expect(res.body.message).toMatch(/ofise iletildi/);
      expect(res.body.request).toMatchObject({
        job_id: job.id,
        status: 'pending',
        previous_date: daysFromToday(5),
        requested_date: daysFromToday(12),
        reason: 'Ek belgeler geldi, iş büyüdü.',
        translator_name: null,
      });
    }
  });

  it('refuses another translator (403, as for any foreign job), customers, admins and strangers', async () => {
    const [mine, other] = [await createUser(app, 'translator'), await createUser(app, 'translator')];
    const job = await jobAtWork(mine);
    const foreign = await ask(other, job.id, validAsk());
    expect(foreign.status).toBe(403);
    expect(foreign.body.code).toBe('jobNotAssignedToYou');
    // the same answer the existing translator routes give for that job
    const upload = await api(app, 'PUT', `/translator/job/${job.id}/mark-complete`, {
      token: other.token,
      body: {},
    });
    expect(upload.status).toBe(foreign.status);
    expect((await ask(job.customer, job.id, validAsk())).status).toBe(403);
    expect((await ask(admin, job.id, validAsk())).status).toBe(403);
    expect((await ask(undefined, job.id, validAsk())).status).toBe(401);
    expect((await ask(mine, 99_999_999, validAsk())).status).toBe(404);
    const pending = await createUser(app, 'translator', { translatorStatus: 'pending' });
    expect([401, 403]).toContain((await ask(pending, job.id, validAsk())).status);
  });

  it('refuses a job that is not at work (409)', async () => {
    const translator = await createUser(app, 'translator');
    for (const status of ['waiting_payment', 'completed'] as const) {
      const job = await jobAtWork(translator);
      await putJobInState(app, job.id, status);
      const res = await ask(translator, job.id, validAsk());
      expect(res.status).toBe(409);
      expect(res.body.code).toBe('deadlineJobNotInWork');
    }
  });
});

describe('validation', () => {
  it('checks the date (after today in Istanbul, after the current due date, at most 60 days ahead) and the reason', async () => {
    const translator = await createUser(app, 'translator');
    const job = await jobAtWork(translator, 5);
    const field = async (body: unknown, lang: 'tr' | 'en' = 'tr') => {
      const res = await ask(translator, job.id, body, lang);
      expect(res.status).toBe(400);
      return res.body.fields as Record<string, string>;
    };
    expect((await field({ reason: 'x' })).delivery_date).toBe('Bu alan zorunludur.');
    expect((await field({ ...validAsk(), delivery_date: '2030-02-30' })).delivery_date).toBe(
      'Geçerli bir tarih giriniz.',
    );
    expect((await field({ ...validAsk(), delivery_date: daysFromToday(0) }, 'en')).delivery_date).toBe(
      'The new due date must be after today.',
    );
    expect((await field({ ...validAsk(), delivery_date: daysFromToday(61) })).delivery_date).toMatch(/60 gün/);
    expect((await ask(translator, job.id, { ...validAsk(), delivery_date: daysFromToday(60) })).status).toBe(201);
    await app.db('job_deadline_requests').where({ job_id: job.id }).del();

    // not later than the job's current due date: a rule only the server (which knows the job) can check
    const notLater = await ask(translator, job.id, { ...validAsk(), delivery_date: daysFromToday(5) }, 'en');
    expect(notLater.status).toBe(400);
    expect(notLater.body.fields.delivery_date).toBe('The new due date must be later than the job’s current due date.');

    expect((await field({ delivery_date: daysFromToday(9) })).reason).toBe('Bu alan zorunludur.');
    expect((await field({ delivery_date: daysFromToday(9), reason: '   ' })).reason).toBe('Bu alan zorunludur.');
    expect((await field({ delivery_date: daysFromToday(9), reason: 'x'.repeat(1001) })).reason).toBe(
      'Bu alan çok uzun.',
    );
    expect((await ask(translator, job.id, { delivery_date: daysFromToday(9), reason: 'x'.repeat(1000) })).status).toBe(
      201,
    );
  });

  it('keeps one waiting request per job: a second answers 409', async () => {
    const translator = await createUser(app, 'translator');
    const job = await jobAtWork(translator);
    expect((await ask(translator, job.id, validAsk())).status).toBe(201);
    const second = await ask(translator, job.id, validAsk(14));
    expect(second.status).toBe(409);
    expect(second.body.code).toBe('deadlineAlreadyAsked');
  });
});

describe('the office decides', () => {
  it('accepting moves the due date, resets the reminder, mails both sides, audits and shows on the customer timeline', async () => {
    const translator = await createUser(app, 'translator');
    await app.db('users').where({ id: translator.id }).update({ locale: 'en' });
    const job = await jobAtWork(translator, 1);
    // the reminder for the old date was already sent
    expect(await sendDeadlineReminders(app.deps)).toBeGreaterThanOrEqual(1);
    const before = await app.db('jobs').where({ id: job.id }).first('version', 'customer_delivery_date');

    const asked = await ask(translator, job.id, validAsk(9));
    const adminMails = await queuedMailsTo(
      app,
      (await app.db('users').where({ id: admin.id }).first('email')).email as string,
    );
    expect(adminMails.some((m) => m.subject.startsWith(`${code(job.id)} için yeni teslim tarihi istendi`))).toBe(true);

    // the İşler list marks the job, the pending list counts it, the detail shows the request
    const list = await api(app, 'GET', '/admin/jobs?pageSize=100', { token: admin.token });
    expect(list.body.items.find((j: { id: number }) => j.id === job.id).deadline_requested).toBe(daysFromToday(9));
    const waiting = await api(app, 'GET', '/admin/deadline-requests', { token: admin.token });
    expect(waiting.body.items.map((r: { id: number }) => r.id)).toContain(asked.body.request.id);
    const detail = await api(app, 'GET', `/admin/jobs/${job.id}`, { token: admin.token });
    expect(detail.body.deadline_requests[0]).toMatchObject({ status: 'pending', translator_name: expect.any(String) });

    const res = await decide(asked.body.request.id, 'accept');
    expect(res.status).toBe(200);
    expect(res.body.request).toMatchObject({ status: 'accepted', decided_at: expect.any(String) });

    const after = await app
      .db('jobs')
      .where({ id: job.id })
      .first('delivery_date', 'deadline_reminded_for', 'version', 'customer_delivery_date');
    expect(after.delivery_date).toBe(daysFromToday(9));
    expect(after.deadline_reminded_for).toBeNull();
    expect(after.version).toBe(before.version + 1);
    expect(after.customer_delivery_date).toBe(before.customer_delivery_date); // the customer's own asked date stays

    const customerMails = await queuedMailsTo(app, job.customer.email);
    const changed = customerMails.find((m) => m.subject.startsWith(`${code(job.id)}: teslim tarihi değişti`));
    expect(changed?.text).toContain('olarak güncellendi');
    expect(changed?.text).not.toContain('Ek belgeler'); // the reason is the office's business
    const translatorMails = await queuedMailsTo(app, translator.email);
    expect(translatorMails.some((m) => m.subject.startsWith(`${code(job.id)}: new due date accepted`))).toBe(true);

    expect((await auditActions(job.id)).slice(-2)).toEqual([
      { action: 'deadline_change_asked', actor_id: translator.id },
      { action: 'deadline_changed', actor_id: admin.id },
    ]);
    const timeline = await api(app, 'GET', `/user/job/${job.id}/timeline`, { token: job.customer.token });
    expect(timeline.body.entries.at(-1)).toMatchObject({ moment: 'dueDateChanged', date: daysFromToday(9) });

    // the translator's list shows the outcome; the pending list no longer has it
    const mine = await api(app, 'GET', '/translator/assigned-jobs', { token: translator.token });
    const card = mine.body.items.find((j: { id: number }) => j.id === job.id);
    expect(card.delivery_date).toBe(daysFromToday(9));
    expect(card.deadline_request).toMatchObject({ status: 'accepted', requested_date: daysFromToday(9) });
    const left = await api(app, 'GET', '/admin/deadline-requests', { token: admin.token });
    expect(left.body.items.map((r: { id: number }) => r.id)).not.toContain(asked.body.request.id);

    // the reminder fires again for the new date (the day before it)
    expect(await sendDeadlineReminders(app.deps, daysFromToday(8))).toBeGreaterThanOrEqual(1);
    expect((await app.db('jobs').where({ id: job.id }).first('deadline_reminded_for')).deadline_reminded_for).toBe(
      daysFromToday(9),
    );
  });

  it('declining mails the translator with the note, keeps the date, audits, and tells the customer nothing', async () => {
    const translator = await createUser(app, 'translator');
    const job = await jobAtWork(translator, 5);
    const asked = await ask(translator, job.id, validAsk());
    const res = await decide(asked.body.request.id, 'decline', { note: 'Müşterinin tarihi kesin.' });
    expect(res.status).toBe(200);
    expect(res.body.request).toMatchObject({ status: 'declined', decision_note: 'Müşterinin tarihi kesin.' });
    expect((await app.db('jobs').where({ id: job.id }).first('delivery_date')).delivery_date).toBe(daysFromToday(5));
    const declined = (await queuedMailsTo(app, translator.email)).find((m) =>
      m.subject.startsWith(`${code(job.id)}: teslim tarihi talebiniz reddedildi`),
    );
    expect(declined?.text).toContain('Müşterinin tarihi kesin.');
    expect(
      (await queuedMailsTo(app, job.customer.email)).some((m) => m.subject.includes('teslim tarihi değişti')),
    ).toBe(false);
    expect((await auditActions(job.id)).at(-1)).toEqual({ action: 'deadline_change_declined', actor_id: admin.id });
    const timeline = await api(app, 'GET', `/user/job/${job.id}/timeline`, { token: job.customer.token });
    expect(timeline.body.entries.map((e: { moment: string }) => e.moment)).not.toContain('dueDateChanged');

    // decided: the translator may ask again
    expect((await ask(translator, job.id, validAsk(14))).status).toBe(201);
  });

  it('lets only one decision win: a second decision, or two at once, answers 409', async () => {
    const translator = await createUser(app, 'translator');
    const job = await jobAtWork(translator);
    const first = await ask(translator, job.id, validAsk());
    expect((await decide(first.body.request.id, 'decline')).status).toBe(200);
    const again = await decide(first.body.request.id, 'accept');
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('deadlineAlreadyDecided');

    const second = await ask(translator, job.id, validAsk(15));
    const answers = await Promise.all([
      decide(second.body.request.id, 'accept'),
      decide(second.body.request.id, 'decline', { note: null }),
      decide(second.body.request.id, 'accept'),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409]);
    const decisions = (await auditActions(job.id)).filter((a) =>
      ['deadline_changed', 'deadline_change_declined'].includes(a.action),
    );
    expect(decisions).toHaveLength(2); // the first decline and the one winner
  });

  it('refuses non-admins and unknown requests', async () => {
    const translator = await createUser(app, 'translator');
    const job = await jobAtWork(translator);
    const asked = await ask(translator, job.id, validAsk());
    expect((await decide(asked.body.request.id, 'accept', undefined, translator.token)).status).toBe(403);
    expect((await decide(asked.body.request.id, 'decline', {}, job.customer.token)).status).toBe(403);
    expect((await api(app, 'PUT', `/admin/deadline-request/${asked.body.request.id}/accept`)).status).toBe(401);
    expect((await api(app, 'GET', '/admin/deadline-requests', { token: translator.token })).status).toBe(403);
    expect((await decide(99_999_999, 'accept')).status).toBe(404);
    const tooLong = await decide(asked.body.request.id, 'decline', { note: 'x'.repeat(1001) });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.fields.note).toBe('Bu alan çok uzun.');
  });

  it('a request whose job left the translator (cancelled assignment) lapses: 409, and a new translator may ask', async () => {
    const [first, next] = [await createUser(app, 'translator'), await createUser(app, 'translator')];
    const job = await jobAtWork(first);
    const asked = await ask(first, job.id, validAsk());
    expect((await api(app, 'PUT', `/admin/job/${job.id}/cancel`, { token: admin.token })).status).toBe(200);
    const detail = await api(app, 'GET', `/admin/jobs/${job.id}`, { token: admin.token });
    expect(detail.body.deadline_requests[0].status).toBe('lapsed');
    const res = await decide(asked.body.request.id, 'accept');
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('deadlineRequestLapsed');
    expect((await app.db('job_deadline_requests').where({ id: asked.body.request.id }).first('status')).status).toBe(
      'lapsed',
    );
    await putJobInState(app, job.id, 'in_progress', { assigned_translator_id: next.id });
    expect((await ask(next, job.id, validAsk())).status).toBe(201);
  });
});
