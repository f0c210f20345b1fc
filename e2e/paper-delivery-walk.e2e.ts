import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { api, createUser, type FixtureUser } from '../api/src/testing/fixtures';
import { openAdminSection } from './support/admin-session';
import { istanbulDayPlus } from './support/dates';
import { minimalPdf, sampleDir } from './support/sample-files';
import { putSession, type Lang } from './support/sign-in';
import { artifactsDir, startSite, waitForSite, type Site } from './support/site';

/**
 * A customer abroad orders an apostilled translation on a phone and follows it to the stamped paper in the post:
 * the panel puts the job that needs them above the order form and confirms the new order with a link; the order
 * asks where the paper goes and says what to send the office; a revision's delivery replaces the first; the
 * QR-stamped copy verifies; the office records the carrier and tracking number, which the job page and a mail say.
 */
const ui = {
  tr: {
    waiting: 'Sizi bekleyenler',
    pay: (code: string) => `Öde ${code}`,
    newOrder: 'Yeni Çeviri Talebi',
    file: 'Belge',
    description: 'Açıklama',
    source: 'Kaynak dil',
    target: 'Hedef dil',
    type: 'Çeviri türü',
    specialization: 'Uzmanlık alanı',
    delivery: 'Teslim tarihi',
    post: 'Uluslararası postayla gönderin (yurt dışı)',
    postMethod: 'Uluslararası posta (yurt dışı)',
    recipient: 'Alıcının adı soyadı',
    address: 'Adres',
    city: 'Şehir / ilçe',
    postalCode: 'Posta kodu (isteğe bağlı)',
    country: 'Ülke',
    sendOriginal: 'belgenin aslını ofisimize gönderin',
    officeAddress: 'Ofis adresimiz: Moda Cad. 12, Kadıköy, İstanbul',
    submit: 'Talebi Gönder',
    sent: (code: string) => `Talebiniz alındı: ${code}.`,
    sentLink: 'İş sayfasına git →',
    ordered: 'Siparişiniz',
    paperTitle: 'Basılı teslimat',
    envelope: (code: string) => `Zarfın üzerine iş numaranızı (${code}) yazın.`,
    earlier: 'Önceki teslimler',
    stamped: 'QR kodlu kopyayı indir: duzeltilmis.pdf',
    verifyPath: '/dogrula/',
    drop: 'Elinizdeki dosyayı kontrol edin',
    stampedMatch: 'Eşleşti: “stamped.pdf”, teslim edilen 1. dosyanın QR kodlu damgalı kopyasının birebir aynısı.',
    firstNoMatch: 'Eşleşmedi: “ilk-teslim.pdf” teslim edilen dosyalardan hiçbirinin aynısı değil.',
    adminDetails: (code: string) => `Detay ${code}`,
    adminTitle: (code: string) => `${code} iş detayı`,
    carrier: 'Kargo firması',
    tracking: 'Takip numarası',
    ship: 'Gönderildi olarak kaydet',
    shippedAdmin: /PTT ile gönderildi · takip no RR123456789TR/,
    shipped: /PTT ile gönderildi\./,
    mail: 'PTT ile gönderildi. Takip numarası: RR123456789TR.',
    translated: /^Çeviri tamamlandı; mühürlü kâğıt gönderime hazırlanıyor/,
    postalTitle: 'Posta adresi',
    saveAddress: 'Adresi kaydet',
    addressSaved: 'Posta adresiniz kaydedildi.',
    prefilled: 'Profilinizdeki adres dolduruldu; bu siparişte verdiğiniz adres profilinize kaydedilir.',
  },
  en: {
    waiting: 'Waiting for you',
    pay: (code: string) => `Pay ${code}`,
    newOrder: 'New Translation Request',
    file: 'Document',
    description: 'Description',
    source: 'Source language',
    target: 'Target language',
    type: 'Translation type',
    specialization: 'Specialization',
    delivery: 'Delivery date',
    post: 'Send it by international post (abroad)',
    postMethod: 'International post (abroad)',
    recipient: 'Recipient’s full name',
    address: 'Address',
    city: 'City / district',
    postalCode: 'Postal code (optional)',
    country: 'Country',
    sendOriginal: 'send or bring the original to our office',
    officeAddress: 'Our office’s address: Moda Cad. 12, Kadıköy, İstanbul',
    submit: 'Send request',
    sent: (code: string) => `Your order was received: ${code}.`,
    sentLink: 'Open its page →',
    ordered: 'What you ordered',
    paperTitle: 'Paper delivery',
    envelope: (code: string) => `Write your job number (${code}) on the envelope.`,
    earlier: 'Earlier deliveries',
    stamped: 'Download the copy with the QR code: duzeltilmis.pdf',
    verifyPath: '/verify-translation/',
    drop: 'Check the file you have',
    stampedMatch: 'Match: “stamped.pdf” is exactly the QR-stamped copy of delivered file 1.',
    firstNoMatch: 'No match: “ilk-teslim.pdf” is none of the delivered files.',
    adminDetails: (code: string) => `Details ${code}`,
    adminTitle: (code: string) => `Job ${code}`,
    carrier: 'Carrier',
    tracking: 'Tracking number',
    ship: 'Record as shipped',
    shippedAdmin: /Sent with PTT on .* · tracking no\. RR123456789TR/,
    shipped: /Sent with PTT on /,
    mail: 'was sent with PTT. Tracking number: RR123456789TR.',
    translated: /^The translation is completed; the stamped paper is being prepared for sending/,
    postalTitle: 'Postal address',
    saveAddress: 'Save address',
    addressSaved: 'Your postal address was saved.',
    prefilled: 'Filled in from your profile; the address you give with this order is saved to your profile.',
  },
} as const;

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 900 };
/** Screenshots of this walk: SHOTS_DIR when set (the reviewer's folder), else the e2e artifacts. */
const shotsDir = process.env.SHOTS_DIR ?? path.join(artifactsDir, 'paper-delivery-walk');

let site: Site;
const files = sampleDir();
beforeAll(async () => {
  site = await startSite();
  mkdirSync(shotsDir, { recursive: true });
});
afterAll(async () => {
  await site.stop();
  files.remove();
});

/**
 * The page as it is, at the phone's width and then the desktop's, back at the width it had; with `part`, that part
 * alone as well, so the reviewer reads it at full size.
 */
async function shotBoth(page: Page, name: string, part?: Locator) {
  const before = page.viewportSize() ?? PHONE;
  for (const size of [PHONE, DESKTOP]) {
    await page.setViewportSize(size);
    await page.waitForTimeout(150);
    const scrolled = await page.evaluate(() => window.scrollY);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: path.join(shotsDir, `${name}-${size.width}.png`), fullPage: true });
    await page.evaluate((y) => window.scrollTo(0, y), scrolled);
    // in the middle of the view, clear of the pinned header
    await part?.evaluate((el) => el.scrollIntoView({ block: 'center' }));
    await part?.screenshot({ path: path.join(shotsDir, `${name}-${size.width}-part.png`) });
  }
  await page.setViewportSize(before);
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

/** Setup through the API: the office's address in Site ayarları. */
async function officeWithAddress(admin: FixtureUser) {
  const current = await api(site.app, 'GET', '/admin/site-settings', { token: admin.token });
  await api(site.app, 'PUT', '/admin/site-settings', {
    token: admin.token,
    body: { ...current.body.settings, legal_address: 'Moda Cad. 12, Kadıköy, İstanbul' },
  });
}

/** Setup through the API: an earlier order of the customer, priced and waiting for their payment. */
async function pricedJob(customer: FixtureUser, admin: FixtureUser, translator: FixtureUser): Promise<string> {
  const form = new FormData();
  const fields = {
    description: 'Nüfus kayıt örneği',
    source_lang: 'Türkçe',
    target_lang: 'Almanca',
    translation_type: 'official',
    specialization: 'general',
    delivery_date: istanbulDayPlus(7),
  };
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  form.append('file', new Blob([new Uint8Array(minimalPdf('Nufus'))]), 'nufus.pdf');
  const job = await api(site.app, 'POST', '/user/upload', { token: customer.token, form });
  await api(site.app, 'POST', `/admin/job/${job.body.id}/assign`, {
    token: admin.token,
    body: { translator_id: translator.id, price: 500, delivery_date: istanbulDayPlus(6) },
  });
  return job.body.code as string;
}

/** Setup through the API: a delivery of `name` by the translator, completed with the checklist. */
async function deliver(translator: FixtureUser, id: number, name: string, bytes: Buffer) {
  const outputs = new FormData();
  outputs.append('files', new Blob([new Uint8Array(bytes)]), name);
  await api(site.app, 'POST', `/translator/job/${id}/complete`, { token: translator.token, form: outputs });
  const done = await api(site.app, 'PUT', `/translator/job/${id}/mark-complete`, {
    token: translator.token,
    body: { checklist: { names: true, stamp: true, source: true } },
  });
  if (done.status !== 200) throw new Error(`complete: ${done.status} ${JSON.stringify(done.body)}`);
}

describe('an apostilled translation from the order to the stamped paper in the post', () => {
  it.each(['tr', 'en'] as const)(
    '%s at 390 and 1366 px: the waiting job above the form, the paper delivery at the order, the confirmation with its link, the revision replacing the delivery, the stamped copy verifying, the completed job’s paper as the next step, the shipping with tracking on the job page and in a mail, and the postal address kept in Ayarlar for the next order',
    async (lang: Lang) => {
      const t = ui[lang];
      const admin = await createUser(site.app, 'admin');
      await officeWithAddress(admin);
      const customer = await createUser(site.app, 'user', { name: lang === 'tr' ? 'Elif' : 'Emma' });
      await site.app.db('users').where({ id: customer.id }).update({ locale: lang });
      const translator = await createUser(site.app, 'translator');
      const earlierCode = await pricedJob(customer, admin, translator);

      // The panel: the job waiting for the customer's payment comes above the long order form.
      const side = await site.newPage({ lang, ...PHONE });
      await putSession(side.context, site.app, customer);
      const cp = side.page;
      await cp.goto('/panel/user');
      await waitForSite(cp);
      await cp
        .getByRole('region', { name: t.waiting })
        .getByRole('link', { name: t.pay(earlierCode) })
        .waitFor();
      const waitingTop = (await cp.getByRole('heading', { name: t.waiting }).boundingBox())?.y ?? Infinity;
      const formTop = (await cp.getByRole('heading', { name: t.newOrder }).boundingBox())?.y ?? -Infinity;
      expect(waitingTop).toBeLessThan(formTop);
      await shotBoth(cp, `${lang}-1-panel-waiting-above-form`);

      // The order: an apostilled deed, sent by international post to Berlin; the original must reach the office.
      const source = files.write(`tapu-${lang}.pdf`, minimalPdf(`Tapu (${lang})`));
      await cp.getByLabel(t.file, { exact: true }).setInputFiles(source);
      await cp.getByLabel(t.description, { exact: true }).fill('Tapu senedi, 1 sayfa');
      const sourceLang = cp.getByLabel(t.source, { exact: true });
      await sourceLang.locator('option[value="Türkçe"]').waitFor({ state: 'attached' });
      await sourceLang.selectOption('Türkçe');
      await cp.getByLabel(t.target, { exact: true }).selectOption('Almanca');
      await cp.getByLabel(t.type, { exact: true }).selectOption('apostille');
      await cp.getByLabel(t.specialization, { exact: true }).selectOption('legal');
      await cp.getByLabel(t.delivery, { exact: true }).fill(istanbulDayPlus(7));
      const paper = cp.getByTestId('paper-delivery');
      await paper.getByRole('radio', { name: t.post }).check();
      await paper.getByLabel(t.recipient, { exact: true }).fill(lang === 'tr' ? 'Elif Kaya' : 'Emma Brown');
      await paper.getByLabel(t.address, { exact: true }).fill('Torstraße 5');
      await paper.getByLabel(t.city, { exact: true }).fill('Berlin');
      await paper.getByLabel(t.postalCode, { exact: true }).fill('10119');
      await paper.getByLabel(t.country, { exact: true }).selectOption('DE');
      const sendUs = paper.getByTestId('paper-send-us');
      await sendUs.getByText(t.sendOriginal, { exact: false }).waitFor();
      await sendUs.getByText(t.officeAddress).waitFor();
      await paper.scrollIntoViewIfNeeded();
      await shotBoth(cp, `${lang}-2-order-paper-delivery`, paper);
      await cp.getByRole('button', { name: t.submit }).click();

      // The new order is confirmed in words with a link to its page.
      const ordered = await (async () => {
        for (let i = 0; i < 100; i += 1) {
          const row = await site.app.db('jobs').where({ user_id: customer.id, translation_type: 'apostille' }).first();
          if (row) return row as { id: number };
          await new Promise((r) => setTimeout(r, 100));
        }
        throw new Error('the order did not arrive');
      })();
      const id = ordered.id;
      const code = `JOB-${String(id).padStart(6, '0')}`;
      await cp.getByText(t.sent(code)).waitFor();
      await shotBoth(cp, `${lang}-3-order-confirmed`, cp.getByText(t.sent(code)));
      await cp.getByRole('link', { name: t.sentLink }).click();
      await cp.waitForURL(`**/panel/user/jobs/${id}`);
      await cp.getByTestId('job-order-facts').waitFor();
      await cp.getByRole('heading', { name: t.ordered }).waitFor();
      const card = cp.getByTestId('paper-delivery-card');
      await card.getByText(t.postMethod).waitFor();
      await card.getByText(t.envelope(code)).waitFor();
      await shotBoth(cp, `${lang}-4-job-page-ordered`, cp.getByRole('region', { name: t.paperTitle }));

      // The office prices it, the customer pays, the first delivery has the wrong names and is revised.
      await api(site.app, 'POST', `/admin/job/${id}/assign`, {
        token: admin.token,
        body: { translator_id: translator.id, price: 1800, delivery_date: istanbulDayPlus(6) },
      });
      await api(site.app, 'PUT', `/admin/job/${id}/mark-paid`, { token: admin.token });
      const first = minimalPdf(`First delivery, wrong names (${lang})`);
      await deliver(translator, id, 'ilk-teslim.pdf', first);
      await api(site.app, 'PUT', `/admin/job/${id}/revise`, { token: admin.token });
      await deliver(translator, id, 'duzeltilmis.pdf', minimalPdf(`Corrected names (${lang})`));

      // The job page: the corrected file is the download, the first only in the history; the stamped copy.
      await cp.reload();
      await waitForSite(cp);
      await cp.getByRole('region', { name: t.earlier }).getByRole('link', { name: 'ilk-teslim.pdf' }).waitFor();
      const verification = cp.getByTestId('job-verification');
      await verification.waitFor();
      const verifyCode = (await verification
        .locator('p', { hasText: /^[0-9A-Z]{4}(-[0-9A-Z]{4}){5}$/ })
        .textContent())!.trim();
      const [download] = await Promise.all([
        cp.waitForEvent('download'),
        verification.getByRole('link', { name: t.stamped }).click(),
      ]);
      const stamped = files.read(await download.path());
      // completed, the paper not yet sent: the card says the translation is done and the paper is the next step
      await card.getByText(t.translated).waitFor();
      await shotBoth(cp, `${lang}-5-job-page-revised`);

      // Anyone checks the stamped copy at the printed address; the first delivery no longer verifies.
      const visitor = await site.newPage({ lang, ...PHONE });
      const vp = visitor.page;
      await vp.goto(`${t.verifyPath}${verifyCode}`);
      await waitForSite(vp);
      await vp.getByTestId('verification-result').waitFor();
      await vp.getByLabel(t.drop).setInputFiles({ name: 'stamped.pdf', mimeType: 'application/pdf', buffer: stamped });
      await vp.getByTestId('verification-file-check').getByText(t.stampedMatch).waitFor();
      await shotBoth(vp, `${lang}-6-stamped-copy-verifies`);
      await vp.getByLabel(t.drop).setInputFiles({ name: 'ilk-teslim.pdf', mimeType: 'application/pdf', buffer: first });
      await vp.getByTestId('verification-file-check').getByText(t.firstNoMatch).waitFor();
      await visitor.context.close();

      // The office sends the paper and records the carrier and the tracking number.
      const adminSide = await openAdminSection(site, 'isler', { lang, ...DESKTOP });
      const ap = adminSide.page;
      await ap.getByRole('button', { name: t.adminDetails(code), exact: true }).click();
      const detail = ap.getByRole('dialog', { name: t.adminTitle(code) });
      const shipping = detail.getByTestId('paper-shipping');
      await shipping.getByLabel(t.carrier).fill('PTT');
      await shipping.getByLabel(t.tracking).fill('RR123456789TR');
      await shipping.getByRole('button', { name: t.ship }).click();
      await shipping.getByText(t.shippedAdmin).waitFor();
      await shipping.scrollIntoViewIfNeeded();
      await shotBoth(ap, `${lang}-7-admin-records-shipping`, shipping);
      await adminSide.context.close();

      // The customer's job page and mail say it, in the customer's language.
      await cp.reload();
      await waitForSite(cp);
      await card.getByText(t.shipped).waitFor();
      await card.getByText('RR123456789TR').waitFor();
      await card.scrollIntoViewIfNeeded();
      await shotBoth(cp, `${lang}-8-job-page-shipped`, cp.getByRole('region', { name: t.paperTitle }));
      expect(await mailWith(customer.email, t.mail)).toContain(`/panel/user/jobs/${id}`);

      // Ayarlar keeps the address given with the order; the customer moves, and the next order is sent there.
      await cp.goto('/settings');
      await waitForSite(cp);
      const postal = cp.getByTestId('postal-address-section');
      await postal.getByLabel(t.city, { exact: true }).waitFor();
      expect(await postal.getByLabel(t.recipient, { exact: true }).inputValue()).toBe(
        lang === 'tr' ? 'Elif Kaya' : 'Emma Brown',
      );
      expect(await postal.getByLabel(t.city, { exact: true }).inputValue()).toBe('Berlin');
      expect(await postal.getByLabel(t.country, { exact: true }).inputValue()).toBe('DE');
      await postal.getByLabel(t.city, { exact: true }).fill('Hamburg');
      await postal.getByLabel(t.postalCode, { exact: true }).fill('20095');
      await postal.getByRole('button', { name: t.saveAddress }).click();
      await cp.getByText(t.addressSaved).first().waitFor();
      await shotBoth(cp, `${lang}-9-settings-postal-address`, cp.getByRole('region', { name: t.postalTitle }));

      await cp.goto('/panel/user');
      await waitForSite(cp);
      await cp.getByLabel(t.type, { exact: true }).selectOption('apostille');
      await paper.getByText(t.prefilled).waitFor();
      expect(await paper.getByRole('radio', { name: t.post }).isChecked()).toBe(true);
      expect(await paper.getByLabel(t.city, { exact: true }).inputValue()).toBe('Hamburg');
      expect(await paper.getByLabel(t.postalCode, { exact: true }).inputValue()).toBe('20095');
      await paper.scrollIntoViewIfNeeded();
      await shotBoth(cp, `${lang}-10-next-order-from-profile`, paper);
      await side.context.close();
    },
    300_000,
  );
});
