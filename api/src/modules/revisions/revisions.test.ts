import { startTestApp, type TestApp } from '../../testing/test-app';
import { startSmtpInbox } from '../../testing/smtp-inbox';
import { api, createUser, type FixtureUser } from '../../testing/fixtures';
import {
  confirmedChecklist,
  daysFromToday,
  download,
  outputsForm,
  pdfBytes,
  uploadJob,
} from '../jobs/job-test-helpers';

jest.setTimeout(60_000);

let inbox: Awaited<ReturnType<typeof startSmtpInbox>>;
let app: TestApp;
let admin: FixtureUser;
beforeAll(async () => {
  inbox = await startSmtpInbox();
  app = await startTestApp({ SMTP_URL: inbox.url });
  admin = await createUser(app, 'admin');
});
afterAll(async () => {
  await app.stop();
  await inbox.stop();
});

const body = (mail: { text: string }) => Buffer.from(mail.text, 'latin1').toString('utf8');

/** Waits for a mail to `to` whose text contains `text` (mails caused by customers are sent after the answer). */
async function mailWith(to: string, text: string): Promise<string> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const found = inbox.mails
      .filter((m) => m.to.includes(to.toLowerCase()))
      .map(body)
      .find((b) => b.includes(text));
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`no mail to ${to} containing ${text}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** A completed job of `customer`, translated by `translator`. */
async function completedJob(customer: FixtureUser, translator: FixtureUser): Promise<number> {
  const job = await uploadJob(app, customer);
  await api(app, 'POST', `/admin/job/${job.id}/assign`, {
    token: admin.token,
    body: { translator_id: translator.id, price: 500, delivery_date: daysFromToday(3) },
  });
  await api(app, 'PUT', `/admin/job/${job.id}/mark-paid`, { token: admin.token });
  await api(app, 'POST', `/translator/job/${job.id}/complete`, {
    token: translator.token,
    form: outputsForm([{ bytes: pdfBytes(), name: 'ceviri.pdf' }]),
  });
  await api(app, 'PUT', `/translator/job/${job.id}/mark-complete`, {
    token: translator.token,
    body: { checklist: confirmedChecklist },
  });
  return job.id;
}

function revisionForm(reason: string | undefined, files: { bytes: Buffer; name: string }[] = []): FormData {
  const form = new FormData();
  if (reason !== undefined) form.append('reason', reason);
  for (const f of files) form.append('files', new Blob([new Uint8Array(f.bytes)]), f.name);
  return form;
}

describe('revision requests inside the product', () => {
  it('records the reason and files, shows them to the admin, and to the translator once the admin reopens', async () => {
    const customer = await createUser(app, 'user');
    const translator = await createUser(app, 'translator');
    const id = await completedJob(customer, translator);

    const asked = await api(app, 'POST', `/user/job/${id}/revision`, {
      token: customer.token,
      form: revisionForm('2. sayfadaki tarih yanlış', [{ bytes: pdfBytes('isaret'), name: 'isaret.pdf' }]),
    });
    expect(asked.status).toBe(201);
    expect(asked.body.job).toMatchObject({ status: 'completed', revision_pending: true });

    const detail = await api(app, 'GET', `/admin/jobs/${id}`, { token: admin.token });
    expect(detail.body.revision_requests).toHaveLength(1);
    expect(detail.body.revision_requests[0]).toMatchObject({ reason: '2. sayfadaki tarih yanlış', reopened_at: null });
    expect(detail.body.revision_requests[0].files[0].display_name).toBe('isaret.pdf');
    expect(detail.body.history.map((h: { action: string }) => h.action)).toContain('revision_asked');

    expect(await mailWith(admin.email, '2. sayfadaki tarih yanlış')).toContain('revizyon istedi');

    await api(app, 'PUT', `/admin/job/${id}/revise`, { token: admin.token });
    const assigned = await api(app, 'GET', '/translator/assigned-jobs', { token: translator.token });
    const mine = assigned.body.items.find((j: { id: number }) => j.id === id);
    expect(mine.revision_request.reason).toBe('2. sayfadaki tarih yanlış');
    const file = await download(app, mine.revision_request.files[0].url);
    expect(file.status).toBe(200);
    expect(file.bytes.toString()).toContain('isaret');

    expect(await mailWith(translator.email, 'tarih yanlış')).toContain('Müşterinin düzeltilmesini istediği');
    expect(await mailWith(customer.email, 'yeniden açıldı')).toContain(`/panel/user/jobs/${id}`);
    const timeline = await api(app, 'GET', `/user/job/${id}/timeline`, { token: customer.token });
    expect(timeline.body.entries.map((e: { moment: string }) => e.moment).slice(-2)).toEqual([
      'revisionAsked',
      'revisionStarted',
    ]);
  });

  it('requires a reason (400) and refuses a job that is not completed (409)', async () => {
    const customer = await createUser(app, 'user');
    const translator = await createUser(app, 'translator');
    const id = await completedJob(customer, translator);
    const empty = await api(app, 'POST', `/user/job/${id}/revision`, {
      token: customer.token,
      form: revisionForm('  '),
    });
    expect(empty.status).toBe(400);
    expect(empty.body.fields.reason).toBe('Bu alan zorunludur.');
    const waiting = await uploadJob(app, customer);
    const early = await api(app, 'POST', `/user/job/${waiting.id}/revision`, {
      token: customer.token,
      form: revisionForm('neden'),
    });
    expect(early.status).toBe(409);
  });

  it('refuses a second open request (409) and another customer (403)', async () => {
    const customer = await createUser(app, 'user');
    const stranger = await createUser(app, 'user');
    const id = await completedJob(customer, await createUser(app, 'translator'));
    await api(app, 'POST', `/user/job/${id}/revision`, { token: customer.token, form: revisionForm('bir') });
    const again = await api(app, 'POST', `/user/job/${id}/revision`, {
      token: customer.token,
      form: revisionForm('iki'),
    });
    expect(again.status).toBe(409);
    const other = await api(app, 'POST', `/user/job/${id}/revision`, {
      token: stranger.token,
      form: revisionForm('x'),
    });
    expect(other.status).toBe(403);
  });

  it('refuses a file whose bytes are not what its name says (415) and keeps no request', async () => {
    const customer = await createUser(app, 'user');
    const id = await completedJob(customer, await createUser(app, 'translator'));
    const res = await api(app, 'POST', `/user/job/${id}/revision`, {
      token: customer.token,
      form: revisionForm('neden', [{ bytes: Buffer.from('not a pdf at all'), name: 'sahte.pdf' }]),
    });
    expect(res.status).toBe(415);
    expect(await app.db('job_revision_requests').where({ job_id: id })).toHaveLength(0);
  });
});
