import type { Locale } from 'shared-ui/contracts';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { startSmtpInbox } from '../../testing/smtp-inbox';
import { api, createUser, type FixtureUser } from '../../testing/fixtures';
import { confirmedChecklist, daysFromToday, outputsForm, pdfBytes, uploadJob } from '../jobs/job-test-helpers';

jest.setTimeout(120_000);

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

const textOf = (mail: { text: string }) => Buffer.from(mail.text, 'latin1').toString('utf8');

function withText(text: string): FormData {
  const form = new FormData();
  form.append('body', text);
  return form;
}

function revisionForm(reason: string): FormData {
  const form = new FormData();
  form.append('reason', reason);
  return form;
}

/** A phrase of each customer mail's text, per language, in the order of the job's life, to wait for it. */
const phrases: Record<Locale, string[]> = {
  tr: [
    'numaralı işinizin fiyatı',
    'ödemesi onaylandı; çeviriye başlandı',
    'olarak güncellendi',
    'ofisimiz size bir mesaj yazdı',
    'çevirisi tamamlandı',
    'doğrulama kodu ofisimiz tarafından iptal edildi',
    'revizyon talebiniz üzerine yeniden açıldı',
  ],
  en: [
    'The price of your job',
    'the translation has started',
    'The due date of your job',
    'Our office wrote you a message',
    'is complete. You can download your files',
    'Our office has revoked the verification code',
    'has been reopened for the revision',
  ],
};

describe("the customer's mails of one job's life", () => {
  it.each(['tr', 'en'] as const)('each links to the job page in the panel (%s)', async (locale) => {
    const customer = await createUser(app, 'user');
    await app.db('users').where({ id: customer.id }).update({ locale });
    const translator = await createUser(app, 'translator');
    const { id } = await uploadJob(app, customer);
    const ok = (res: { status: number; body: unknown }) => expect([200, 201]).toContain(res.status);

    ok(
      await api(app, 'POST', `/admin/job/${id}/assign`, {
        token: admin.token,
        body: { translator_id: translator.id, price: 750, delivery_date: daysFromToday(4) },
      }),
    );
    ok(await api(app, 'PUT', `/admin/job/${id}/mark-paid`, { token: admin.token }));
    const asked = await api(app, 'POST', `/translator/job/${id}/deadline-request`, {
      token: translator.token,
      body: { delivery_date: daysFromToday(12), reason: 'Ek belgeler geldi, iş büyüdü.' },
    });
    ok(asked);
    ok(await api(app, 'PUT', `/admin/deadline-request/${asked.body.request.id}/accept`, { token: admin.token }));
    ok(await api(app, 'POST', `/admin/job/${id}/messages`, { token: admin.token, form: withText('Merhaba') }));
    ok(
      await api(app, 'POST', `/translator/job/${id}/complete`, {
        token: translator.token,
        form: outputsForm([{ bytes: pdfBytes('ceviri'), name: 'ceviri.pdf' }]),
      }),
    );
    ok(
      await api(app, 'PUT', `/translator/job/${id}/mark-complete`, {
        token: translator.token,
        body: { checklist: confirmedChecklist },
      }),
    );
    const verification = await api(app, 'GET', `/user/job/${id}/verification`, { token: customer.token });
    ok(
      await api(app, 'POST', `/admin/verifications/${verification.body.verification.code}/revoke`, {
        token: admin.token,
        body: { reason: 'Sahte mühür bildirildi' },
      }),
    );
    ok(
      await api(app, 'POST', `/user/job/${id}/revision`, { token: customer.token, form: revisionForm('Tarih yanlış') }),
    );
    ok(await api(app, 'PUT', `/admin/job/${id}/revise`, { token: admin.token }));

    const link = `${app.deps.env.PUBLIC_URL}/panel/user/jobs/${id}`;
    for (const phrase of phrases[locale]) {
      const text = textOf(await inbox.waitForText(customer.email, phrase));
      // in the plain text on its own line and as the HTML version's link
      expect({ phrase, text: text.includes(`\n${link}`), html: text.includes(`href="${link}"`) }).toEqual({
        phrase,
        text: true,
        html: true,
      });
    }
    const all = inbox.mails.filter((m) => m.to.includes(customer.email.toLowerCase())).map(textOf);
    expect(all.filter((text) => !text.includes(link))).toEqual([]);
  });
});
