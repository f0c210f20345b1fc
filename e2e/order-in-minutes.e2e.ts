import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { api, createUser } from '../api/src/testing/fixtures';
import { startIyzicoServer, type IyzicoServer } from '../api/src/testing/iyzico-server';
import { openAdminSection } from './support/admin-session';
import { istanbulDayPlus } from './support/dates';
import { minimalPdf, sampleDir } from './support/sample-files';
import { signInTo, type Lang } from './support/sign-in';
import { linkFrom, startSite, waitForSite, type Site } from './support/site';

/**
 * Ordering in minutes on a phone: an estimate on the quote page, sign-up, the order with its estimate, the office
 * assigning at the estimate, card payment (beside the bank transfer's details) through the 3-D Secure page of the local iyzico server
 * (api/src/testing/iyzico-server.ts), the receipt downloaded and the job shown paid; then the office cancels the
 * assignment and refunds the card from the job's detail, in part and then the rest.
 */
const ui = {
  tr: {
    quoteFile: 'Belge',
    source: 'Kaynak dil',
    target: 'Hedef dil',
    type: 'Çeviri türü',
    typeOption: 'Yeminli Çeviri',
    delivery: 'Teslim tarihi',
    estimated: 'Tahmini fiyat: ₺600,00 (KDV dahil)',
    name: 'Ad',
    surname: 'Soyad',
    birth: 'Doğum tarihi',
    phone: 'Telefon',
    email: 'E-posta',
    password: 'Şifre',
    register: 'Kayıt Ol',
    description: 'Açıklama',
    specialization: 'Uzmanlık alanı',
    specializationOption: 'Hukuki',
    submit: 'Talebi Gönder',
    adminDetails: (code: string) => `Detay ${code}`,
    adminTitle: (code: string) => `${code} iş detayı`,
    translator: 'Tercüman',
    useEstimate: 'Tahmini fiyatı müşteri fiyatı yap',
    assignDate: 'Teslim tarihi',
    assign: 'Ata',
    goPay: 'Ödeme sayfasına git',
    fullName: 'Ad soyad',
    tckn: 'T.C. kimlik no',
    address: 'Fatura adresi',
    payByCard: 'Kartla öde',
    cardPaid: 'Kartla ödemeniz alındı. Teşekkür ederiz! Çeviri başladı.',
    receipt: 'Makbuzu indir (PDF)',
    paidMoment: 'Ödemeniz onaylandı, çeviri başladı',
    cancel: (code: string) => `İptal ${code}`,
    cancelAssignment: 'Atamayı iptal et',
    refundAmount: 'İade tutarı (₺)',
    partialRefund: '100,50',
    refund: 'Kart ödemesini iade et',
    refundDone: 'İade yapıldı.',
  },
  en: {
    quoteFile: 'Document',
    source: 'Source language',
    target: 'Target language',
    type: 'Translation type',
    typeOption: 'Sworn Translation',
    delivery: 'Delivery date',
    estimated: 'Estimated price: ₺600.00 (VAT incl.)',
    name: 'First name',
    surname: 'Last name',
    birth: 'Date of birth',
    phone: 'Phone',
    email: 'E-mail',
    password: 'Password',
    register: 'Register',
    description: 'Description',
    specialization: 'Specialization',
    specializationOption: 'Legal',
    submit: 'Send request',
    adminDetails: (code: string) => `Details ${code}`,
    adminTitle: (code: string) => `Job ${code}`,
    translator: 'Translator',
    useEstimate: 'Use the estimate as the customer price',
    assignDate: 'Delivery date',
    assign: 'Assign',
    goPay: 'Go to the payment page',
    fullName: 'Full name',
    tckn: 'Turkish ID number (T.C. kimlik no)',
    address: 'Billing address',
    payByCard: 'Pay by card',
    cardPaid: 'Your card payment was received. Thank you! The translation has started.',
    receipt: 'Download the receipt (PDF)',
    paidMoment: 'Your payment is confirmed, the translation has started',
    cancel: (code: string) => `Cancel ${code}`,
    cancelAssignment: 'Cancel assignment',
    refundAmount: 'Refund amount (₺)',
    partialRefund: '100.50',
    refund: 'Refund the card payment',
    refundDone: 'The refund was made.',
  },
};

const PHONE = { width: 390, height: 844 };
const BANK = { swift: 'TCZBTR2A', address: 'Kadıköy Şubesi, Söğütlüçeşme Cad. 1, 34714 İstanbul' };
const shotsDir = process.env.ORDER_SHOTS_DIR ?? '/work/shots/order';

let site: Site;
let iyzico: IyzicoServer;
const files = sampleDir();
beforeAll(async () => {
  iyzico = await startIyzicoServer();
  site = await startSite({
    IYZICO_API_KEY: iyzico.apiKey,
    IYZICO_SECRET_KEY: iyzico.secretKey,
    IYZICO_BASE_URL: iyzico.url,
  });
  // the office's legal details, which its receipts name as their issuer, and the bank with its SWIFT/BIC and
  // address for payers abroad, shown beside the card (Site ayarları)
  const admin = await createUser(site.app, 'admin');
  const current = await api(site.app, 'GET', '/admin/site-settings', { token: admin.token });
  const saved = await api(site.app, 'PUT', '/admin/site-settings', {
    token: admin.token,
    body: {
      ...current.body.settings,
      bank_name: 'Ziraat Bankası',
      bank_account_holder: 'Tercüme Odası Ltd.',
      bank_iban: 'TR330006100519786457841326',
      bank_swift: BANK.swift,
      bank_address: BANK.address,
      legal_title: 'Tercüme Odası Çeviri Hizmetleri Ltd. Şti.',
      legal_tax_office: 'Kadıköy',
      legal_tax_number: '1234567890',
      legal_address: 'Caferağa Mah. Moda Cad. 10, Kadıköy, İstanbul',
    },
  });
  expect(saved.status).toBe(200);
  mkdirSync(shotsDir, { recursive: true });
});
afterAll(async () => {
  await site.stop();
  await iyzico.stop();
  files.remove();
});

async function shot(page: Page, name: string) {
  // from the top: a full-page capture of a scrolled page draws the sticky header over its middle
  await page.evaluate(() => window.scrollTo(0, 0));
  await site.screenshot(page, `order-${name}`);
  await page.screenshot({ path: path.join(shotsDir, `${name}.png`), fullPage: true });
}

/** The job's price and state once the assignment has reached the database (the dialog closes first). */
async function priced(jobId: number): Promise<unknown> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const row = await site.app.db('jobs').where({ id: jobId }).first('admin_price', 'status');
    if (row?.status === 'waiting_payment' || Date.now() > deadline) return row;
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** The job's row once a change made on a screen has reached the database. */
async function jobOnceIt(jobId: number, holds: (row: { status: string; is_paid: boolean }) => boolean) {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const row = await site.app.db('jobs').where({ id: jobId }).first('status', 'is_paid');
    if (holds(row) || Date.now() > deadline) return row;
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** The quote page's (or the order form's) pricing fields. */
async function fillPricing(page: Page, lang: Lang, file: string) {
  const t = ui[lang];
  await page.getByLabel(t.quoteFile, { exact: true }).setInputFiles(file);
  await page.getByLabel(t.source, { exact: true }).selectOption('Türkçe');
  await page.getByLabel(t.target, { exact: true }).selectOption('İngilizce');
  await page.getByLabel(t.type, { exact: true }).selectOption({ label: t.typeOption });
  await page.getByLabel(t.delivery, { exact: true }).fill(istanbulDayPlus(10));
}

describe('ordering in minutes on a phone', () => {
  it.each(['tr', 'en'] as const)(
    '%s at 390 px: estimate on the quote page, sign-up, order, assigned at the estimate, card with 3-D Secure, receipt, paid, refunded',
    async (lang: Lang) => {
      const t = ui[lang];
      const translatorName = lang === 'tr' ? 'Kerem' : 'Kevin';
      await createUser(site.app, 'translator', { name: translatorName });
      const document = files.write(`tapu-${lang}.pdf`, minimalPdf('Tapu kaydi ada 12 parsel 4 malik Ayse Yilmaz'));
      const email = `siparis-${lang}@example.com`;

      // 1. A visitor gets an estimate on the quote page.
      const side = await site.newPage({ lang, ...PHONE });
      const page = side.page;
      await page.goto('/quote');
      await waitForSite(page);
      await fillPricing(page, lang, document);
      const quoteBox = page.getByTestId('price-estimate');
      await quoteBox.getByText(t.estimated).waitFor({ timeout: 15_000 });
      await shot(page, `${lang}-1-quote-estimate`);

      // 2. They sign up with the real form and verify the address by the mailed link.
      await page.goto('/register');
      await waitForSite(page);
      await page.getByLabel(t.name, { exact: true }).fill(lang === 'tr' ? 'Ayşe' : 'Emma');
      await page.getByLabel(t.surname, { exact: true }).fill(lang === 'tr' ? 'Yılmaz' : 'Stone');
      await page.getByLabel(t.birth).fill('1990-05-15');
      await page.getByLabel(t.phone, { exact: true }).fill('5321234567');
      await page.getByLabel(t.email, { exact: true }).fill(email);
      await page.getByLabel(t.password, { exact: true }).fill('Guclu-Sifre1!');
      await page.getByRole('checkbox').nth(0).check();
      await page.getByRole('checkbox').nth(1).check();
      page.once('dialog', (d) => void d.accept());
      await page.getByRole('button', { name: t.register }).click();
      await page.waitForURL('**/login**');
      const mail = await site.inbox.waitFor(email);
      await page.goto(linkFrom(mail.text, `${site.url}/verify-email?token=`));
      await page.waitForURL(/\/verify\?status=success/);
      await signInTo(page, '/panel/user', email, 'Guclu-Sifre1!', lang);
      await waitForSite(page);

      // 3. The order, with its estimate shown before it is sent.
      await fillPricing(page, lang, document);
      await page.getByLabel(t.description, { exact: true }).fill('Tapu kaydı, 1 sayfa.');
      await page.getByLabel(t.specialization, { exact: true }).selectOption({ label: t.specializationOption });
      await page.getByTestId('price-estimate').getByText(t.estimated).waitFor({ timeout: 15_000 });
      await shot(page, `${lang}-2-order-with-estimate`);
      await page.getByRole('button', { name: t.submit }).click();
      await page.getByTestId('customer-job-cards').waitFor();
      const user = await site.app.db('users').where({ email }).first('id');
      const job = await site.app.db('jobs').where({ user_id: user.id }).first('id');
      const jobId = job.id as number;
      const code = `JOB-${String(jobId).padStart(6, '0')}`;

      // 4. The office assigns the job at the estimate, seeing both prices side by side.
      const office = await openAdminSection(site, 'isler', { lang, width: 1366, height: 900 });
      await office.page.getByRole('button', { name: t.adminDetails(code), exact: true }).click();
      const detail = office.page.getByRole('dialog', { name: t.adminTitle(code) });
      await detail.getByLabel(t.translator, { exact: true }).selectOption({ label: `${translatorName} Test` });
      const sideBySide = detail.getByTestId('estimate-vs-final');
      await sideBySide.getByRole('button', { name: t.useEstimate }).click();
      await detail.getByLabel(t.assignDate, { exact: true }).fill(istanbulDayPlus(10));
      await sideBySide.scrollIntoViewIfNeeded();
      await shot(office.page, `${lang}-3-office-assigns-at-estimate`);
      await detail.getByRole('button', { name: t.assign, exact: true }).click();
      await detail.waitFor({ state: 'detached', timeout: 15_000 }).catch(() => undefined);
      expect(await priced(jobId)).toEqual({ admin_price: '600.00', status: 'waiting_payment' });
      await office.context.close();

      // 5. The customer pays by card: billing details, then the 3-D Secure page, then back to the job.
      await page.goto(`/panel/user/jobs/${jobId}`);
      await waitForSite(page);
      await page.getByRole('link', { name: t.goPay }).click();
      // the bank transfer stays beside the card, with what a payer abroad needs
      const bank = page.getByTestId('bank-details');
      await bank.getByText(BANK.swift, { exact: true }).waitFor();
      await bank.getByText(BANK.address, { exact: true }).waitFor();
      const card = page.getByTestId('card-payment');
      await card.getByLabel(t.fullName, { exact: true }).fill(lang === 'tr' ? 'Ayşe Yılmaz' : 'Emma Stone');
      await card.getByLabel(t.tckn, { exact: true }).fill('10000000146');
      await card.getByLabel(t.address, { exact: true }).fill('Moda Cad. 1, Kadıköy, İstanbul');
      await shot(page, `${lang}-4-card-billing`);
      await card.getByRole('button', { name: t.payByCard }).click();
      await page.waitForURL((url) => url.href.startsWith(iyzico.url));
      await shot(page, `${lang}-5-3d-secure`);
      await page.getByRole('button', { name: 'Onayla / Confirm' }).click();
      await page.getByText(t.cardPaid).waitFor({ timeout: 20_000 });
      await waitForSite(page);
      await shot(page, `${lang}-6-paid`);

      // 6. The receipt is downloaded from the job page; the job is paid.
      await page.goto(`/panel/user/jobs/${jobId}`);
      await waitForSite(page);
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: t.receipt }).click(),
      ]);
      const saved = path.join(shotsDir, `${lang}-receipt.pdf`);
      await download.saveAs(saved);
      expect(readFileSync(saved).subarray(0, 5).toString()).toBe('%PDF-');
      expect(download.suggestedFilename()).toMatch(/^makbuz-/);
      await page.getByTestId('job-timeline').getByText(t.paidMoment).waitFor();
      await shot(page, `${lang}-7-job-paid-with-receipt`);
      expect(await site.app.db('jobs').where({ id: jobId }).first('is_paid', 'status')).toEqual({
        is_paid: true,
        status: 'in_progress',
      });
      const receipt = await site.app.db('receipts').where({ job_id: jobId }).first('total', 'vat', 'content');
      expect(receipt).toMatchObject({ total: '600.00', vat: '100.00' });
      await side.context.close();

      // 7. The office takes the assignment back and refunds the card from the job's detail: a part, then the rest.
      const refunds = iyzico.refunds.length;
      const back = await openAdminSection(site, 'isler', { lang, width: 1366, height: 900 });
      await back.page.getByRole('button', { name: t.cancel(code), exact: true }).click();
      await back.page.getByRole('button', { name: t.cancelAssignment, exact: true }).click();
      expect(await jobOnceIt(jobId, (row) => row.status === 'waiting')).toEqual({ status: 'waiting', is_paid: true });
      await back.page.getByRole('button', { name: t.adminDetails(code), exact: true }).click();
      const refundDetail = back.page.getByRole('dialog', { name: t.adminTitle(code) });
      const amount = refundDetail.getByLabel(t.refundAmount, { exact: true });
      await amount.fill(t.partialRefund);
      await refundDetail.getByRole('button', { name: t.refund, exact: true }).click();
      await refundDetail.getByText(t.refundDone).waitFor({ timeout: 15_000 });
      await amount.scrollIntoViewIfNeeded();
      await shot(back.page, `${lang}-8-office-refunds-part`);
      await amount.fill('');
      await refundDetail.getByRole('button', { name: t.refund, exact: true }).click();
      expect(await jobOnceIt(jobId, (row) => !row.is_paid)).toEqual({ status: 'waiting', is_paid: false });
      await refundDetail.getByRole('button', { name: t.refund, exact: true }).waitFor({ state: 'detached' });
      expect(iyzico.refunds.slice(refunds).map((r) => r.price)).toEqual(['100.5', '499.5']);
      await back.context.close();
    },
    300_000,
  );
});
