import { startTestApp, type TestApp } from '../../testing/test-app';
import { startSmtpInbox } from '../../testing/smtp-inbox';
import { api, createUser, type FixtureUser } from '../../testing/fixtures';
import { download, pdfBytes, uploadJob } from '../jobs/job-test-helpers';

jest.setTimeout(60_000);

let inbox: Awaited<ReturnType<typeof startSmtpInbox>>;
let app: TestApp;
let admin: FixtureUser;
beforeAll(async () => {
  inbox = await startSmtpInbox();
  app = await startTestApp({ SMTP_URL: inbox.url });
  admin = await createUser(app, 'admin', { name: 'Yönetici' });
});
afterAll(async () => {
  await app.stop();
  await inbox.stop();
});

const body = (mail: { text: string }) => Buffer.from(mail.text, 'latin1').toString('utf8');
const mailsTo = (email: string) => inbox.mails.filter((m) => m.to.includes(email.toLowerCase())).map(body);

function messageForm(text: string, files: { bytes: Buffer; name: string }[] = []): FormData {
  const form = new FormData();
  form.append('body', text);
  for (const f of files) form.append('files', new Blob([new Uint8Array(f.bytes)]), f.name);
  return form;
}

/** The text of the first mail to `to` that contains `text`, once it has arrived. */
const mailWith = async (to: string, text: string): Promise<string> => body(await inbox.waitForText(to, text));

describe('the message thread of a job', () => {
  it('carries messages and files both ways, with unread counts on each side and no office names', async () => {
    const customer = await createUser(app, 'user', { name: 'Elif' });
    const job = await uploadJob(app, customer);
    const sent = await api(app, 'POST', `/user/job/${job.id}/messages`, {
      token: customer.token,
      form: messageForm('Apostil de gerekli mi?', [{ bytes: pdfBytes('ek'), name: 'ek.pdf' }]),
    });
    expect(sent.status).toBe(201);

    const adminList = await api(app, 'GET', '/admin/jobs', { token: admin.token });
    expect(adminList.body.items.find((j: { id: number }) => j.id === job.id).unread_messages).toBe(1);
    const officeView = await api(app, 'GET', `/admin/jobs/${job.id}/messages`, { token: admin.token });
    expect(officeView.body[0]).toMatchObject({
      side: 'customer',
      author_name: 'Elif Test',
      body: 'Apostil de gerekli mi?',
    });
    expect((await download(app, officeView.body[0].files[0].url)).bytes.toString()).toContain('ek');
    const afterRead = await api(app, 'GET', '/admin/jobs', { token: admin.token });
    expect(afterRead.body.items.find((j: { id: number }) => j.id === job.id).unread_messages).toBe(0);

    await api(app, 'POST', `/admin/job/${job.id}/messages`, {
      token: admin.token,
      form: messageForm('Evet, gerekli.'),
    });
    const customerList = await api(app, 'GET', '/user/jobs', { token: customer.token });
    expect(customerList.body.jobs.find((j: { id: number }) => j.id === job.id).unread_messages).toBe(1);
    const thread = await api(app, 'GET', `/user/job/${job.id}/messages`, { token: customer.token });
    expect(thread.body.map((m: { side: string }) => m.side)).toEqual(['customer', 'office']);
    expect(thread.body[1].author_name).toBeNull();
    expect(JSON.stringify(thread.body)).not.toContain('Yönetici');
    expect(await mailWith(customer.email, 'mesaj')).toContain(`/panel/user/jobs/${job.id}`);
    expect(await mailWith(admin.email, 'yeni bir mesaj')).toContain('JOB-');
  });

  it("refuses another customer's job (403), translators (403) and an empty message (400)", async () => {
    const owner = await createUser(app, 'user');
    const stranger = await createUser(app, 'user');
    const translator = await createUser(app, 'translator');
    const job = await uploadJob(app, owner);
    expect((await api(app, 'GET', `/user/job/${job.id}/messages`, { token: stranger.token })).status).toBe(403);
    expect(
      (await api(app, 'POST', `/user/job/${job.id}/messages`, { token: stranger.token, form: messageForm('x') }))
        .status,
    ).toBe(403);
    expect((await api(app, 'GET', `/user/job/${job.id}/messages`, { token: translator.token })).status).toBe(403);
    expect((await api(app, 'GET', `/admin/jobs/${job.id}/messages`, { token: translator.token })).status).toBe(403);
    const empty = await api(app, 'POST', `/user/job/${job.id}/messages`, {
      token: owner.token,
      form: messageForm(' '),
    });
    expect(empty.status).toBe(400);
  });

  it('sends no mail to a customer who switched e-mail notifications off', async () => {
    const quiet = await createUser(app, 'user', { emailNotifications: false });
    const job = await uploadJob(app, quiet);
    await api(app, 'POST', `/admin/job/${job.id}/messages`, { token: admin.token, form: messageForm('Merhaba') });
    await new Promise((r) => setTimeout(r, 300));
    expect(mailsTo(quiet.email)).toHaveLength(0);
  });
});
