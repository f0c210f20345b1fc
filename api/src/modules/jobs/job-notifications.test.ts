import { startTestApp, type TestApp } from '../../testing/test-app';
import { startSmtpInbox } from '../../testing/smtp-inbox';
import { api, createUser, type FixtureUser } from '../../testing/fixtures';
import { confirmedChecklist, daysFromToday, outputsForm, pdfBytes, uploadJob } from './job-test-helpers';

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

/** The inbox undoes quoted-printable byte by byte; read those bytes as the UTF-8 they are. */
const body = (mail: { text: string }) => Buffer.from(mail.text, 'latin1').toString('utf8');
const mailsTo = (email: string) => inbox.mails.filter((m) => m.to.includes(email.toLowerCase()));

/** Runs the loop to a revision: assignment, payment, completion, revision. */
async function runLoop(customer: FixtureUser, translator: FixtureUser): Promise<number> {
  const job = await uploadJob(app, customer);
  await api(app, 'POST', `/admin/job/${job.id}/assign`, {
    token: admin.token,
    body: { translator_id: translator.id, price: 1250.5, delivery_date: daysFromToday(3) },
  });
  await api(app, 'PUT', `/admin/job/${job.id}/mark-paid`, { token: admin.token });
  await api(app, 'POST', `/translator/job/${job.id}/complete`, {
    token: translator.token,
    form: outputsForm([{ bytes: pdfBytes(), name: 'o.pdf' }]),
  });
  await api(app, 'PUT', `/translator/job/${job.id}/mark-complete`, {
    token: translator.token,
    body: { checklist: confirmedChecklist },
  });
  await api(app, 'PUT', `/admin/job/${job.id}/revise`, { token: admin.token });
  return job.id;
}

describe('job notifications over SMTP', () => {
  it('mails the customer the price and the completion, and the translator the assignment, the start and the revision', async () => {
    const customer = await createUser(app, 'user');
    const translator = await createUser(app, 'translator');
    const id = await runLoop(customer, translator);
    const code = `JOB-${String(id).padStart(6, '0')}`;
    const priceMail = body(await inbox.waitForText(customer.email, 'numaralı işinizin fiyatı'));
    expect(priceMail).toContain(`${code} numaralı işinizin fiyatı 1.250,50 TL`);
    expect(priceMail).toContain(`${app.url}/odeme/${id}`);
    expect(body(await inbox.waitForText(customer.email, 'çevirisi tamamlandı'))).toContain('çevirisi tamamlandı');
    expect(body(await inbox.waitForText(translator.email, `${code} numaralı iş size atandı`))).toContain(
      `${code} numaralı iş size atandı`,
    );
    expect(body(await inbox.waitForText(translator.email, 'revizyon istendi'))).toContain('revizyon istendi');
    expect(body(await inbox.waitForText(translator.email, 'çeviriye şimdi başlayabilirsiniz'))).toContain(code);
    // price, payment confirmed, completed, revision under way (a mail at every step)
    await inbox.waitForText(customer.email, 'revizyon talebiniz üzerine yeniden açıldı');
    expect(mailsTo(customer.email)).toHaveLength(4);
    // assigned (wait for the payment), payment confirmed (start now), revision (mails that say the truth)
    expect(mailsTo(translator.email)).toHaveLength(3);
  });

  it('writes to people in the language they last signed in with', async () => {
    const customer = await createUser(app, 'user');
    const translator = await createUser(app, 'translator');
    for (const person of [customer, translator]) {
      const login = await api(app, 'POST', '/auth/login', {
        lang: 'en',
        body: { email: person.email, password: person.password },
      });
      expect(login.status).toBe(200);
    }
    expect((await app.db('users').where({ id: customer.id }).first('locale')).locale).toBe('en');
    const id = await runLoop(customer, translator);
    const code = `JOB-${String(id).padStart(6, '0')}`;
    const priceMail = body(await inbox.waitForText(customer.email, 'The price of your job'));
    expect(priceMail).toMatch(/^Hello User\d+,/m);
    expect(priceMail).toContain(`The price of your job ${code} is TRY 1,250.50`);
    expect(body(await inbox.waitForText(customer.email, `The translation of your job ${code} is complete.`))).toContain(
      `The translation of your job ${code} is complete.`,
    );
    expect(body(await inbox.waitForText(translator.email, `Job ${code} has been assigned to you.`))).toContain(
      `Job ${code} has been assigned to you.`,
    );
    expect(body(await inbox.waitForText(translator.email, `A revision has been requested for job ${code}.`))).toContain(
      `A revision has been requested for job ${code}.`,
    );
  });

  it('sends nothing to people who turned e-mail notifications off', async () => {
    const customer = await createUser(app, 'user', { emailNotifications: false });
    const translator = await createUser(app, 'translator', { emailNotifications: false });
    const watcher = await createUser(app, 'user');
    await runLoop(customer, translator);
    // a mail sent after the loop arrives after any mail the loop could have sent
    await runLoop(watcher, translator);
    await inbox.waitFor(watcher.email, 2);
    expect(mailsTo(customer.email)).toEqual([]);
    expect(mailsTo(translator.email)).toEqual([]);
  });
});
