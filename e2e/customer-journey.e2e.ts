import type { Page } from 'playwright-core';
import { api, createUser } from '../api/src/testing/fixtures';
import { openAdminSection } from './support/admin-session';
import { istanbulDayPlus } from './support/dates';
import { minimalPdf, sampleDir } from './support/sample-files';
import { putSession, type Lang } from './support/sign-in';
import { startSite, waitForSite, type Site } from './support/site';

/** What the customer journey (order, price, payment, delivery, revision) reads like, in each language. */
const ui = {
  tr: {
    file: 'Belge',
    description: 'Açıklama',
    source: 'Kaynak dil',
    target: 'Hedef dil',
    type: 'Çeviri türü',
    typeOption: 'Yeminli Çeviri',
    specialization: 'Uzmanlık alanı',
    specializationOption: 'Hukuki',
    delivery: 'Teslim tarihi',
    submit: 'Talebi Gönder',
    details: (code: string) => `${code} ayrıntıları`,
    received: 'Talebinizi aldık — tercümanlardan teklif topluyoruz',
    quoteTime: 'Fiyatınız genellikle 6 saat içinde hazır olur.',
    priced: 'Fiyatınız hazır — ödeme bekleniyor',
    goPay: 'Ödeme sayfasına git',
    receipt: 'Dekont (isteğe bağlı)',
    notify: 'Ödemeyi yaptım',
    notified: /Ödeme bildiriminiz alındı/,
    confirmed: 'Ödemeniz onaylandı, çeviri başladı',
    paidMail: 'ödemesi onaylandı',
    delivered: 'Çeviriniz teslim edildi',
    revision: 'Revizyon iste',
    reason: 'Neyin düzeltilmesini istiyorsunuz?',
    sendRevision: 'Revizyon talebini gönder',
    revisionPending: /Revizyon talebiniz ofisimize ulaştı/,
    adminDetails: (code: string) => `Detay ${code}`,
    adminTitle: (code: string) => `${code} iş detayı`,
    receipts: 'Ödeme dekontu',
    assignedTab: /^Atanan İşler/,
    reasonLabel: 'Müşterinin düzeltilmesini istediği:',
  },
  en: {
    file: 'Document',
    description: 'Description',
    source: 'Source language',
    target: 'Target language',
    type: 'Translation type',
    typeOption: 'Sworn Translation',
    specialization: 'Specialization',
    specializationOption: 'Legal',
    delivery: 'Delivery date',
    submit: 'Send request',
    details: (code: string) => `Details of ${code}`,
    received: 'We received your request — collecting quotes from translators',
    quoteTime: 'Your price is usually ready within 6 hours.',
    priced: 'Your price is ready — awaiting payment',
    goPay: 'Go to the payment page',
    receipt: 'Receipt (optional)',
    notify: 'I have paid',
    notified: /We have your payment notice|Your payment notice/,
    confirmed: 'Your payment is confirmed, the translation has started',
    paidMail: 'is confirmed; the translation has started',
    delivered: 'Your translation has been delivered',
    revision: 'Ask for a revision',
    reason: 'What should be fixed?',
    sendRevision: 'Send the revision request',
    revisionPending: /Your revision request has reached our office/,
    adminDetails: (code: string) => `Details ${code}`,
    adminTitle: (code: string) => `Job ${code}`,
    receipts: 'Payment receipt',
    assignedTab: /^Assigned jobs/,
    reasonLabel: 'What the customer asked to fix:',
  },
} as const;

const PHONE = { width: 390, height: 844 };

let site: Site;
const files = sampleDir();
beforeAll(async () => {
  site = await startSite();
});
afterAll(async () => {
  await site.stop();
  files.remove();
});

async function shot(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await site.screenshot(page, `journey-${name}`);
}

/** Mail text as read: the inbox undoes quoted-printable byte by byte. */
async function mailWith(to: string, text: string): Promise<string> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const found = site.inbox.mails
      .filter((m) => m.to.includes(to.toLowerCase()))
      .map((m) => Buffer.from(m.text, 'latin1').toString('utf8'))
      .find((b) => b.includes(text));
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`no mail to ${to} containing ${text}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe("the customer's journey on a phone", () => {
  it.each(['tr', 'en'] as const)(
    '%s at 390 px: upload, timeline, price, IBAN and receipt, confirmation mail, translation, revision with a reason the translator reads',
    async (lang: Lang) => {
      const t = ui[lang];
      const admin = await createUser(site.app, 'admin');
      await api(site.app, 'PUT', '/admin/site-settings', {
        token: admin.token,
        body: {
          bank_name: 'Ziraat Bankası',
          bank_account_holder: 'Tercüme Odası Ltd.',
          bank_iban: 'TR330006100519786457841326',
          usual_quote_hours: 6,
          contact_phone: '+90 212 555 00 00',
          contact_email: 'ofis@example.com',
          whatsapp_number: '905551112233',
        },
      });
      const customer = await createUser(site.app, 'user', { name: lang === 'tr' ? 'Elif' : 'Emma' });
      await site.app.db('users').where({ id: customer.id }).update({ locale: lang });
      const translator = await createUser(site.app, 'translator');
      await site.app.db('users').where({ id: translator.id }).update({ locale: lang });
      const sourceName = `diploma-${lang}.pdf`;
      const sourceFile = files.write(sourceName, minimalPdf(`Diploma (${lang})`));
      const receiptFile = files.write(`dekont-${lang}.pdf`, minimalPdf(`Dekont (${lang})`));

      // 1. The customer sends a request from the phone and opens the job from its card.
      const side = await site.newPage({ lang, ...PHONE });
      await putSession(side.context, site.app, customer);
      const cp = side.page;
      await cp.goto('/panel/user');
      await waitForSite(cp);
      await cp.getByLabel(t.file, { exact: true }).setInputFiles(sourceFile);
      await cp.getByLabel(t.description, { exact: true }).fill('Lisans diploması, 1 sayfa.');
      await cp.getByLabel(t.source, { exact: true }).selectOption('Türkçe');
      await cp.getByLabel(t.target, { exact: true }).selectOption('İngilizce');
      await cp.getByLabel(t.type, { exact: true }).selectOption({ label: t.typeOption });
      await cp.getByLabel(t.specialization, { exact: true }).selectOption({ label: t.specializationOption });
      await cp.getByLabel(t.delivery, { exact: true }).fill(istanbulDayPlus(7));
      await cp.getByRole('button', { name: t.submit }).click();
      const cards = cp.getByTestId('customer-job-cards');
      await cards.waitFor();
      const jobId = (await site.app.db('jobs').where({ user_id: customer.id }).first('id')).id as number;
      const code = `JOB-${String(jobId).padStart(6, '0')}`;
      await shot(cp, `${lang}-1-cards`);
      await cards.getByRole('link', { name: t.details(code) }).click();

      // 2. The timeline says what happens next and when.
      const timeline = cp.getByTestId('job-timeline');
      await timeline.getByText(t.received).waitFor();
      await cp.getByText(t.quoteTime).waitFor();
      await shot(cp, `${lang}-2-job-page-waiting`);

      // 3. A translator offers and the admin prices the job (outside this customer's screen).
      await api(site.app, 'POST', '/translator/offer', {
        token: translator.token,
        body: { job_id: jobId, price: 400, delivery_date: istanbulDayPlus(6) },
      });
      await api(site.app, 'POST', `/admin/job/${jobId}/assign`, {
        token: admin.token,
        body: { translator_id: translator.id, price: 650, delivery_date: istanbulDayPlus(6) },
      });
      await cp.reload();
      await waitForSite(cp);
      await timeline.getByText(t.priced).waitFor();
      await shot(cp, `${lang}-3-job-page-priced`);

      // 4. The customer pays by the IBAN shown, with the job code as the reference, and attaches the receipt.
      await cp.getByRole('link', { name: t.goPay }).click();
      const bank = cp.getByTestId('bank-details');
      await bank.getByText('TR33 0006 1005 1978 6457 8413 26').waitFor();
      await bank.getByText(code).waitFor();
      await cp.getByLabel(t.receipt).setInputFiles(receiptFile);
      await shot(cp, `${lang}-4-payment-page`);
      await cp.getByRole('button', { name: t.notify }).click();
      await cp.getByText(t.notified).first().waitFor();
      await shot(cp, `${lang}-5-payment-notified`);

      // 5. The admin sees the receipt on the job and confirms the payment.
      const adminSide = await openAdminSection(site, 'isler', { lang });
      await adminSide.page.getByRole('button', { name: t.adminDetails(code), exact: true }).click();
      const detail = adminSide.page.getByRole('dialog', { name: t.adminTitle(code) });
      await detail.getByRole('heading', { name: t.receipts }).waitFor();
      await detail.getByRole('link', { name: `dekont-${lang}.pdf` }).waitFor();
      await shot(adminSide.page, `${lang}-6-admin-sees-receipt`);
      await adminSide.context.close();
      await api(site.app, 'PUT', `/admin/job/${jobId}/mark-paid`, { token: admin.token });
      expect(await mailWith(customer.email, t.paidMail)).toContain(`/panel/user/jobs/${jobId}`);

      // 6. The translator delivers; the customer sees the translation and asks for a revision with a reason.
      const output = new FormData();
      output.append('files', new Blob([new Uint8Array(minimalPdf('Diploma (EN)'))]), `diploma-ceviri-${lang}.pdf`);
      await api(site.app, 'POST', `/translator/job/${jobId}/complete`, { token: translator.token, form: output });
      await api(site.app, 'PUT', `/translator/job/${jobId}/mark-complete`, {
        token: translator.token,
        body: { checklist: { names: true, stamp: true, source: true } },
      });
      await cp.goto(`/panel/user/jobs/${jobId}`);
      await waitForSite(cp);
      await timeline.getByText(t.confirmed).waitFor();
      await timeline.getByText(t.delivered).waitFor();
      await cp.getByRole('link', { name: `diploma-ceviri-${lang}.pdf`, exact: true }).waitFor();
      await shot(cp, `${lang}-7-delivered`);
      await cp.getByRole('button', { name: t.revision }).click();
      const form = cp.getByRole('dialog');
      await form.getByLabel(t.reason).fill('The graduation date on line 3 should read 2019.');
      await shot(cp, `${lang}-8-revision-form`);
      await form.getByRole('button', { name: t.sendRevision }).click();
      await cp.getByText(t.revisionPending).waitFor();
      await shot(cp, `${lang}-9-revision-sent`);

      // 7. The admin reopens the job; the translator reads the reason on the phone.
      await api(site.app, 'PUT', `/admin/job/${jobId}/revise`, { token: admin.token });
      const tSide = await site.newPage({ lang, ...PHONE });
      await putSession(tSide.context, site.app, translator);
      await tSide.page.goto('/panel/translator');
      await waitForSite(tSide.page);
      await tSide.page.getByRole('tab', { name: t.assignedTab }).click();
      const card = tSide.page.getByRole('article', { name: code });
      await card.getByText(t.reasonLabel).waitFor();
      await card.getByText('The graduation date on line 3 should read 2019.').waitFor();
      await shot(tSide.page, `${lang}-10-translator-reads-reason`);

      await Promise.all([side.context.close(), tSide.context.close()]);
    },
    240_000,
  );
});

describe("the customer's jobs on a phone, paged by the server", () => {
  it('shows 5 cards a tab page with a pager, and each tab its own jobs and count', async () => {
    const customer = await createUser(site.app, 'user');
    // 7 waiting jobs and 3 completed ones, the oldest first
    for (let i = 1; i <= 10; i += 1)
      await site.app.db.raw(
        `insert into jobs (user_id, file_name, file_mime, file_size, description, source_lang, target_lang,
           translation_type, specialization, delivery_date, status, admin_price, created_at)
         values (?, ?, 'application/pdf', 10, 'Sayfalama', 'Türkçe', 'İngilizce', 'sworn', 'legal', current_date + 7,
           ?, ?, now() - (? || ' minutes')::interval)`,
        [customer.id, `${i}-belge.pdf`, i <= 7 ? 'waiting' : 'completed', i <= 7 ? null : 500, 100 - i],
      );
    const side = await site.newPage({ lang: 'tr', ...PHONE });
    await putSession(side.context, site.app, customer);
    const cp = side.page;
    await cp.goto('/panel/user');
    await waitForSite(cp);
    const cards = cp.getByTestId('customer-job-cards');
    await cards.waitFor();
    // The page shown stays until the next one has arrived; the list says so with aria-busy meanwhile.
    const cardCount = async () => {
      await cp.locator('[data-testid="customer-job-cards"][aria-busy="false"]').waitFor();
      return cards.locator(':scope > li').count();
    };
    expect(await cardCount()).toBe(5);
    const pager = cp.getByRole('navigation', { name: 'İş sayfaları' });
    await pager.getByText('Sayfa 1 / 2').waitFor();
    await cp.getByRole('tab', { name: 'Tamamlanan 3' }).waitFor();
    await shot(cp, 'phone-jobs-paged');
    await pager.getByRole('button', { name: /İleri/ }).click();
    await pager.getByText('Sayfa 2 / 2').waitFor();
    expect(await cardCount()).toBe(2);
    await cp.getByRole('tab', { name: 'Tamamlanan 3' }).click();
    await cards.getByText('Tamamlandı').first().waitFor();
    expect(await cardCount()).toBe(3);
    expect(await pager.count()).toBe(0);
    await side.context.close();
  }, 60_000);
});
