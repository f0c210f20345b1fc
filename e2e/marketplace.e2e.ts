import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { createUser, fixturePassword } from '../api/src/testing/fixtures';
import { istanbulDayPlus } from './support/dates';
import { minimalPdf, sampleDir } from './support/sample-files';
import { putSession, signInTo, type Lang } from './support/sign-in';
import { startSite, waitForSite, type Site } from './support/site';

/** What each panel says, as a person reads it (the Turkish of the spec, and the English UI). */
const ui = {
  tr: {
    customer: {
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
      waiting: 'Bekliyor',
      doneTab: /^Tamamlanan/,
      completed: 'Tamamlandı',
    },
    translator: {
      openTab: /^Açık İşler/,
      assignedTab: /^Atanan İşler/,
      completedTab: /^Tamamlanan/,
      offerFor: (code: string) => `${code} için teklif`,
      price: 'Fiyat (₺)',
      delivery: 'Teslim tarihi',
      send: 'Teklif ver',
      current: 'Mevcut teklifiniz',
      inProgress: 'Çeviride',
      dropLabel: 'Çıktı dosyası ekleyin',
      upload: 'Yükle',
      uploaded: 'Çıktı dosyası yüklendi.',
      complete: 'Tamamlandı olarak işaretle',
      completeConfirm: 'Tamamla',
      checklist: [
        'Adlar, yerler ve tarihler müşterinin listesindeki gibi yazıldı',
        'Her sayfada mühür ve imza var',
        'Kaynak belge çeviriye eklendi',
      ],
      completedToast: 'İş tamamlandı olarak işaretlendi.',
    },
    admin: {
      jobsNav: 'İşler',
      details: (code: string) => `Detay ${code}`,
      detailTitle: (code: string) => `${code} iş detayı`,
      chooseOffer: /^Bu teklifi seç/,
      translator: 'Tercüman',
      customerPrice: 'Müşteri fiyatı (₺)',
      translatorPrice: 'Tercüman fiyatı (₺)',
      assign: 'Ata',
      assigned: 'Tercüman atandı.',
      markPaid: 'Ödendi işaretle',
      markPaidTitle: 'Ödendi olarak işaretlensin mi?',
      marked: 'Ödeme işaretlendi.',
    },
  },
  en: {
    customer: {
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
      waiting: 'Waiting',
      doneTab: /^Completed/,
      completed: 'Completed',
    },
    translator: {
      openTab: /^Open jobs/,
      assignedTab: /^Assigned jobs/,
      completedTab: /^Completed/,
      offerFor: (code: string) => `Offer for ${code}`,
      price: 'Price (₺)',
      delivery: 'Delivery date',
      send: 'Send offer',
      current: 'Your current offer',
      inProgress: 'In translation',
      dropLabel: 'Add output files',
      upload: 'Upload',
      uploaded: 'Output file uploaded.',
      complete: 'Mark as completed',
      completeConfirm: 'Complete',
      checklist: [
        'Names, places and dates are written as on the customer’s sheet',
        'Every page carries the stamp and signature',
        'The source document is attached to the translation',
      ],
      completedToast: 'The job is marked as completed.',
    },
    admin: {
      jobsNav: 'Jobs',
      details: (code: string) => `Details ${code}`,
      detailTitle: (code: string) => `Job ${code}`,
      chooseOffer: /^Choose this offer/,
      translator: 'Translator',
      customerPrice: 'Customer price (₺)',
      translatorPrice: 'Translator price (₺)',
      assign: 'Assign',
      assigned: 'Translator assigned.',
      markPaid: 'Mark paid',
      markPaidTitle: 'Mark as paid?',
      marked: 'Payment marked.',
    },
  },
} as const;

const ADMIN = { email: 'admin@example.com', password: 'Admin-Pass-1!' };

let site: Site;
const files = sampleDir();
beforeAll(async () => {
  site = await startSite();
});
afterAll(async () => {
  await site.stop();
  files.remove();
});

/** The customer's row of the job: its code is the first cell. */
async function jobCodeOf(page: Page, fileName: string): Promise<string> {
  const row = page.getByTestId('customer-jobs').getByRole('row').filter({ hasText: fileName });
  await row.waitFor();
  return ((await row.getByRole('cell').first().textContent()) ?? '').trim();
}

describe('the marketplace loop in the browser', () => {
  it.each(['tr', 'en'] as const)(
    '%s: a customer uploads a document, a translator offers, the admin assigns and marks it paid, the translator delivers and the customer downloads the translation',
    async (lang: Lang) => {
      const t = ui[lang];
      const shot = async (page: Page, name: string) => {
        // The header is fixed: from the top, a full-page shot shows it where a person sees it.
        await page.evaluate(() => window.scrollTo(0, 0));
        await site.screenshot(page, `marketplace-${lang}-${name}`);
      };
      const customer = await createUser(site.app, 'user', { name: lang === 'tr' ? 'Elif' : 'Emma' });
      const translator = await createUser(site.app, 'translator', { name: lang === 'tr' ? 'Zeynep' : 'Zoe' });
      const sourceName = `tapu-kaydi-${lang}.pdf`;
      const outputName = `tapu-kaydi-ceviri-${lang}.pdf`;
      const sourceFile = files.write(sourceName, minimalPdf(`Tapu kaydi (${lang})`));
      const outputBytes = minimalPdf(`Translated title deed (${lang})`);
      const outputFile = files.write(outputName, outputBytes);

      // 1. The customer (signed in before) sends a new request with a real PDF.
      const customerSide = await site.newPage({ lang });
      await putSession(customerSide.context, site.app, customer);
      const cp = customerSide.page;
      await cp.goto('/panel/user');
      await waitForSite(cp);
      await cp.getByLabel(t.customer.file, { exact: true }).setInputFiles(sourceFile);
      await cp.getByLabel(t.customer.description, { exact: true }).fill('1925 tarihli tapu kaydı, 2 sayfa.');
      await cp.getByLabel(t.customer.source, { exact: true }).selectOption('Türkçe');
      await cp.getByLabel(t.customer.target, { exact: true }).selectOption('İngilizce');
      await cp.getByLabel(t.customer.type, { exact: true }).selectOption({ label: t.customer.typeOption });
      await cp
        .getByLabel(t.customer.specialization, { exact: true })
        .selectOption({ label: t.customer.specializationOption });
      await cp.getByLabel(t.customer.delivery, { exact: true }).fill(istanbulDayPlus(7));
      await cp.getByRole('button', { name: t.customer.submit }).click();
      const code = await jobCodeOf(cp, sourceName);
      expect(code).toMatch(/^JOB-\d{6}$/);
      const customerRow = cp.getByTestId('customer-jobs').getByRole('row').filter({ hasText: code });
      await customerRow.getByText(t.customer.waiting, { exact: true }).waitFor();
      await shot(cp, '1-customer-uploaded');

      // 2. The translator sends an offer from the open jobs.
      const translatorSide = await site.newPage({ lang });
      const tp = translatorSide.page;
      await signInTo(tp, '/panel/translator', translator.email, fixturePassword, lang);
      await tp.getByRole('tab', { name: t.translator.openTab }).click();
      const offerForm = tp.getByRole('form', { name: t.translator.offerFor(code) });
      await offerForm.getByLabel(t.translator.price, { exact: true }).fill('500');
      await offerForm.getByLabel(t.translator.delivery, { exact: true }).fill(istanbulDayPlus(6));
      await offerForm.getByRole('button', { name: t.translator.send }).click();
      await offerForm.getByText(t.translator.current).waitFor();
      await shot(tp, '2-translator-offer-sent');

      // 3. The admin opens the job, picks the offer, assigns it at the customer's price and marks it paid.
      const adminSide = await site.newPage({ lang });
      const ap = adminSide.page;
      await signInTo(ap, '/panel/admin', ADMIN.email, ADMIN.password, lang);
      await ap.getByTestId('admin-sidebar').getByRole('link', { name: t.admin.jobsNav }).click();
      await ap.getByRole('button', { name: t.admin.details(code), exact: true }).click();
      const detail = ap.getByRole('dialog', { name: t.admin.detailTitle(code) });
      await detail.getByRole('button', { name: t.admin.chooseOffer }).click();
      const translatorName = `${lang === 'tr' ? 'Zeynep' : 'Zoe'} Test`;
      const chosen = detail.getByLabel(t.admin.translator, { exact: true });
      expect(await chosen.locator('option:checked').textContent()).toBe(translatorName);
      // The offer is the translator's price; the customer price is the admin's to set, with the margin on top.
      expect(await detail.getByLabel(t.admin.translatorPrice, { exact: true }).inputValue()).toBe('500');
      const price = detail.getByLabel(t.admin.customerPrice, { exact: true });
      expect(await price.inputValue()).toBe('');
      await price.fill('750');
      await shot(ap, '3-admin-job-detail');
      await detail.getByRole('button', { name: t.admin.assign, exact: true }).click();
      await ap.getByText(t.admin.assigned, { exact: true }).waitFor();
      await ap.getByRole('button', { name: `${t.admin.markPaid} ${code}` }).click();
      await ap
        .getByRole('dialog', { name: t.admin.markPaidTitle })
        .getByRole('button', { name: t.admin.markPaid, exact: true })
        .click();
      await ap.getByText(t.admin.marked, { exact: true }).waitFor();

      // 4. The translator finds the paid job assigned, uploads the translation and completes the job.
      await tp.reload();
      await waitForSite(tp);
      await tp.getByRole('tab', { name: t.translator.assignedTab }).click();
      const card = tp.getByRole('article', { name: code });
      await card.getByText(t.translator.inProgress, { exact: true }).waitFor();
      await card.getByLabel(t.translator.dropLabel, { exact: true }).setInputFiles(outputFile);
      await card.getByRole('button', { name: t.translator.upload, exact: true }).click();
      await tp.getByText(t.translator.uploaded, { exact: true }).waitFor();
      await card.getByRole('link', { name: outputName }).waitFor();
      await shot(tp, '4-translator-output-uploaded');
      await card.getByRole('button', { name: t.translator.complete }).click();
      // a sworn translation: completion asks for the checklist, and cannot be undone
      const completion = tp.getByRole('dialog');
      for (const item of t.translator.checklist) await completion.getByRole('checkbox', { name: item }).check();
      await completion.getByRole('button', { name: t.translator.completeConfirm, exact: true }).click();
      await tp.getByText(t.translator.completedToast, { exact: true }).waitFor();
      await card.waitFor({ state: 'detached' });

      // 5. The customer sees the job completed and downloads exactly the translator's file.
      await cp.reload();
      await waitForSite(cp);
      await cp.getByRole('tab', { name: t.customer.doneTab }).click();
      const doneRow = cp.getByTestId('customer-jobs').getByRole('row').filter({ hasText: code });
      await doneRow.getByText(t.customer.completed, { exact: true }).waitFor();
      await shot(cp, '5-customer-completed');
      const [download] = await Promise.all([
        cp.waitForEvent('download'),
        doneRow.getByRole('link', { name: outputName }).click(),
      ]);
      expect(download.suggestedFilename()).toBe(outputName);
      const saved = await download.path();
      expect(readFileSync(saved).equals(outputBytes)).toBe(true);

      await Promise.all([customerSide.context.close(), translatorSide.context.close(), adminSide.context.close()]);
    },
    180_000,
  );
});
