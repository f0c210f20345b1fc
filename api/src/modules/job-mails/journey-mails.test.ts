import { startTestApp, type TestApp } from '../../testing/test-app';
import { startSmtpInbox } from '../../testing/smtp-inbox';
import { api, createUser, type FixtureUser } from '../../testing/fixtures';
import { daysFromToday, download, pdfBytes, uploadJob } from '../jobs/job-test-helpers';

jest.setTimeout(60_000);

let inbox: Awaited<ReturnType<typeof startSmtpInbox>>;
let app: TestApp;
let admin: FixtureUser;
let quietAdmin: FixtureUser;
beforeAll(async () => {
  inbox = await startSmtpInbox();
  app = await startTestApp({ SMTP_URL: inbox.url });
  admin = await createUser(app, 'admin');
  quietAdmin = await createUser(app, 'admin', { emailNotifications: false });
});
afterAll(async () => {
  await app.stop();
  await inbox.stop();
});

const body = (mail: { text: string }) => Buffer.from(mail.text, 'latin1').toString('utf8');
const mailsTo = (email: string) => inbox.mails.filter((m) => m.to.includes(email.toLowerCase())).map(body);

/** The text of the first mail to `to` that contains `text`, once it has arrived. */
const mailWith = async (to: string, text: string): Promise<string> => body(await inbox.waitForText(to, text));

async function pricedJob(customer: FixtureUser): Promise<number> {
  const translator = await createUser(app, 'translator');
  const job = await uploadJob(app, customer);
  await api(app, 'POST', `/admin/job/${job.id}/assign`, {
    token: admin.token,
    body: { translator_id: translator.id, price: 750, delivery_date: daysFromToday(4) },
  });
  return job.id;
}

function receiptForm(bytes: Buffer, name: string): FormData {
  const form = new FormData();
  form.append('receipt', new Blob([new Uint8Array(bytes)]), name);
  return form;
}

describe('payment notice with a receipt', () => {
  it('keeps the PDF receipt for the admin, who can open it, and mails the admins about it', async () => {
    const customer = await createUser(app, 'user');
    const id = await pricedJob(customer);
    const res = await api(app, 'POST', `/user/pay/${id}`, {
      token: customer.token,
      form: receiptForm(pdfBytes('dekont'), 'dekont.pdf'),
    });
    expect(res.status).toBe(200);
    expect(res.body.job.payment_notified_at).not.toBeNull();
    const detail = await api(app, 'GET', `/admin/jobs/${id}`, { token: admin.token });
    expect(detail.body.receipts).toHaveLength(1);
    expect(detail.body.receipts[0].display_name).toBe('dekont.pdf');
    const file = await download(app, detail.body.receipts[0].url);
    expect(file.bytes.toString()).toContain('dekont');
    expect(await mailWith(admin.email, 'dekontunu ekledi')).toContain(`JOB-${String(id).padStart(6, '0')}`);
  });

  it('still takes the spec’s empty call without a receipt', async () => {
    const customer = await createUser(app, 'user');
    const id = await pricedJob(customer);
    const res = await api(app, 'POST', `/user/pay/${id}`, { token: customer.token });
    expect(res.status).toBe(200);
  });

  it('refuses a receipt whose bytes are not a PDF or an image (415) and records no notice', async () => {
    const customer = await createUser(app, 'user');
    const id = await pricedJob(customer);
    const res = await api(app, 'POST', `/user/pay/${id}`, {
      token: customer.token,
      form: receiptForm(Buffer.from('MZ this is a program'), 'dekont.pdf'),
    });
    expect(res.status).toBe(415);
    const job = await api(app, 'GET', `/user/job/${id}`, { token: customer.token });
    expect(job.body.payment_notified_at).toBeNull();
    expect(await app.db('job_attachments').where({ job_id: id })).toHaveLength(0);
  });

  it("lets the translator not fetch the customer's receipt", async () => {
    const customer = await createUser(app, 'user');
    const translator = await createUser(app, 'translator');
    const id = await pricedJob(customer);
    await api(app, 'POST', `/user/pay/${id}`, { token: customer.token, form: receiptForm(pdfBytes(), 'd.pdf') });
    const [row] = await app.db('job_attachments').where({ job_id: id });
    const res = await download(app, `/api/download/attachments/${row.file_name}`, translator.token);
    expect(res.status).toBe(403);
  });
});

describe('mails at every step', () => {
  it('mails every admin about a new job, except an admin who switched e-mail notifications off', async () => {
    const customer = await createUser(app, 'user');
    const job = await uploadJob(app, customer);
    const code = `JOB-${String(job.id).padStart(6, '0')}`;
    expect(await mailWith(admin.email, code)).toContain('Yeni');
    // the quiet admin's mail would have been sent in the same loop, before or right after the other's
    await new Promise((r) => setTimeout(r, 300));
    expect(mailsTo(quietAdmin.email).filter((b) => b.includes(code))).toHaveLength(0);
  });

  it('queues the admins’ and the customer’s mails with the change itself: the task exists when the answer arrives', async () => {
    // Queued in the request's transaction, the mail cannot be lost to a crash after the commit (mail-durability).
    const queued = async (to: string, subject: string) =>
      app
        .db('pgboss.job')
        .where({ name: 'mail' })
        .whereRaw("data->>'to' = ?", [to])
        .whereRaw("data->>'subject' like ?", [`${subject} — %`])
        .count({ n: '*' })
        .first();
    const customer = await createUser(app, 'user');
    const id = await pricedJob(customer);
    const code = `JOB-${String(id).padStart(6, '0')}`;
    expect(Number((await queued(admin.email, `Yeni iş: ${code}`))?.n)).toBe(1);

    expect((await api(app, 'POST', `/user/pay/${id}`, { token: customer.token, form: new FormData() })).status).toBe(
      200,
    );
    expect(Number((await queued(admin.email, `${code} için ödeme bildirildi`))?.n)).toBe(1);

    const message = (text: string) => {
      const form = new FormData();
      form.append('body', text);
      return form;
    };
    const asked = await api(app, 'POST', `/user/job/${id}/messages`, {
      token: customer.token,
      form: message('Ne zaman?'),
    });
    expect(asked.status).toBe(201);
    expect(Number((await queued(admin.email, `${code} için yeni mesaj`))?.n)).toBe(1);
    expect(Number((await queued(quietAdmin.email, `${code} için yeni mesaj`))?.n)).toBe(0);
    const told = await api(app, 'POST', `/admin/job/${id}/messages`, { token: admin.token, form: message('Yarın.') });
    expect(told.status).toBe(201);
    expect(Number((await queued(customer.email, `${code}: ofisten yeni mesaj`))?.n)).toBe(1);
  });

  it('tells the customer in their own language when the payment is confirmed and work starts', async () => {
    const customer = await createUser(app, 'user');
    await app.db('users').where({ id: customer.id }).update({ locale: 'en' });
    const id = await pricedJob(customer);
    await api(app, 'PUT', `/admin/job/${id}/mark-paid`, { token: admin.token });
    // (the price mail before it says the translation starts once the payment "is confirmed")
    const mail = await mailWith(customer.email, 'the translation has started');
    expect(mail).toContain('the translation has started');
    expect(mail).toContain(`/panel/user/jobs/${id}`);
  });
});
