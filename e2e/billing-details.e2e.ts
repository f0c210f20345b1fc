import path from 'node:path';
import { openAsCustomer } from './support/admin-session';
import { artifactsDir, startSite, waitForSite, type Site } from './support/site';

let site: Site;
beforeAll(async () => {
  site = await startSite();
});
afterAll(() => site.stop());

const texts = {
  tr: {
    section: 'Fatura bilgileri',
    company: 'Kurumsal',
    fullName: 'Ad soyad',
    companyName: 'Şirket unvanı',
    vkn: 'Vergi kimlik no (VKN)',
    taxOffice: 'Vergi dairesi',
    address: 'Fatura adresi',
    save: 'Fatura bilgilerini kaydet',
    saved: 'Fatura bilgileriniz kaydedildi.',
  },
  en: {
    section: 'Billing details',
    company: 'Company',
    fullName: 'Full name',
    companyName: 'Company name',
    vkn: 'Tax number (VKN)',
    taxOffice: 'Tax office',
    address: 'Billing address',
    save: 'Save billing details',
    saved: 'Your billing details were saved.',
  },
} as const;

describe('billing details kept in Ayarlar, on a phone', () => {
  it.each(['tr', 'en'] as const)('are saved as a company and still there after a reload (%s, 390 px)', async (lang) => {
    const t = texts[lang];
    const { context, page, customer } = await openAsCustomer(site, '/settings', { lang, width: 390, height: 844 });
    const card = page.getByTestId('billing-details-section');
    await card.getByLabel(t.fullName, { exact: true }).waitFor();
    await card.getByRole('radio', { name: t.company }).check();
    await card.getByLabel(t.fullName, { exact: true }).fill('Ayşe Kaya');
    await card.getByLabel(t.companyName, { exact: true }).fill('Örnek Danışmanlık A.Ş.');
    await card.getByLabel(t.vkn, { exact: true }).fill('313 055 7669');
    await card.getByLabel(t.taxOffice, { exact: true }).fill('Kadıköy');
    await card.getByLabel(t.address, { exact: true }).fill('Moda Caddesi No: 12, Kadıköy, İstanbul');
    await card.getByRole('button', { name: t.save }).click();
    await page.getByRole('status').filter({ hasText: t.saved }).waitFor();
    expect(await site.app.db('billing_details').where({ user_id: customer.id }).first()).toMatchObject({
      kind: 'company',
      vkn: '3130557669',
      tax_office: 'Kadıköy',
      tckn: null,
    });

    await page.reload();
    await waitForSite(page);
    const kept = page.getByTestId('billing-details-section');
    await kept.getByLabel(t.vkn, { exact: true }).waitFor();
    expect(await kept.getByRole('radio', { name: t.company }).isChecked()).toBe(true);
    expect(await kept.getByLabel(t.companyName, { exact: true }).inputValue()).toBe('Örnek Danışmanlık A.Ş.');
    expect(await kept.getByLabel(t.vkn, { exact: true }).inputValue()).toBe('3130557669');
    expect(await kept.getByLabel(t.address, { exact: true }).inputValue()).toBe(
      'Moda Caddesi No: 12, Kadıköy, İstanbul',
    );
    // the card alone, cut from the whole page shot taken from the top: scrolled to, the sticky header covers its title
    const section = page.locator('section', { has: page.getByRole('heading', { name: t.section }) });
    await page.evaluate(() => window.scrollTo(0, 0));
    const box = await section.boundingBox();
    if (!box) throw new Error('the billing details card is not drawn');
    await page.screenshot({
      path: path.join(artifactsDir, `settings-billing-details-${lang}-390.png`),
      fullPage: true,
      clip: box,
    });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await context.close();
  });
});
