import { minimalPdf, minimalPng, sampleDir } from './support/sample-files';
import { signInTo, submitLogin } from './support/sign-in';
import { artifactsDir, linkFrom, startSite, waitForSite, type Site } from './support/site';

const ADMIN = { email: 'admin@example.com', password: 'Admin-Pass-1!' };
const applicant = {
  name: 'Deniz',
  surname: 'Şahin',
  email: 'deniz.sahin@example.com',
  password: 'Tercuman-Sifre1!',
  university: 'Boğaziçi Üniversitesi',
  department: 'Çeviribilim',
  languages: 'Osmanlıca, İngilizce',
};
const fullName = `${applicant.name} ${applicant.surname}`;

/** A required field's label ends in an asterisk (hidden from screen readers, but part of the label's text). */
const required = (label: string) => new RegExp(`^${label}\\s*\\*?$`);

let site: Site;
const files = sampleDir();
beforeAll(async () => {
  site = await startSite();
});
afterAll(async () => {
  await site.stop();
  files.remove();
});

describe('a translator joins in the browser', () => {
  it('applies with a CV and a certificate, verifies the e-mail, is approved by the admin and signs in to the translator panel', async () => {
    const cv = files.write('ozgecmis-deniz.pdf', minimalPdf('Deniz Sahin - Ozgecmis'));
    const certificate = files.write('sertifika-deniz.png', minimalPng());

    // The application form, filled as a person would, with real files.
    const visitor = await site.newPage({ lang: 'tr' });
    const vp = visitor.page;
    await vp.goto('/apply/form');
    await waitForSite(vp);
    const form = vp.locator('main form');
    await form.getByLabel(required('Ad')).fill(applicant.name);
    await form.getByLabel(required('Soyad')).fill(applicant.surname);
    await form.getByLabel(required('E-posta')).fill(applicant.email);
    await form.getByLabel('Telefon', { exact: true }).fill('5321234567');
    await form.getByLabel(required('Şifre')).fill(applicant.password);
    await form.getByLabel(required('Eğitim düzeyi')).selectOption({ label: 'Lisans' });
    await form.getByLabel('Üniversite', { exact: true }).fill(applicant.university);
    await form.getByLabel('Bölüm', { exact: true }).fill(applicant.department);
    await form.getByLabel('Deneyim', { exact: true }).fill('8 yıl arşiv belgeleri; rika ve nesih okuyabiliyorum.');
    await form.getByLabel('Diller', { exact: true }).fill(applicant.languages);
    await form.getByLabel('Özgeçmiş (CV)', { exact: true }).setInputFiles(cv);
    await form.getByLabel('Sertifikalar', { exact: true }).setInputFiles([certificate]);
    await form.getByText('ozgecmis-deniz.pdf').waitFor();
    await form.getByText('sertifika-deniz.png').waitFor();
    await form.getByRole('checkbox', { name: /KVKK Aydınlatma Metni/ }).check();
    await vp.evaluate(() => window.scrollTo(0, 0));
    await site.screenshot(vp, 'onboarding-apply-form');
    await form.getByRole('button', { name: 'Başvuruyu gönder' }).click();
    await vp.getByRole('heading', { name: 'Başvurunuz başarıyla alındı.' }).waitFor();
    const consents = await site.app
      .db('privacy_consents')
      .join('users', 'users.id', 'privacy_consents.user_id')
      .where('users.email', applicant.email.toLowerCase())
      .select('given', 'notice_version');
    expect(consents).toEqual([{ given: true, notice_version: expect.any(Number) }]);

    // The verification mail arrives; its link verifies the address.
    const mail = await site.inbox.waitFor(applicant.email);
    const link = linkFrom(mail.text, `${site.url}/verify-email?token=`);
    await vp.goto(link);
    await vp.waitForURL(/\/verify\?status=success/);
    await vp.getByText('E-posta adresiniz doğrulandı!').waitFor();

    // The admin finds the application under Tercümanlar → Bekleyen and approves it.
    const admin = await site.newPage({ lang: 'tr' });
    const ap = admin.page;
    await signInTo(ap, '/panel/admin', ADMIN.email, ADMIN.password);
    await ap.getByTestId('admin-sidebar').getByRole('link', { name: 'Tercümanlar' }).click();
    await ap.getByRole('tab', { name: /^Bekleyen/ }).click();
    const card = ap.getByRole('article', { name: fullName });
    await card.getByText(applicant.email).waitFor();
    await card.getByRole('link', { name: 'ozgecmis-deniz.pdf' }).waitFor();
    await card.getByRole('link', { name: 'sertifika-deniz.png' }).waitFor();
    await site.screenshot(ap, 'onboarding-admin-pending');
    await card.getByRole('button', { name: `Onayla: ${fullName}` }).click();
    await ap
      .getByRole('dialog', { name: 'Başvuru onaylansın mı?' })
      .getByRole('button', { name: 'Onayla', exact: true })
      .click();
    await card.waitFor({ state: 'detached' });
    await ap.getByText('Bekleyen başvuru yok.').waitFor();
    await ap.getByRole('tab', { name: /^Onaylı/ }).click();
    await ap.getByRole('cell', { name: fullName }).first().waitFor();
    await admin.context.close();

    // The approval mail's link leads to the translator panel: signed out, the guard sends the new translator to the
    // login page, which brings them back to the panel.
    const approval = await site.inbox.waitFor(applicant.email, 2);
    expect(approval.text).toContain(`href="${site.url}/panel/translator"`);
    expect(approval.text).not.toContain(`${site.url}/login`);
    await vp.goto(linkFrom(approval.text, `${site.url}/panel/translator`));
    await waitForSite(vp);
    await vp.waitForURL((url) => url.pathname === '/login' && url.searchParams.get('redirect') === '/panel/translator');
    await submitLogin(vp, applicant.email, applicant.password);
    await vp.waitForURL((url) => url.pathname === '/panel/translator');
    await vp.getByRole('heading', { name: 'Tercüman Paneli' }).waitFor();
    const tabs = vp.getByRole('tablist', { name: 'Tercüman paneli bölümleri' });
    for (const tab of [/^Atanan İşler/, /^Açık İşler/, /^Tekliflerim/, /^Tamamlanan/])
      await tabs.getByRole('tab', { name: tab }).waitFor();
    await vp.getByText('Size atanmış iş yok.').waitFor();
    await visitor.context.close();
  });

  it('lets the admin feature the new translator, whom a visitor then finds on /translators', async () => {
    const admin = await site.newPage({ lang: 'tr' });
    const ap = admin.page;
    await signInTo(ap, '/panel/admin', ADMIN.email, ADMIN.password);
    await ap.getByTestId('admin-sidebar').getByRole('link', { name: 'Tercüman Sayfası' }).click();
    await ap.getByText('Öne çıkan: 0 / 5').waitFor();
    await ap.getByRole('button', { name: `Öne çıkar: ${fullName}` }).click();
    await ap.getByRole('button', { name: `Öne çıkarmayı kaldır: ${fullName}` }).waitFor();
    await ap.getByText('Öne çıkan: 1 / 5').waitFor();
    await admin.context.close();

    const visitor = await site.newPage({ lang: 'tr' });
    const vp = visitor.page;
    await vp.goto('/translators');
    await waitForSite(vp);
    const card = vp.getByRole('listitem').filter({ has: vp.getByRole('heading', { name: fullName, exact: true }) });
    await card.waitFor();
    await card.getByText('Osmanlıca', { exact: true }).waitFor();
    await card.getByText('İngilizce', { exact: true }).waitFor();
    await card.getByText(applicant.university).waitFor();
    // nothing private: no e-mail address on the public page
    expect(await vp.getByText(applicant.email).count()).toBe(0);
    await site.screenshot(vp, 'onboarding-translators');
    await visitor.context.close();
  });
});

describe('the application asks for consent to the privacy notice on a phone', () => {
  const texts = {
    tr: {
      box: /KVKK Aydınlatma Metni/,
      submit: 'Başvuruyu gönder',
      refused: 'Devam etmek için onay vermeniz gerekir.',
    },
    en: {
      box: /Personal Data Protection Notice/,
      submit: 'Send application',
      refused: 'Your consent is required to continue.',
    },
  } as const;

  it.each(['tr', 'en'] as const)('is not sent without the box, which links the notice (%s, 390 px)', async (lang) => {
    const t = texts[lang];
    const { context, page } = await site.newPage({ lang, width: 390, height: 844 });
    await page.goto('/apply/form');
    await waitForSite(page);
    const form = page.locator('main form');
    const box = form.getByRole('checkbox', { name: t.box });
    await form.getByRole('button', { name: t.submit }).click();
    await form.getByText(t.refused).waitFor();
    expect(await box.getAttribute('aria-invalid')).toBe('true');
    expect(await form.getByRole('link', { name: t.box }).getAttribute('href')).toBe('/aydinlatma-metni');
    await box.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${artifactsDir}/apply-consent-refused-${lang}.png` });
    await box.check();
    await form.getByText(t.refused).waitFor({ state: 'detached' });
    await page.screenshot({ path: `${artifactsDir}/apply-consent-ticked-${lang}.png` });
    await context.close();
  });
});
