import { api, createUser, type FixtureUser } from '../api/src/testing/fixtures';
import { openAdminSection } from './support/admin-session';
import { istanbulDayPlus } from './support/dates';
import { minimalPdf, sampleDir } from './support/sample-files';
import { putSession, type Lang } from './support/sign-in';
import { startSite, waitForSite, type Site } from './support/site';

/** What the verification of a delivered translation reads like, in each language. */
const ui = {
  tr: {
    card: 'Doğrulama kodu',
    openPage: 'Doğrulama sayfasını aç',
    stamped: 'QR kodlu kopyayı indir: tapu-ceviri.pdf',
    valid: 'Geçerli: bu çeviri Tercüme Odası tarafından teslim edildi.',
    drop: 'Elinizdeki dosyayı kontrol edin',
    match: 'Eşleşti: “tapu-ceviri.pdf”, teslim edilen 1. dosyanın birebir aynısı.',
    noMatch: 'Eşleşmedi: “sahte.pdf” teslim edilen dosyalardan hiçbirinin aynısı değil.',
    stampedMatch: 'Eşleşti: “stamped.pdf”, teslim edilen 1. dosyanın QR kodlu damgalı kopyasının birebir aynısı.',
    oldNoMatch: 'Eşleşmedi: “ilk-teslim.pdf” teslim edilen dosyalardan hiçbirinin aynısı değil.',
    revisedMatch: 'Eşleşti: “duzeltilmis.pdf”, teslim edilen 1. dosyanın birebir aynısı.',
    earlier: 'Önceki teslimler',
    deliveryQuestion: 'Yeni teslim hangi dosyalardan oluşuyor?',
    languages: 'Osmanlıca → Türkçe',
    type: 'Yeminli Çeviri',
    pathPrefix: '/dogrula/',
    form: {
      file: 'Belge',
      description: 'Açıklama',
      source: 'Kaynak dil',
      target: 'Hedef dil',
      script: 'Hat türü',
      scriptOption: 'Rika',
      output: 'İstenen çıktı',
      outputOption: 'Çeviriyazı (transkripsiyon), işaretli',
      pages: 'Sayfa sayısı',
      legibility: 'Okunaklılık',
      legibilityOption: 'Soluk ya da hasarlı',
      type: 'Çeviri türü',
      specialization: 'Uzmanlık alanı',
      specializationOption: 'Hukuki',
      delivery: 'Teslim tarihi',
      addRow: 'Satır ekle',
      sheetSource: 'Belgedeki hâli (1)',
      sheetSpelling: 'Çeviride yazılışı (1)',
      country: 'Kullanılacağı ülke',
      route: 'Apostil şerhi',
      submit: 'Talebi Gönder',
      sent: 'Yüklendi!',
    },
    translator: {
      assignedTab: /^Atanan İşler/,
      sheet: 'Ad ve tarih listesi',
      dropLabel: 'Çıktı dosyası ekleyin',
      upload: 'Yükle',
      uploaded: 'Çıktı dosyası yüklendi.',
      complete: 'Tamamlandı olarak işaretle',
      checklist: [
        'Adlar, yerler ve tarihler müşterinin listesindeki gibi yazıldı',
        'Her sayfada mühür ve imza var',
        'Kaynak belge çeviriye eklendi',
      ],
      confirm: 'Tamamla',
      done: 'İş tamamlandı olarak işaretlendi.',
    },
  },
  en: {
    card: 'Verification code',
    openPage: 'Open the verification page',
    stamped: 'Download the copy with the QR code: tapu-ceviri.pdf',
    valid: 'Valid: this translation was delivered by Tercüme Odası.',
    drop: 'Check the file you have',
    match: 'Match: “tapu-ceviri.pdf” is exactly delivered file 1.',
    noMatch: 'No match: “sahte.pdf” is none of the delivered files.',
    stampedMatch: 'Match: “stamped.pdf” is exactly the QR-stamped copy of delivered file 1.',
    oldNoMatch: 'No match: “ilk-teslim.pdf” is none of the delivered files.',
    revisedMatch: 'Match: “duzeltilmis.pdf” is exactly delivered file 1.',
    earlier: 'Earlier deliveries',
    deliveryQuestion: 'Which files make up the new delivery?',
    languages: 'Ottoman Turkish → Turkish',
    type: 'Sworn Translation',
    pathPrefix: '/verify-translation/',
    form: {
      file: 'Document',
      description: 'Description',
      source: 'Source language',
      target: 'Target language',
      script: 'Script type',
      scriptOption: "Riq'a",
      output: 'Output wanted',
      outputOption: 'Transcription with diacritics',
      pages: 'Number of pages',
      legibility: 'Legibility',
      legibilityOption: 'Faded or damaged',
      type: 'Translation type',
      specialization: 'Specialization',
      specializationOption: 'Legal',
      delivery: 'Delivery date',
      addRow: 'Add a row',
      sheetSource: 'As in the document (1)',
      sheetSpelling: 'As it must be written (1)',
      country: 'Country of use',
      route: 'Apostille',
      submit: 'Send request',
      sent: 'Uploaded!',
    },
    translator: {
      assignedTab: /^Assigned jobs/,
      sheet: 'Name and date sheet',
      dropLabel: 'Add output files',
      upload: 'Upload',
      uploaded: 'Output file uploaded.',
      complete: 'Mark as completed',
      checklist: [
        'Names, places and dates are written as on the customer’s sheet',
        'Every page carries the stamp and signature',
        'The source document is attached to the translation',
      ],
      confirm: 'Complete',
      done: 'The job is marked as completed.',
    },
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

/** Setup through the API: an Ottoman tapu ordered, priced, paid and delivered as this PDF. */
async function deliveredTapu(customer: FixtureUser, delivered: Buffer, translator?: FixtureUser): Promise<number> {
  const admin = await createUser(site.app, 'admin');
  translator ??= await createUser(site.app, 'translator', { name: 'Deniz' });
  const rika = await site.app.db('hat_turleri').where({ name: 'Rika' }).first('id');
  const form = new FormData();
  const fields = {
    description: 'Tapu kaydı, 1312',
    source_lang: 'Osmanlıca',
    target_lang: 'Türkçe',
    translation_type: 'sworn',
    specialization: 'legal',
    delivery_date: istanbulDayPlus(7),
    hat_tur_id: String(rika.id),
    ottoman_output: 'transcription_diacritics',
    page_count: '2',
    legibility: 'faded',
  };
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  form.append('file', new Blob([new Uint8Array(minimalPdf('Tapu 1312'))]), 'tapu.pdf');
  const job = await api(site.app, 'POST', '/user/upload', { token: customer.token, form });
  if (job.status !== 201) throw new Error(`upload: ${job.status} ${JSON.stringify(job.body)}`);
  const id = job.body.id as number;
  await api(site.app, 'POST', `/admin/job/${id}/assign`, {
    token: admin.token,
    body: { translator_id: translator.id, price: 1200, delivery_date: istanbulDayPlus(5) },
  });
  await api(site.app, 'PUT', `/admin/job/${id}/mark-paid`, { token: admin.token });
  const outputs = new FormData();
  outputs.append('files', new Blob([new Uint8Array(delivered)]), 'tapu-ceviri.pdf');
  await api(site.app, 'POST', `/translator/job/${id}/complete`, { token: translator.token, form: outputs });
  const done = await api(site.app, 'PUT', `/translator/job/${id}/mark-complete`, {
    token: translator.token,
    body: { checklist: { names: true, stamp: true, source: true } },
  });
  if (done.status !== 200) throw new Error(`complete: ${done.status} ${JSON.stringify(done.body)}`);
  return id;
}

describe('a verifiable sworn translation', () => {
  it.each(['tr', 'en'] as const)(
    '%s at 390 px: an Ottoman tapu ordered with the intake, the name sheet and the planner, completed with the checklist; the customer finds the code and the stamped copy; anyone checks the delivered file (match) and another (no match)',
    async (lang: Lang) => {
      const t = ui[lang];
      const customer = await createUser(site.app, 'user');
      const deliveredBytes = minimalPdf(`Sworn translation of the tapu (${lang})`);
      const delivered = files.write('tapu-ceviri.pdf', deliveredBytes);
      const forged = files.write('sahte.pdf', minimalPdf(`Forged translation (${lang})`));
      const source = files.write(`tapu-${lang}.pdf`, minimalPdf(`Tapu 1312 (${lang})`));

      // The customer orders an Ottoman title deed on the phone: the intake, the sheet and the planner.
      const side = await site.newPage({ lang, ...PHONE });
      await putSession(side.context, site.app, customer);
      const cp = side.page;
      await cp.goto('/panel/user');
      await waitForSite(cp);
      const f = t.form;
      await cp.getByLabel(f.file, { exact: true }).setInputFiles(source);
      await cp.getByLabel(f.description, { exact: true }).fill('Tapu kaydı, 1312');
      const sourceLang = cp.getByLabel(f.source, { exact: true });
      await sourceLang.locator('option[value="Osmanlıca"]').waitFor({ state: 'attached' });
      await sourceLang.selectOption('Osmanlıca');
      await cp.getByLabel(f.target, { exact: true }).selectOption('Türkçe');
      const script = cp.getByLabel(f.script, { exact: true });
      await script.locator('option', { hasText: f.scriptOption }).waitFor({ state: 'attached' });
      await script.selectOption({ label: f.scriptOption });
      await cp.getByLabel(f.output, { exact: true }).selectOption({ label: f.outputOption });
      await cp.getByLabel(f.pages).fill('2');
      await cp.getByLabel(f.legibility, { exact: true }).selectOption({ label: f.legibilityOption });
      await cp.getByLabel(f.type, { exact: true }).selectOption('sworn');
      await cp.getByLabel(f.specialization, { exact: true }).selectOption({ label: f.specializationOption });
      await cp.getByLabel(f.delivery, { exact: true }).fill(istanbulDayPlus(7));
      await cp.getByRole('button', { name: f.addRow }).click();
      await cp.getByLabel(f.sheetSource, { exact: true }).fill('Mehmed Emin');
      await cp.getByLabel(f.sheetSpelling, { exact: true }).fill('Mehmet Emin YILMAZ');
      await cp.getByLabel(f.country, { exact: true }).selectOption('DE');
      await cp.getByTestId('legalisation-route').getByText(f.route, { exact: true }).waitFor();
      await site.screenshot(cp, `verification-order-form-${lang}`);
      await cp.getByRole('button', { name: f.submit }).click();
      await cp.getByText(f.sent, { exact: true }).waitFor();
      const ordered = await site.app.db('jobs').where({ user_id: customer.id }).first();
      expect(ordered).toMatchObject({
        ottoman_output: 'transcription_diacritics',
        page_count: 2,
        legibility: 'faded',
        legalisation_country: 'DE',
        legalisation_route: 'apostille',
      });
      expect(ordered.name_sheet).toEqual([{ kind: 'name', source: 'Mehmed Emin', spelling: 'Mehmet Emin YILMAZ' }]);
      const id = ordered.id as number;
      const jobCode = `JOB-${String(id).padStart(6, '0')}`;

      // The office prices and confirms the payment (setup through the API: not this journey's subject).
      const admin = await createUser(site.app, 'admin');
      const translator = await createUser(site.app, 'translator', { name: 'Deniz' });
      await api(site.app, 'POST', `/admin/job/${id}/assign`, {
        token: admin.token,
        body: { translator_id: translator.id, price: 1200, delivery_date: istanbulDayPlus(5) },
      });
      await api(site.app, 'PUT', `/admin/job/${id}/mark-paid`, { token: admin.token });

      // The translator reads the sheet, delivers, and completes with the checklist.
      const tSide = await site.newPage({ lang });
      await putSession(tSide.context, site.app, translator);
      const tp = tSide.page;
      await tp.goto('/panel/translator');
      await waitForSite(tp);
      await tp.getByRole('tab', { name: t.translator.assignedTab }).click();
      const assigned = tp.getByRole('article', { name: jobCode });
      await assigned.getByRole('table', { name: t.translator.sheet }).getByText('Mehmet Emin YILMAZ').waitFor();
      await assigned.getByLabel(t.translator.dropLabel, { exact: true }).setInputFiles(delivered);
      await assigned.getByText('tapu-ceviri.pdf', { exact: true }).waitFor();
      await assigned.getByRole('button', { name: t.translator.upload, exact: true }).click();
      await tp.getByText(t.translator.uploaded, { exact: true }).waitFor();
      await assigned.getByRole('button', { name: t.translator.complete }).click();
      const completion = tp.getByRole('dialog');
      for (const item of t.translator.checklist) await completion.getByRole('checkbox', { name: item }).check();
      await site.screenshot(tp, `verification-checklist-${lang}`);
      await completion.getByRole('button', { name: t.translator.confirm, exact: true }).click();
      await tp.getByText(t.translator.done, { exact: true }).waitFor();
      await tSide.context.close();

      // The customer's job page: the code, the QR code and the stamped copy.
      await cp.goto(`/panel/user/jobs/${id}`);
      await waitForSite(cp);
      const card = cp.getByTestId('job-verification');
      await card.waitFor();
      const code = (await card.locator('p', { hasText: /^[0-9A-Z]{4}(-[0-9A-Z]{4}){5}$/ }).textContent())!.trim();
      expect(await card.getByRole('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
      const [download] = await Promise.all([
        cp.waitForEvent('download'),
        card.getByRole('link', { name: t.stamped }).click(),
      ]);
      // read now: the browser removes its downloads when its context closes
      const stamped = files.read(await download.path());
      expect(stamped.subarray(0, 5).toString()).toBe('%PDF-');
      expect(download.suggestedFilename()).toBe(`tapu-ceviri-${code.replace(/-/g, '')}.pdf`);
      await site.screenshot(cp, `verification-job-page-${lang}`);
      // the page a printed QR opens is in the document's language: this one is a Turkish translation
      const pageHref = await card.getByRole('link', { name: t.openPage }).getAttribute('href');
      expect(pageHref).toContain(`/dogrula/${code}`);
      await side.context.close();

      // Anyone, signed out, opens the printed address and checks two files.
      const visitor = await site.newPage({ lang, ...PHONE });
      const vp = visitor.page;
      await vp.goto(`${t.pathPrefix}${code}`);
      await waitForSite(vp);
      const result = vp.getByTestId('verification-result');
      await result.getByText(t.valid).waitFor();
      await expect(result.textContent()).resolves.toContain(t.languages);
      await expect(result.textContent()).resolves.toContain(t.type);
      await expect(result.textContent()).resolves.toContain(`JOB-${String(id).padStart(6, '0')}`);
      await expect(result.textContent()).resolves.not.toContain(customer.email);

      await vp.getByLabel(t.drop).setInputFiles(delivered);
      await vp.getByTestId('verification-file-check').getByText(t.match).waitFor();
      await site.screenshot(vp, `verification-match-${lang}`);
      await vp.getByLabel(t.drop).setInputFiles(forged);
      await vp.getByTestId('verification-file-check').getByText(t.noMatch, { exact: false }).waitFor();
      await site.screenshot(vp, `verification-no-match-${lang}`);
      // the stamped copy the customer hands over verifies too, and the page says it is the copy of file 1
      await vp.getByLabel(t.drop).setInputFiles({ name: 'stamped.pdf', mimeType: 'application/pdf', buffer: stamped });
      await vp.getByTestId('verification-file-check').getByText(t.stampedMatch).waitFor();
      await site.screenshot(vp, `verification-stamped-match-${lang}`);
      await visitor.context.close();
    },
  );

  it.each(['tr', 'en'] as const)(
    '%s at 390 px: a revision replaces the delivery; the translator names its files, the customer sees the current file with the earlier one in the history, and the new code vouches only for the new file',
    async (lang: Lang) => {
      const t = ui[lang];
      const customer = await createUser(site.app, 'user');
      const first = minimalPdf(`First delivery, wrong names (${lang})`);
      const translator = await createUser(site.app, 'translator', { name: 'Deniz' });
      const id = await deliveredTapu(customer, first, translator);
      const jobCode = `JOB-${String(id).padStart(6, '0')}`;
      const admin = await createUser(site.app, 'admin');
      await api(site.app, 'PUT', `/admin/job/${id}/revise`, { token: admin.token });
      const revised = files.write('duzeltilmis.pdf', minimalPdf(`Corrected names (${lang})`));

      // The translator, on a phone, delivers the corrected file and is asked which files make up the delivery.
      const tSide = await site.newPage({ lang, ...PHONE });
      await putSession(tSide.context, site.app, translator);
      const tp = tSide.page;
      await tp.goto('/panel/translator');
      await waitForSite(tp);
      await tp.getByRole('tab', { name: t.translator.assignedTab }).click();
      const assigned = tp.getByRole('article', { name: jobCode });
      await assigned.getByLabel(t.translator.dropLabel, { exact: true }).setInputFiles(revised);
      await assigned.getByText('duzeltilmis.pdf', { exact: true }).waitFor();
      await assigned.getByRole('button', { name: t.translator.upload, exact: true }).click();
      await tp.getByText(t.translator.uploaded, { exact: true }).waitFor();
      await assigned.getByRole('button', { name: t.translator.complete }).click();
      const completion = tp.getByRole('dialog');
      const question = completion.getByRole('group', { name: t.deliveryQuestion });
      await expect(question.getByRole('checkbox', { name: /duzeltilmis\.pdf/ }).isChecked()).resolves.toBe(true);
      await expect(question.getByRole('checkbox', { name: /tapu-ceviri\.pdf/ }).isChecked()).resolves.toBe(false);
      for (const item of t.translator.checklist) await completion.getByRole('checkbox', { name: item }).check();
      await site.screenshot(tp, `revision-delivery-question-${lang}`);
      await completion.getByRole('button', { name: t.translator.confirm, exact: true }).click();
      await tp.getByText(t.translator.done, { exact: true }).waitFor();
      await tSide.context.close();

      // The customer's job page: the corrected file is the download, the first delivery is only in the history.
      const side = await site.newPage({ lang, ...PHONE });
      await putSession(side.context, site.app, customer);
      const cp = side.page;
      await cp.goto(`/panel/user/jobs/${id}`);
      await waitForSite(cp);
      const earlier = cp.getByRole('region', { name: t.earlier });
      await earlier.getByRole('link', { name: 'tapu-ceviri.pdf' }).waitFor();
      const downloads = await cp.getByRole('link', { name: /duzeltilmis\.pdf/ }).count();
      expect(downloads).toBeGreaterThan(0);
      const card = cp.getByTestId('job-verification');
      const code = (await card.locator('p', { hasText: /^[0-9A-Z]{4}(-[0-9A-Z]{4}){5}$/ }).textContent())!.trim();
      await site.screenshot(cp, `revision-job-page-${lang}`);
      await side.context.close();

      // The new code vouches for the corrected file only.
      const visitor = await site.newPage({ lang, ...PHONE });
      const vp = visitor.page;
      await vp.goto(`${t.pathPrefix}${code}`);
      await waitForSite(vp);
      await vp.getByTestId('verification-result').getByText(t.valid).waitFor();
      await vp.getByLabel(t.drop).setInputFiles(revised);
      await vp.getByTestId('verification-file-check').getByText(t.revisedMatch).waitFor();
      await vp.getByLabel(t.drop).setInputFiles({ name: 'ilk-teslim.pdf', mimeType: 'application/pdf', buffer: first });
      await vp.getByTestId('verification-file-check').getByText(t.oldNoMatch, { exact: false }).waitFor();
      await site.screenshot(vp, `revision-old-file-no-match-${lang}`);
      await visitor.context.close();
    },
  );

  it('lets the office revoke a code with a reason, after which the public page warns against the document', async () => {
    const customer = await createUser(site.app, 'user');
    const id = await deliveredTapu(customer, minimalPdf('Revoked translation'));
    const { verification } = (await api(site.app, 'GET', `/user/job/${id}/verification`, { token: customer.token }))
      .body;

    const { context, page } = await openAdminSection(site, 'isler');
    await page.getByRole('button', { name: `Detay JOB-${String(id).padStart(6, '0')}` }).click();
    const codes = page.getByRole('dialog').getByTestId('job-verifications');
    await codes.getByRole('button', { name: 'Kodu iptal et' }).click();
    await codes.getByLabel('İptal gerekçesi').fill('Noter onayı eksik çıktı');
    await codes.getByRole('button', { name: 'İptal et' }).click();
    await codes.getByText(/tarihinde iptal edildi/).waitFor();
    await site.screenshot(page, 'verification-revoked-admin-tr');
    await context.close();

    const visitor = await site.newPage({ lang: 'en', ...PHONE });
    await visitor.page.goto(`/verify-translation/${verification.code}`);
    await waitForSite(visitor.page);
    await visitor.page
      .getByTestId('verification-result')
      .getByText(/was revoked on .* Do not rely on this document\./)
      .waitFor();
    await site.screenshot(visitor.page, 'verification-revoked-public-en');
    await visitor.context.close();
  });
});
