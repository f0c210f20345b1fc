import { api, createUser } from '../api/src/testing/fixtures';
import { openAdminSection } from './support/admin-session';
import { istanbulDayPlus } from './support/dates';
import { minimalPdf, sampleDir } from './support/sample-files';
import { putSession, type Lang } from './support/sign-in';
import { startSite, waitForSite, type Site } from './support/site';

/** A translator's work (alerts, bidding, due dates, earnings, ratings) as they live it, in each language. */
const ui = {
  tr: {
    alert: (code: string) => `Osmanlıca → Türkçe dil çiftinde yeni bir iş teklif bekliyor: ${code}`,
    openTab: /^Açık İşler/,
    facts: 'PDF',
    pages: '1 sayfa',
    preview: (code: string) => `${code} ilk sayfasının önizlemesi`,
    previewTitle: (code: string) => `${code} — ilk sayfa`,
    previewImage: (code: string) => `${code} belgesinin ilk sayfası, filigranlı`,
    offerFor: (code: string) => `${code} için teklif`,
    price: 'Fiyat (₺)',
    delivery: 'Teslim tarihi',
    send: 'Teklif ver',
    current: 'Mevcut teklifiniz',
    dontStart: 'Henüz başlamayın',
    assignedTab: /^Atanan İşler/,
    waiting: 'Müşterinin ödemesi onaylandığında belgeyi açıp çalışmaya başlayabilirsiniz.',
    startMail: 'ödemesi onaylandı; belgeyi açıp',
    dropLabel: 'Çıktı dosyası ekleyin',
    upload: 'Yükle',
    uploaded: 'Çıktı dosyası yüklendi.',
    complete: 'Tamamlandı olarak işaretle',
    confirm: 'Tamamla',
    done: 'İş tamamlandı olarak işaretlendi.',
    fourStars: '5 üzerinden 4',
    ratingOf: (code: string) => `${code} değerlendirmesi`,
    answerLabel: 'Yanıtınız',
    answerText: 'Güzel sözleriniz için teşekkürler.',
    sendAnswer: 'Yanıtı gönder',
    earningsTab: /^Kazançlarım/,
    earningsButton: (name: string) => `Kazançlar: ${name}`,
    openJob: (code: string) => `${code} işini aç`,
    moreTime: 'Müşteri ek sayfalar gönderdi.',
    reference: 'Banka referansı',
    chooseJob: (code: string) => `${code} ödemeye eklensin`,
    record: /^Ödemeyi kaydet/,
    confirmTitle: 'Ödeme kaydedilsin mi?',
    recordConfirm: 'Kaydet',
    recorded: 'Ödeme kaydedildi.',
    paid: 'Ödendi',
  },
  en: {
    alert: (code: string) => `A new Osmanlıca → Türkçe job is waiting for offers: ${code}`,
    openTab: /^Open jobs/,
    facts: 'PDF',
    pages: '1 page',
    preview: (code: string) => `Preview of the first page of ${code}`,
    previewTitle: (code: string) => `${code} — first page`,
    previewImage: (code: string) => `First page of the ${code} document, watermarked`,
    offerFor: (code: string) => `Offer for ${code}`,
    price: 'Price (₺)',
    delivery: 'Delivery date',
    send: 'Send offer',
    current: 'Your current offer',
    dontStart: 'Don’t start yet',
    assignedTab: /^Assigned jobs/,
    waiting: 'Once the customer’s payment is confirmed you can open the document and start working.',
    startMail: 'is confirmed; open the document',
    dropLabel: 'Add output files',
    upload: 'Upload',
    uploaded: 'Output file uploaded.',
    complete: 'Mark as completed',
    confirm: 'Complete',
    done: 'The job is marked as completed.',
    fourStars: '4 out of 5',
    ratingOf: (code: string) => `Rating of ${code}`,
    answerLabel: 'Your answer',
    answerText: 'Thank you for your kind words.',
    sendAnswer: 'Send the answer',
    earningsTab: /^Earnings/,
    earningsButton: (name: string) => `Earnings: ${name}`,
    openJob: (code: string) => `Open job ${code}`,
    moreTime: 'The customer sent more pages.',
    reference: 'Bank reference',
    chooseJob: (code: string) => `Add ${code} to the payout`,
    record: /^Record the payout/,
    confirmTitle: 'Record this payout?',
    recordConfirm: 'Record',
    recorded: 'The payout was recorded.',
    paid: 'Paid',
  },
} as const;

let site: Site;
const files = sampleDir();
beforeAll(async () => {
  // alerts at once: their grouping window (two minutes by default) is job-alert-grouping.test.ts's subject
  site = await startSite({ JOB_ALERT_GROUP_SECONDS: 0 });
});
afterAll(async () => {
  await site.stop();
  files.remove();
});

describe('a translator’s journey', () => {
  it.each(['tr', 'en'] as const)(
    '%s: alerted of an Osmanlıca → Türkçe job, sees the watermarked preview, bids, is assigned (“don’t start yet”), told to start, delivers, is rated and answers, and sees the earning paid out',
    async (lang: Lang) => {
      const t = ui[lang];
      const translator = await createUser(site.app, 'translator', { name: lang === 'tr' ? 'Şükrü' : 'Sam' });
      await site.app.db('users').where({ id: translator.id }).update({ languages: 'Osmanlıca, Türkçe', locale: lang });
      const customer = await createUser(site.app, 'user');
      const admin = await createUser(site.app, 'admin');

      // A customer orders an Ottoman deed (setup through the API: the customer's side is another journey).
      const rika = await site.app.db('hat_turleri').where({ name: 'Rika' }).first('id');
      const form = new FormData();
      const fields = {
        hat_tur_id: String(rika.id),
        description: 'Tapu kaydı, 1312',
        source_lang: 'Osmanlıca',
        target_lang: 'Türkçe',
        translation_type: 'official',
        specialization: 'legal',
        delivery_date: istanbulDayPlus(8),
        ottoman_output: 'transcription_plain',
        page_count: '1',
        legibility: 'clear',
      };
      for (const [k, v] of Object.entries(fields)) form.append(k, v);
      form.append('file', new Blob([new Uint8Array(minimalPdf('Tapu kaydi 1312, Uskudar'))]), 'tapu.pdf');
      const upload = await api(site.app, 'POST', '/user/upload', { token: customer.token, form });
      if (upload.status !== 201) throw new Error(`upload: ${upload.status} ${JSON.stringify(upload.body)}`);
      const id = upload.body.id as number;
      const code = `JOB-${String(id).padStart(6, '0')}`;

      // 1. The alert arrives by mail, in the translator's language.
      await site.inbox.waitForText(translator.email, t.alert(code));

      // 2. The open jobs show the document's facts and its watermarked first page.
      const side = await site.newPage({ lang });
      await putSession(side.context, site.app, translator);
      const tp = side.page;
      await tp.goto('/panel/translator?tab=open');
      await waitForSite(tp);
      const facts = tp.getByTestId(`document-facts-${id}`);
      await facts.getByRole('button', { name: t.preview(code) }).waitFor({ timeout: 30_000 });
      await expect(facts.textContent()).resolves.toContain(t.pages);
      await facts.getByRole('button', { name: t.preview(code) }).click();
      const dialog = tp.getByRole('dialog', { name: t.previewTitle(code) });
      const image = dialog.getByRole('img', { name: t.previewImage(code) });
      await image.waitFor();
      await tp.waitForFunction((el) => (el as HTMLImageElement).naturalWidth > 0, await image.elementHandle());
      expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeLessThanOrEqual(800);
      await site.screenshot(tp, `translator-journey-preview-${lang}`);
      await tp.keyboard.press('Escape');

      // 3. The bid.
      const offer = tp.getByRole('form', { name: t.offerFor(code) });
      await offer.getByLabel(t.price, { exact: true }).fill('400');
      await offer.getByLabel(t.delivery, { exact: true }).fill(istanbulDayPlus(6));
      await offer.getByRole('button', { name: t.send }).click();
      await offer.getByText(t.current).waitFor();

      // 4. The office assigns it before the customer has paid: "don't start yet", by mail and on the card.
      const assigned = await api(site.app, 'POST', `/admin/job/${id}/assign`, {
        token: admin.token,
        body: { translator_id: translator.id, price: 700, delivery_date: istanbulDayPlus(6) },
      });
      expect(assigned.status).toBe(200);
      await site.inbox.waitForText(translator.email, t.dontStart);
      await tp.reload();
      await waitForSite(tp);
      await tp.getByRole('tab', { name: t.assignedTab }).click();
      const card = tp.getByRole('article', { name: code });
      await card.getByText(t.waiting, { exact: true }).waitFor();
      await site.screenshot(tp, `translator-journey-waiting-${lang}`);

      // 5. The payment is confirmed: "start now".
      await api(site.app, 'PUT', `/admin/job/${id}/mark-paid`, { token: admin.token });
      await site.inbox.waitForText(translator.email, t.startMail);

      // 5b. The translator asks for more time; the office finds the request above İşler, on a phone, and accepts it.
      const asked = await api(site.app, 'POST', `/translator/job/${id}/deadline-request`, {
        token: translator.token,
        body: { delivery_date: istanbulDayPlus(9), reason: t.moreTime },
      });
      expect(asked.status).toBe(201);
      const jobsOffice = await openAdminSection(site, 'isler', { lang, width: 390 });
      const waiting = jobsOffice.page.getByTestId('waiting-deadlines');
      await waiting.getByText(code).waitFor();
      await site.screenshot(jobsOffice.page, `translator-journey-deadline-waiting-${lang}`);
      await waiting.getByRole('button', { name: t.openJob(code) }).click();
      const detail = jobsOffice.page.getByRole('dialog');
      await detail.getByTestId('deadline-accept').click();
      await detail.getByTestId('deadline-accept-confirm').click();
      await waiting.waitFor({ state: 'detached' });
      await jobsOffice.context.close();

      // 6. Delivery.
      await tp.reload();
      await waitForSite(tp);
      const work = tp.getByRole('article', { name: code });
      const output = files.write(`ceviri-${lang}.pdf`, minimalPdf(`Ceviri ${code}`));
      await work.getByLabel(t.dropLabel, { exact: true }).setInputFiles(output);
      await work.getByRole('button', { name: t.upload, exact: true }).click();
      await tp.getByText(t.uploaded, { exact: true }).waitFor();
      await work.getByRole('button', { name: t.complete }).click();
      await tp.getByRole('dialog').getByRole('button', { name: t.confirm, exact: true }).click();
      await tp.getByText(t.done, { exact: true }).waitFor();

      // 7. The customer rates the delivery; the translator reads it in Tamamlanan and answers once.
      const rated = await api(site.app, 'POST', `/user/job/${id}/rating`, {
        token: customer.token,
        body: { stars: 4, comment: 'Özenli ve zamanında.' },
      });
      expect(rated.status).toBe(201);
      await tp.goto('/panel/translator?tab=completed');
      await waitForSite(tp);
      const doneRow = tp.getByTestId('completed-jobs').getByRole('row').filter({ hasText: code });
      await doneRow.getByRole('img', { name: t.fourStars }).waitFor();
      await doneRow.getByRole('button', { name: t.ratingOf(code) }).click();
      const ratingDialog = tp.getByRole('dialog');
      await ratingDialog.getByText('Özenli ve zamanında.').waitFor();
      await ratingDialog.getByLabel(t.answerLabel).fill(t.answerText);
      await site.screenshot(tp, `translator-journey-rating-${lang}`);
      await ratingDialog.getByRole('button', { name: t.sendAnswer }).click();
      await ratingDialog.waitFor({ state: 'detached' });
      expect((await site.app.db('job_ratings').where({ job_id: id }).first('answer')).answer).toBe(t.answerText);

      // 8. The office pays it out from Tercümanlar.
      await api(site.app, 'PUT', '/settings/payout', {
        token: translator.token,
        body: { account_holder: 'Test Tercüman', iban: 'TR33 0006 1005 1978 6457 8413 26' },
      });
      const office = await openAdminSection(site, 'tercumanlar', { lang });
      const ap = office.page;
      const name = `${lang === 'tr' ? 'Şükrü' : 'Sam'} Test`;
      await ap.getByRole('button', { name: t.earningsButton(name) }).click();
      const earnings = ap.getByTestId('admin-translator-earnings');
      await earnings.getByRole('checkbox', { name: t.chooseJob(code) }).check();
      await earnings.getByLabel(t.reference, { exact: true }).fill(`EFT-${lang}-1`);
      await earnings.getByRole('button', { name: t.record }).click();
      await ap
        .getByRole('dialog', { name: t.confirmTitle })
        .getByRole('button', { name: t.recordConfirm, exact: true })
        .click();
      await earnings.getByText(t.recorded, { exact: true }).waitFor();
      await site.screenshot(ap, `translator-journey-payout-${lang}`);
      await office.context.close();
      await site.inbox.waitForText(translator.email, `EFT-${lang}-1`);

      // 9. The translator sees the earning marked paid, with the reference.
      await tp.goto('/panel/translator?tab=earnings');
      await waitForSite(tp);
      const row = tp.getByTestId('earnings-jobs').getByRole('row').filter({ hasText: code });
      await row.getByText(t.paid, { exact: true }).waitFor();
      await row.getByText(`EFT-${lang}-1`, { exact: false }).waitFor();
      await site.screenshot(tp, `translator-journey-earnings-${lang}`);
      await side.context.close();
    },
  );
});
